import type { ContentType } from '../domain/content-types';
import { companyPath, companySlugId } from '../domain/company-id';
import { notFound } from '../errors';
import type { Queryable } from '../db/types';
import { companyContentCounts, getCompany } from './companies';
import { contentVariations, getContentItem } from './content-items';

interface CompanyPageQuery {
  coid: number;
  contentType: ContentType;
  contentId?: number;
  variations?: boolean;
}

interface CompanyPagePath {
  path: string;
  /** With ?debug: how the path was resolved. */
  debug?: Record<string, unknown>;
}

/**
 * The canonical path of a company's content-type list (/company/{slug}-{coid}/{type}), one of its
 * items (/{id}) or the item's variations page (/{id}/variations). Unknown companies and items that
 * are not online, not the company's or of another type are a 404.
 */
export async function companyPagePath(db: Queryable, query: CompanyPageQuery, debug: boolean): Promise<CompanyPagePath> {
  const company = await getCompany(db, query.coid);
  if (!company) throw notFound(`No manufacturer ${query.coid}`);
  const listPath = `${companyPath(company.name, company.coid)}/${query.contentType}`;
  const details: Record<string, unknown> = {
    coid: company.coid,
    companyName: company.name,
    slugId: companySlugId(company.name, company.coid),
    contentType: query.contentType,
  };
  if (query.contentId === undefined) {
    const counts = await companyContentCounts(db, company.coid);
    return withDebug({ path: listPath }, debug, { ...details, itemCount: counts[query.contentType] ?? 0 });
  }
  const item = await getContentItem(db, query.contentId);
  if (!item || item.coid !== company.coid || item.contentType !== query.contentType) {
    throw notFound(`No ${query.contentType} ${query.contentId} of manufacturer ${company.coid}`);
  }
  const itemPath = `${listPath}/${item.id}`;
  Object.assign(details, { contentId: item.id, title: item.title, productSeq: item.productSeq });
  if (!query.variations) return withDebug({ path: itemPath }, debug, details);
  const variations = await contentVariations(db, item);
  return withDebug({ path: `${itemPath}/variations` }, debug, { ...details, variationIds: variations.map((v) => v.id) });
}

function withDebug(answer: CompanyPagePath, debug: boolean, details: Record<string, unknown>): CompanyPagePath {
  return debug ? { ...answer, debug: details } : answer;
}
