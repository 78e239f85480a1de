import type { Db } from '../db/types';
import { notFound } from '../errors';
import { getPodcast, podcastExists, podcastGuests } from '../services/editorial/podcasts';
import { endpoint } from './endpoint';
import { idParams } from '../services/personal/schemas';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { podcastGuestsOutput, podcastWithCeuOutput } from './schemas/editorial';

/**
 * Podcast lookups (a podcast with its course, its guests). Mounted before the generic resources
 * router, which owns /podcasts/{id} and /contacts-external/{id}.
 */
export function editorialApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/podcasts/:id/with-ceu',
    endpoint(db, { params: idParams, summary: 'A podcast episode with its guests and the continuing-education course it carries (no answer key)', errors: [404] }, async ({ params }) => {
      const podcast = await getPodcast(db, params.id);
      if (!podcast) throw notFound(`No podcast ${params.id}`);
      return { id: podcast.seq, ...podcast };
    }), { output: podcastWithCeuOutput },
  );
  table.get(
    '/contacts-external/by-podcast/:id',
    endpoint(db, { params: idParams, summary: 'The guests (external contacts) of a podcast episode', errors: [404] }, async ({ params }) => {
      if (!(await podcastExists(db, params.id))) throw notFound(`No podcast ${params.id}`);
      const guests = await podcastGuests(db, params.id);
      return { items: guests.map((guest) => ({ id: guest.seq, podcastSeq: params.id, ...guest })) };
    }), { output: podcastGuestsOutput },
  );
  return table.rows;
}
