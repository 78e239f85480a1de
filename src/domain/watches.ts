import { z } from 'zod';

/** What a signed-in user can watch for changes. */
const WATCH_KINDS = ['product', 'company', 'project'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];
export const watchKindSchema = z.enum(WATCH_KINDS, { error: 'must be product, company or project' });

/** How often changes are mailed. */
const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const digestFrequencySchema = z.enum(DIGEST_FREQUENCIES, { error: 'must be off, daily or weekly' });

/** The kinds of change the catalog records (the triggers of migrations 021 and 036, and the declaration check). */
const CHANGE_KINDS = [
  'document-added',
  'document-updated',
  'document-removed',
  'product-added',
  'product-updated',
  'product-withdrawn',
  'declaration-expiring',
  'declaration-expired',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A declaration is news this many days before it expires. */
export const EXPIRY_NOTICE_DAYS = 90;

const CHANGE_TEXT: Record<ChangeKind, string> = {
  'document-added': 'New document',
  'document-updated': 'Document updated',
  'document-removed': 'Document withdrawn',
  'product-added': 'New product',
  'product-updated': 'Data sheet updated',
  'product-withdrawn': 'Product withdrawn',
  'declaration-expiring': `Declaration expires within ${EXPIRY_NOTICE_DAYS} days`,
  'declaration-expired': 'Declaration expired',
};

/** What a change is called in lists and mails. */
export function changeLabel(kind: ChangeKind): string {
  return CHANGE_TEXT[kind];
}
