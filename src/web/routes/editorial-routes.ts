import { blogPostSeqs, podcastSeqs } from '../../services/sitemap-keys';
import { BlogPostPage } from '../../pages/editorial/blog-post-page';
import { BestBlogPostsPage, BlogPostsPage } from '../../pages/editorial/blog-posts-page';
import { GuestRequestPage } from '../../pages/editorial/guest-request-page';
import { PodcastPage } from '../../pages/editorial/podcast-page';
import { BestPodcastsPage, PodcastsPage } from '../../pages/editorial/podcasts-page';
import { loadBestBlogPosts, loadBlogPost, loadBlogPosts } from '../loaders/editorial/blog-posts';
import { guestRequestLoader } from '../loaders/editorial/guest-request';
import { loadBestPodcasts, loadPodcast, loadPodcasts } from '../loaders/editorial/podcasts';
import { guestRequestAction } from '../actions/guest-request-actions';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';
import { LISTING_QUERY, plainIdParams } from '../../http/query-schemas';

/**
 * The podcast and the blog (issue 6). Fixed paths come before /{id}. The guest forms are never
 * cached: a failed post shows the same URL with its messages (src/web/actions/guest-request-actions.ts).
 */
export const EDITORIAL_ROUTES: readonly RouteDef[] = [
  route({ path: '/podcast', cache: 'public', query: LISTING_QUERY, page: PodcastsPage, load: loadPodcasts, examples: ['/podcast'] }),
  route({ path: '/podcast/best_architectural_podcasts', cache: 'public', page: BestPodcastsPage, load: loadBestPodcasts, examples: ['/podcast/best_architectural_podcasts'] }),
  route({ path: '/podcast/guest', page: GuestRequestPage, load: guestRequestLoader('podcast'), actions: [guestRequestAction('podcast', '/podcast/guest')], cache: 'never', examples: ['/podcast/guest'] }),
  route({
    path: '/podcast/:id',
    cache: 'public',
    page: PodcastPage,
    load: loadPodcast,
    params: plainIdParams,
    sitemap: async (db) => (await podcastSeqs(db)).map((seq) => `/podcast/${seq}`),
  }),

  route({ path: '/blog-post', cache: 'public', query: LISTING_QUERY, page: BlogPostsPage, load: loadBlogPosts, examples: ['/blog-post'] }),
  route({
    path: '/blog-post/best_architectural_blog_posts',
    cache: 'public',
    page: BestBlogPostsPage,
    load: loadBestBlogPosts,
    examples: ['/blog-post/best_architectural_blog_posts'],
  }),
  route({ path: '/blog-post/guest', page: GuestRequestPage, load: guestRequestLoader('blog-post'), actions: [guestRequestAction('blog-post', '/blog-post/guest')], cache: 'never', examples: ['/blog-post/guest'] }),
  // The feed (src/services/feed/feed-items.ts) links blog posts here.
  route({
    path: '/blog-post/:id',
    cache: 'public',
    page: BlogPostPage,
    load: loadBlogPost,
    params: plainIdParams,
    sitemap: async (db) => (await blogPostSeqs(db)).map((seq) => `/blog-post/${seq}`),
  }),
];
