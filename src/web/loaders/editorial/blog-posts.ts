import type { z } from 'zod';
import { SITE_NAME } from '../../../domain/site';
import { notFound } from '../../../errors';
import type { BlogPostPageProps } from '../../../pages/editorial/blog-post-page';
import type { BlogPostsPageProps } from '../../../pages/editorial/blog-posts-page';
import type { BlogPostSummary } from '../../../services/editorial/blog-posts';
import { bestBlogPosts, BLOG_SORT_FIELDS, getBlogPost, listBlogPosts, relatedBlogPosts } from '../../../services/editorial/blog-posts';
import { summary } from '../../../services/feed/feed-items';
import type { LoaderContext, LoaderResult } from '../../page-types';
import type { plainIdParams } from '../../../http/query-schemas';
import { parseListing } from '../browse/listing';
import { requireExistingPage } from '../../../http/query-schemas';

/** /blog-post: every post, a page at a time. */
export async function loadBlogPosts(ctx: LoaderContext): Promise<LoaderResult<BlogPostsPageProps>> {
  const listing = parseListing(ctx.query, BLOG_SORT_FIELDS, { field: 'date', direction: 'desc' });
  const posts = await listBlogPosts(ctx.db, { page: listing.page, sort: listing.sort });
  requireExistingPage(listing.page, posts.pageCount);
  return {
    props: { posts, sort: listing.sort },
    head: {
      title: 'Blog for architects and specifiers',
      description: `Practical posts on ${SITE_NAME} about reference standards, detailing, submittals and specifying building products.`,
      canonical: '/blog-post',
      robots: listing.robots,
    },
  };
}

/** /blog-post/best_architectural_blog_posts: one post per division. */
export async function loadBestBlogPosts(ctx: LoaderContext): Promise<LoaderResult<{ posts: BlogPostSummary[] }>> {
  return {
    props: { posts: await bestBlogPosts(ctx.db) },
    head: {
      title: 'Best architectural blog posts: our picks',
      description: 'Blog posts for architects chosen by our editors: the most thorough post on each MasterFormat division.',
    },
  };
}

/** /blog-post/{id}: one post with others of its division. */
export async function loadBlogPost(ctx: LoaderContext<z.infer<typeof plainIdParams>>): Promise<LoaderResult<BlogPostPageProps>> {
  const post = await getBlogPost(ctx.db, ctx.params.id);
  if (!post) throw notFound(`No blog post ${ctx.params.id}`);
  const path = `/blog-post/${post.seq}`;
  return {
    props: { post, related: await relatedBlogPosts(ctx.db, post) },
    head: {
      title: post.title,
      description: summary(post.summary || post.title, 160),
      canonical: path,
      ogType: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        datePublished: post.publishedAt,
        wordCount: post.words,
        url: path,
        ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
        publisher: { '@type': 'Organization', name: SITE_NAME },
      },
    },
  };
}
