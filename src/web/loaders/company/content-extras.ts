import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema, typeNoun } from '../../../domain/content-types';
import { notFound } from '../../../errors';
import type { ContentExtrasBase, VariationsPageProps, ViewerPageProps } from '../../../pages/company/content-extras-pages';
import { contentVariations, getContentItem } from '../../../services/content-items';
import { versionLinks } from '../../../services/uploads/document-versions';
import { contentView } from '../../../services/content-viewer';
import { mediaOf } from '../../../services/content-media';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { companyFromParam } from '../company-lookup';
import { areaOf, companyIdParam } from './area';
import { plainSerial } from '../../../http/query-schemas';
import { endSentence } from '../../../domain/sentence';

export const contentExtrasParams = z.object({
  id: companyIdParam,
  contentType: contentTypeSchema,
  contentId: plainSerial,
});

type Params = z.infer<typeof contentExtrasParams>;

/** The company's online item the path names (else 404), and the canonical path of its sub-page (else 301). */
async function itemPage(ctx: LoaderContext<Params>, sub: 'variations' | 'viewer'): Promise<ContentExtrasBase | { redirect: string; status: 301 }> {
  const { contentType, contentId } = ctx.params;
  const company = await companyFromParam(ctx);
  const item = await getContentItem(ctx.db, contentId);
  if (!item || item.coid !== company.coid || item.contentType !== contentType) {
    throw notFound(`Unknown ${typeNoun(contentType, 1)}: ${contentId}`);
  }
  const area = areaOf(ctx, company, `/${contentType}/${contentId}/${sub}`);
  if ('redirect' in area) return area;
  const listUrl = `${area.base}/${contentType}`;
  return { company, base: area.base, contentType, item, listUrl, itemUrl: `${listUrl}/${contentId}`, canonical: area.canonical };
}

/** /company/{id}/{contentType}/{contentId}/variations: the other online items of the same product and type. */
export async function loadVariations(ctx: LoaderContext<Params>): Promise<LoaderResult<VariationsPageProps>> {
  const page = await itemPage(ctx, 'variations');
  if ('redirect' in page) return page;
  const [variations, versions] = await Promise.all([contentVariations(ctx.db, page.item), versionLinks(ctx.db, page.item.id)]);
  return {
    props: { ...page, variations, versions },
    head: {
      title: `Other ${typeNoun(page.contentType, 2)} like ${page.item.title}`,
      description: `${variations.length} other ${typeNoun(page.contentType, variations.length)} of the same product from ${endSentence(page.company.name)}`,
      canonical: page.canonical,
      robots: variations.length === 0 && versions.length < 2 ? 'noindex, follow' : undefined,
    },
  };
}

/** /company/{id}/{contentType}/{contentId}/viewer: the item shown in the page (a video or recording on this site, a PDF) or summarised with its download (CAD, BIM). */
export async function loadViewer(ctx: LoaderContext<Params>): Promise<LoaderResult<ViewerPageProps>> {
  const page = await itemPage(ctx, 'viewer');
  if ('redirect' in page) return page;
  const media = await mediaOf(ctx.db, page.item, page.company.website, ctx.config.DATA_DIR, ctx.config);
  const view = contentView(page.item, media);
  if (!view) throw notFound(`No viewer for ${typeNoun(page.contentType, 2)}`);
  return {
    props: { ...page, view },
    head: {
      title: `${page.item.title}: view online`,
      description: page.item.description.slice(0, 300) || `${CONTENT_TYPE_LABELS[page.contentType].singular} from ${endSentence(page.company.name)}`,
      canonical: page.canonical,
    },
  };
}
