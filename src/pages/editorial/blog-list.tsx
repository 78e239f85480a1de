import { readingMinutes } from '../../domain/editorial-format';
import type { BlogPostSummary } from '../../services/editorial/blog-posts';

/** Author, date, division and reading time of a post. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className="post-meta">
      {post.author && <span>{post.author}</span>}
      <time dateTime={post.publishedAt}>{post.publishedAt}</time>
      {post.division && (
        <span>
          Division {post.division}
          {post.divisionTitle && ` ${post.divisionTitle}`}
        </span>
      )}
      <span>{`${readingMinutes(post.words)} min read`}</span>
    </p>
  );
}

/** Blog posts as short articles linking to their pages. */
export function BlogList({ posts, headingLevel = 2 }: { posts: BlogPostSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="post-list">
      {posts.map((post) => (
        <li key={post.seq}>
          <article className="post-card" aria-labelledby={`post-${post.seq}`}>
            <Heading className="post-card__title" id={`post-${post.seq}`}>
              <a href={`/blog-post/${post.seq}`}>{post.title}</a>
            </Heading>
            <PostMeta post={post} />
            {post.summary && <p className="post-card__summary">{post.summary}</p>}
          </article>
        </li>
      ))}
    </ol>
  );
}
