import type { WhatsNewType } from './content-types';
import { CONTENT_TYPE_LABELS } from './content-types';
import type { Period } from './periods';

/** The address of one period of the what's-new feed: /whats-new/{type}/{week|month}/{first day}. */
export function whatsNewPath(contentType: WhatsNewType, period: Period): string {
  return `/whats-new/${contentType}/${period.type}/${period.start}`;
}

export function whatsNewLabel(contentType: WhatsNewType): string {
  return contentType === 'all' ? 'Everything' : CONTENT_TYPE_LABELS[contentType].plural;
}

/** /press-releases, or /press-releases/{division}/{division}... for divisions given sorted. */
export function pressReleasesPath(divisions: readonly string[]): string {
  return divisions.length > 0 ? `/press-releases/${divisions.join('/')}` : '/press-releases';
}

/** The address of a directory page: only the parts that are set. */
export function directoryHref(filter: { q?: string; letter?: string }, page = 1): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.letter) params.set('letter', filter.letter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/manufacturers?${query}` : '/manufacturers';
}
