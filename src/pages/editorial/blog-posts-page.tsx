import { Breadcrumbs } from '../../components/breadcrumbs';
import type { SortField } from '../../components/sort-links';
import type { SortState } from '../../domain/sort';
import type { BlogPostSummary } from '../../services/editorial/blog-posts';
import type { Page } from '../../services/pagination';
import { SortedListing } from '../browse/listing-pages';
import { BlogList } from './blog-list';
import { EditorialNav } from './editorial-nav';
import { formatCount } from '../../domain/count-text';

const BLOG_SORT: readonly SortField[] = [
  { field: 'date', label: 'Newest', defaultDirection: 'desc' },
  { field: 'title', label: 'Title', defaultDirection: 'asc' },
  { field: 'author', label: 'Author', defaultDirection: 'asc' },
];

export interface BlogPostsPageProps {
  posts: Page<BlogPostSummary>;
  sort: SortState;
}

/** /blog-post: every post, newest first, sortable and paged. */
export function BlogPostsPage({ posts, sort }: BlogPostsPageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Blog' }]} />
      <header className="page-intro">
        <h1>Blog</h1>
        <p className="lead">
          Practical writing for specifiers: reference standards, detailing, submittals, sustainability documentation and
          the questions worth asking manufacturers, written by practising architects.
        </p>
      </header>
      <EditorialNav section="blog-post" current="/blog-post" />
      <SortedListing
        page={posts}
        basePath="/blog-post"
        sort={sort}
        fields={BLOG_SORT}
        count={formatCount(posts.total, 'post')}
        empty="No posts yet."
      >
        <BlogList posts={posts.items} />
      </SortedListing>
    </>
  );
}

/** /blog-post/best_architectural_blog_posts: our selection, one post per division. */
export function BestBlogPostsPage({ posts }: { posts: BlogPostSummary[] }) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Blog', href: '/blog-post' }, { label: 'Our picks' }]} />
      <header className="page-intro">
        <h1>Best architectural blog posts: our picks</h1>
        <p className="lead">
          Our editors’ selection: for each MasterFormat division, the post that covers its subject in the most depth (the
          longest one; the newest when two are alike). A place to start before you write that part of a specification.
        </p>
      </header>
      <EditorialNav section="blog-post" current="/blog-post/best_architectural_blog_posts" />
      {posts.length === 0 ? <p className="empty-state">No posts yet.</p> : <BlogList posts={posts} />}
      <p>
        <a href="/blog-post">Browse every post</a>
      </p>
    </>
  );
}
