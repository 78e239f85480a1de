import { z } from 'zod';
import { companyPath } from '../../../domain/company-id';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../../../domain/content-types';
import { WEBLET_FORMATS } from '../../../domain/weblet-formats';
import { companyContentOfType } from '../../../services/company-content';
import type { WebletPageProps } from '../../../pages/weblet/weblet-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { requestedPage, requireExistingPage } from '../../../http/query-schemas';
import { companyFromParam } from '../company-lookup';
import { endSentence } from '../../../domain/sentence';

export const webletParams = z.object({
  id: z.string().regex(/^([a-z0-9-]+-)?\d{5}$/),
  contentType: contentTypeSchema,
  formatting: z.enum(WEBLET_FORMATS),
});

/**
 * /company/{id}/weblet/{contentType}/{formatting}: a manufacturer's items of one type for
 * its own site to frame. Not indexed: the same list lives at /company/{id}/{contentType}.
 */
export async function loadWeblet(ctx: LoaderContext<z.infer<typeof webletParams>>): Promise<LoaderResult<WebletPageProps>> {
  const company = await companyFromParam(ctx);
  const { contentType, formatting } = ctx.params;
  const home = companyPath(company.name, company.coid);
  const path = `${home}/weblet/${contentType}/${formatting}`;
  if (ctx.path !== path) return { redirect: path + ctx.url.slice(ctx.path.length), status: 301 };
  const page = requestedPage(ctx.query);
  const items = await companyContentOfType(ctx.db, company.coid, contentType, page);
  requireExistingPage(page, items.pageCount);
  const label = CONTENT_TYPE_LABELS[contentType];
  const listUrl = `${home}/${contentType}`;
  return {
    props: { company, contentType, formatting, items, path, listUrl },
    head: {
      title: `${label.plural} from ${company.name}`,
      description: `${items.total} ${label.plural.toLowerCase()} published by ${endSentence(company.name)}`,
      canonical: listUrl,
      robots: 'noindex, follow',
    },
  };
}
