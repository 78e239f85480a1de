import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../../domain/content-types';
import { normalizeSection } from '../../domain/csi';
import { notFound } from '../../errors';
import { parseInput } from '../../parse-input';
import { contentTypeDivisionLevel, contentTypeSectionLevel, contentTypeTopLevel } from '../../services/content-types';
import { getDivision, getSection } from '../../services/csi';
import type { ContentTypePageProps } from '../../pages/browse/content-type-page';
import type { LoaderContext, LoaderResult } from '../page-types';
import { pageQuery } from '../query-schemas';

export const contentTypeParams = z.object({
  contentType: contentTypeSchema,
  division: z.string().regex(/^\d{2}$/).optional(),
  section: z.string().regex(/^\d{6}$/).optional(),
});

type Params = z.infer<typeof contentTypeParams>;

/** /content-type/{type}[/{division}[/{section}]]: divisions, then sections, then the items. */
export async function loadContentType(ctx: LoaderContext<Params>): Promise<LoaderResult<ContentTypePageProps>> {
  const { contentType } = ctx.params;
  const label = CONTENT_TYPE_LABELS[contentType];
  const base = `/content-type/${contentType}`;

  if (!ctx.params.division) {
    const divisions = await contentTypeTopLevel(ctx.db, contentType);
    return {
      props: { level: 'top', contentType, divisions },
      head: { title: `${label.plural} by MasterFormat division`, description: label.description, canonical: base, amphtml: `/amp${base}` },
    };
  }

  const division = await getDivision(ctx.db, ctx.params.division);
  if (!division) throw notFound(`Unknown division: ${ctx.params.division}`);
  if (!ctx.params.section) {
    const sections = await contentTypeDivisionLevel(ctx.db, contentType, division.division);
    return {
      props: { level: 'division', contentType, division, sections },
      head: {
        title: `${label.plural}: Division ${division.division} ${division.title}`,
        description: `${label.plural} for Division ${division.division}, ${division.title}, by CSI section.`,
        canonical: `${base}/${division.division}`,
      },
    };
  }

  const sectionNumber = normalizeSection(ctx.params.section);
  const section = sectionNumber ? await getSection(ctx.db, sectionNumber) : null;
  if (!section || section.division !== division.division) throw notFound(`Unknown section: ${ctx.params.section}`);
  const { page } = parseInput(pageQuery, ctx.query, 'query');
  const items = await contentTypeSectionLevel(ctx.db, contentType, section.section, page);
  if (page > items.pageCount) throw notFound(`No page ${page}`);
  return {
    props: { level: 'section', contentType, division, section, items },
    head: {
      title: `${label.plural}: ${section.section} ${section.title}`,
      description: `${label.plural} for CSI section ${section.section} ${section.title} from building product manufacturers.`,
      canonical: `${base}/${division.division}/${ctx.params.section}`,
    },
  };
}
