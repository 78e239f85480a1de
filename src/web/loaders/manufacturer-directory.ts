import { z } from 'zod';
import { DIVISIONS } from '../../domain/csi-divisions';
import { directoryHref } from '../../domain/browse-paths';
import { requestedPage, requireExistingPage } from '../../http/query-schemas';
import { notFound } from '../../errors';
import type { ManufacturerDirectoryProps } from '../../pages/browse/manufacturer-directory-page';
import { manufacturerDirectory } from '../../services/manufacturer-directory';
import type { LoaderContext, LoaderResult } from '../page-types';

const DIRECTORY_PAGE_SIZE = 50;

const directoryQuery = z.object({
  q: z.string().trim().max(100, 'at most 100 characters').optional(),
  letter: z.string().regex(/^[A-Z#]$/).optional(),
});

/** /manufacturers: every manufacturer A–Z with logo, divisions and counts; a name filter (GET form) and initials. */
export async function loadManufacturerDirectory(ctx: LoaderContext<Record<string, string>>): Promise<LoaderResult<ManufacturerDirectoryProps>> {
  const parsed = directoryQuery.safeParse({ q: ctx.query.q, letter: ctx.query.letter });
  if (!parsed.success) throw notFound('No such manufacturer list');
  const q = parsed.data.q || undefined;
  const letter = parsed.data.letter;
  const page = requestedPage(ctx.query);
  const result = await manufacturerDirectory(ctx.db, { text: q, letter }, (page - 1) * DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(result.total / DIRECTORY_PAGE_SIZE));
  requireExistingPage(page, pageCount);
  const divisionTitles = Object.fromEntries(DIVISIONS.map((d) => [d.division, d.title]));
  return {
    props: { q: q ?? '', letter: letter ?? null, page, pageCount, total: result.total, entries: result.items, divisionTitles },
    head: {
      title: letter ? `Manufacturers starting with ${letter === '#' ? 'a number' : letter}` : q ? `Manufacturers matching “${q}”` : 'Building product manufacturers A–Z',
      description: `${result.total} building product manufacturers with their product families, documents and MasterFormat divisions.`,
      canonical: directoryHref({ letter }, page),
      // Name searches are for visitors, not for indexes.
      robots: q ? 'noindex, follow' : undefined,
    },
  };
}
