import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../../../domain/content-types';
import { catalogFacts } from '../../../services/catalog-facts';
import type { AmpContentTypeProps } from '../../../pages/amp/amp-content-type-page';
import type { AmpHomeProps } from '../../../pages/amp/amp-home-page';
import type { LoaderContext, LoaderResult } from '../../page-types';

const AMP_LATEST = 10;

/** /amp: the AMP version of the home page (its canonical link is /). */
export async function loadAmpHome(ctx: LoaderContext): Promise<LoaderResult<AmpHomeProps>> {
  const facts = catalogFacts(ctx.memo, ctx.db);
  const [latest, divisions] = await Promise.all([facts.latestContent(AMP_LATEST), facts.divisions('04')]);
  return {
    props: { latest, divisions },
    head: {
      title: 'Building products, CAD, BIM and specifications',
      description: 'New building product content and every MasterFormat division, in a fast mobile page.',
      canonical: '/',
    },
  };
}

export const ampContentTypeParams = z.object({ contentType: contentTypeSchema });

/** /amp/content-type/{contentType}: the AMP version of /content-type/{contentType}. */
export async function loadAmpContentType(ctx: LoaderContext<z.infer<typeof ampContentTypeParams>>): Promise<LoaderResult<AmpContentTypeProps>> {
  const { contentType } = ctx.params;
  const label = CONTENT_TYPE_LABELS[contentType];
  const facts = catalogFacts(ctx.memo, ctx.db);
  const [latest, divisions] = await Promise.all([facts.latestContent(AMP_LATEST, contentType), facts.contentTypeDivisions(contentType)]);
  return {
    props: { contentType, latest, divisions },
    head: { title: `${label.plural} by MasterFormat division`, description: label.description, canonical: `/content-type/${contentType}` },
  };
}
