import type { z } from 'zod';
import { SITE_NAME } from '../../../domain/site';
import { isoDuration } from '../../../domain/editorial-format';
import { notFound } from '../../../errors';
import type { PodcastPageProps } from '../../../pages/editorial/podcast-page';
import type { PodcastsPageProps } from '../../../pages/editorial/podcasts-page';
import type { ListedEpisode } from '../../../pages/editorial/podcast-list';
import { bestPodcasts, getPodcast, listPodcasts, PODCAST_SORT_FIELDS } from '../../../services/editorial/podcasts';
import { localAudio, withAudio } from '../../../services/editorial/local-media';
import { summary } from '../../../services/feed/feed-items';
import type { LoaderContext, LoaderResult } from '../../page-types';
import type { plainIdParams } from '../../../http/query-schemas';
import { parseListing } from '../browse/listing';
import { requireExistingPage } from '../../../http/query-schemas';

/** /podcast: every episode, a page at a time. */
export async function loadPodcasts(ctx: LoaderContext): Promise<LoaderResult<PodcastsPageProps>> {
  const listing = parseListing(ctx.query, PODCAST_SORT_FIELDS, { field: 'date', direction: 'desc' });
  const podcasts = await listPodcasts(ctx.db, { page: listing.page, sort: listing.sort });
  requireExistingPage(listing.page, podcasts.pageCount);
  return {
    props: { podcasts: { ...podcasts, items: withAudio(ctx.config.DATA_DIR, podcasts.items) }, sort: listing.sort },
    head: {
      title: 'Podcast for architects and specifiers',
      description: `The ${SITE_NAME} podcast: conversations about building products, standards and specifications, with continuing-education courses for some episodes.`,
      canonical: '/podcast',
      robots: listing.robots,
    },
  };
}

/** /podcast/best_architectural_podcasts: the episodes that carry a course. */
export async function loadBestPodcasts(ctx: LoaderContext): Promise<LoaderResult<{ podcasts: ListedEpisode[] }>> {
  return {
    props: { podcasts: withAudio(ctx.config.DATA_DIR, await bestPodcasts(ctx.db)) },
    head: {
      title: 'Best architectural podcasts: our picks',
      description: 'Podcast episodes for architects chosen by our editors: each comes with a continuing-education course and quiz.',
    },
  };
}

/** /podcast/{id}: one episode; an audio player only for a site-local file that exists. */
export async function loadPodcast(ctx: LoaderContext<z.infer<typeof plainIdParams>>): Promise<LoaderResult<PodcastPageProps>> {
  const podcast = await getPodcast(ctx.db, ctx.params.id);
  if (!podcast) throw notFound(`No podcast ${ctx.params.id}`);
  const audio = localAudio(ctx.config.DATA_DIR, podcast.audioUrl);
  const path = `/podcast/${podcast.seq}`;
  return {
    props: { podcast, audio },
    head: {
      title: podcast.title,
      description: summary(podcast.summary || podcast.title, 160),
      canonical: path,
      ogType: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'PodcastEpisode',
        name: podcast.title,
        description: podcast.summary,
        datePublished: podcast.publishedAt,
        url: path,
        // A length and a recording only when the recording is here; otherwise the episode is its transcript.
        ...(audio
          ? { timeRequired: isoDuration(podcast.durationSec), associatedMedia: { '@type': 'MediaObject', contentUrl: audio.src, encodingFormat: audio.type } }
          : {}),
        ...(podcast.guests.length ? { actor: podcast.guests.map((g) => ({ '@type': 'Person', name: g.fullName })) } : {}),
        partOfSeries: { '@type': 'PodcastSeries', name: `The ${SITE_NAME} podcast`, url: '/podcast' },
      },
    },
  };
}
