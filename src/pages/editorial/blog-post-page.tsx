import { Breadcrumbs } from '../../components/breadcrumbs';
import type { BlogPost, BlogPostSummary } from '../../services/editorial/blog-posts';
import { BlogList, PostMeta } from './blog-list';

export interface BlogPostPageProps {
  post: BlogPost;
  related: BlogPostSummary[];
}

/** /blog-post/{id}: one post, with others of its division. */
export function BlogPostPage({ post, related }: BlogPostPageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Blog', href: '/blog-post' }, { label: post.title }]} />
      <article className="post" aria-labelledby="post-title">
        <header className="page-intro">
          <h1 id="post-title">{post.title}</h1>
          <PostMeta post={post} />
        </header>
        <div className="post__body">
          {post.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="post-related">
          <h2 id="related-title">More on division {post.division}</h2>
          <BlogList posts={related} headingLevel={3} />
        </section>
      )}
      <p>
        Have something to say to specifiers? <a href="/blog-post/guest">Write a guest post</a>.
      </p>
    </>
  );
}
