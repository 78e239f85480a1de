import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../../../domain/content-types';
import type { ContentTypeUtilPageProps } from '../../../pages/browse/content-type-util-page';
import { contentTypeFormats, contentTypeTotals } from '../../../services/content-type-utility';
import { contentTypeTopLevel } from '../../../services/content-types';
import type { LoaderContext, LoaderResult } from '../../page-types';

export const contentTypeUtilParams = z.object({ contentType: contentTypeSchema });

/** /content-type/{type}/util: the type's formats, how to use its items, and its counts by division. */
export async function loadContentTypeUtil(ctx: LoaderContext<z.infer<typeof contentTypeUtilParams>>): Promise<LoaderResult<ContentTypeUtilPageProps>> {
  const { contentType } = ctx.params;
  const [totals, formats, divisions] = await Promise.all([
    contentTypeTotals(ctx.db, contentType),
    contentTypeFormats(ctx.db, contentType),
    contentTypeTopLevel(ctx.db, contentType),
  ]);
  const label = CONTENT_TYPE_LABELS[contentType];
  return {
    props: { contentType, totals, formats, divisions },
    head: {
      title: `${label.plural}: file formats, how to use them, counts`,
      description: `The file formats of the ${label.plural.toLowerCase()} on SpecFind, what opens them, how to use them and how many there are by MasterFormat division.`,
      canonical: `/content-type/${contentType}/util`,
    },
  };
}
