import { z } from 'zod';
import type { SortField } from '../../components/sort-links';
import { declaredUnitField, gwpMaxField, gwpNeedsUnit, levelField, validityField } from '../../domain/declaration-query';
import type { DeclarationKind } from '../../domain/declarations';
import { parseSort } from '../../domain/sort';
import { parseInput } from '../../parse-input';
import type { DeclarationFilter } from '../../services/declaration-listing';
import { listDeclarations } from '../../services/declaration-listing';
import { withQuery } from '../../components/pagination';
import type { FacetName } from '../../domain/facets';
import { withFacets } from '../../domain/facets';
import { todayUtc } from '../../services/declarations';
import { declarationScope } from '../../services/declaration-listing';
import { listingCounts, listingFilters } from './listing-facets';
import type { LoaderContext } from '../page-types';
import type { DeclarationListingProps } from '../../pages/browse/declaration-listing';
import { pageQuery, requestedPage, requireExistingPage } from '../../http/query-schemas';
import { sortQuery } from '../../domain/sort-query';

/** The sort choices of a list; the first is its default order. GWP sorts only within a chosen declared unit. */
function declarationSortFields(kind: DeclarationKind, first: 'popular' | 'title', unitChosen: boolean): SortField[] {
  const fields: SortField[] = [
    { field: 'expires', label: 'Expiry date', defaultDirection: 'asc' },
    ...(kind === 'epd' && unitChosen ? [{ field: 'gwp', label: 'Global warming potential', defaultDirection: 'asc' as const }] : []),
  ];
  const popular: SortField = { field: 'popular', label: 'Most popular', defaultDirection: 'desc' };
  const title: SortField = { field: 'title', label: 'Title', defaultDirection: 'asc' };
  return first === 'popular' ? [popular, title, ...fields] : [title, ...fields];
}

const ignored = z.unknown().transform(() => undefined).optional();

/** EPD lists take ?declaredUnit= and ?gwpMax= (within it), HPD lists ?level=; the other kind's fields are ignored like any unknown parameter. */
function querySchema(kind: DeclarationKind, sortFields: readonly string[]) {
  return pageQuery
    .extend({
      sort: sortQuery(sortFields).optional(),
      valid: validityField,
      declaredUnit: kind === 'epd' ? declaredUnitField : ignored,
      gwpMax: kind === 'epd' ? gwpMaxField : ignored,
      level: kind === 'hpd' ? levelField : ignored,
    })
    .superRefine((q, ctx) => gwpNeedsUnit({ declaredUnit: q.declaredUnit, gwpMax: q.gwpMax }, ctx));
}

/** The declared unit asked for, read before the sort choices (which depend on it); a bad one is refused by the query schema. */
const unitAsked = (query: Record<string, unknown>) => declaredUnitField.safeParse(query.declaredUnit).data !== undefined;

interface DeclarationListing {
  props: DeclarationListingProps;
  /** Filtered, re-sorted and later pages add nothing for search engines. */
  robots: string | undefined;
}

/**
 * ?valid=, ?gwpMax= or ?level=, ?sort= and ?page= of an EPD or HPD list (a bad value is a 400 naming
 * the field, an unknown sort field too), and that page of the list.
 */
export async function loadDeclarationListing(
  ctx: LoaderContext<unknown>,
  kind: DeclarationKind,
  scope: Pick<DeclarationFilter, 'coid' | 'division' | 'section'>,
  path: string,
  first: 'popular' | 'title',
  offered: readonly FacetName[],
): Promise<DeclarationListing> {
  const sortFields = declarationSortFields(kind, first, kind === 'epd' && unitAsked(ctx.query as Record<string, unknown>));
  const sortNames = sortFields.map((f) => f.field);
  requestedPage(ctx.query);
  const query = parseInput(querySchema(kind, sortNames), ctx.query, 'query');
  const facetFilters = listingFilters(ctx, offered);
  const fallback = { field: sortFields[0].field, direction: sortFields[0].defaultDirection };
  const sort = parseSort(query.sort, sortNames, fallback);
  const filter = { valid: query.valid, declaredUnit: query.declaredUnit, gwpMax: query.gwpMax, level: query.level };
  const today = todayUtc();
  const declarations = { kind, ...scope, ...filter };
  const declarationFiltered = filter.valid !== 'all' || filter.declaredUnit !== undefined || filter.gwpMax !== undefined || filter.level !== undefined;
  const [items, counts] = await Promise.all([
    listDeclarations(ctx.db, declarations, { page: query.page, sort, today, facets: facetFilters }),
    listingCounts(ctx, declarationScope(declarations, today), facetFilters, { facets: offered, today, narrowed: declarationFiltered }),
  ]);
  requireExistingPage(query.page, items.pageCount);
  const keep = { valid: filter.valid === 'all' ? undefined : filter.valid, declaredUnit: filter.declaredUnit, gwpMax: filter.gwpMax, level: filter.level };
  const filteredPath = withFacets(withQuery(path, keep), facetFilters);
  const narrowed = filteredPath !== path || query.page > 1 || query.sort !== undefined;
  return {
    props: { kind, items, filter, sort, sortFields, path, filteredPath, facets: { path, filters: facetFilters, counts } },
    robots: narrowed ? 'noindex, follow' : undefined,
  };
}
