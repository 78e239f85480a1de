import { z } from 'zod';
import { companyPath } from '../../../domain/company-id';
import type { MfCode } from '../../../domain/csi';
import { sectionNumber } from '../../../domain/csi-crosswalk';
import { notFound } from '../../../errors';
import type { FormattedSpecificationProps } from '../../../pages/specs/formatted-specification-page';
import type { SpecificationProps } from '../../../pages/specs/specification-page';
import { contentItemPath } from '../../../services/content-links';
import type { SpecDocument } from '../../../services/specs/spec-store';
import { specById, specWithActiveWizard } from '../../../services/specs/spec-store';
import { formattedSpecificationPath, specificationPath, wizardTemplatePath } from '../../../services/specs/spec-links';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { plainSerial } from '../../../http/query-schemas';
import { endSentence } from '../../../domain/sentence';

export const specificationParams = z.object({
  coid: z.string().regex(/^\d{5}$/).transform(Number),
  id: plainSerial,
});

type Ctx = LoaderContext<z.infer<typeof specificationParams>>;

/** The spec document the path names, as `read` reads it; unknown, offline, or not the named manufacturer's: 404. */
async function specOf<S extends SpecDocument>(ctx: Ctx, read: (db: Ctx['db'], id: number) => Promise<S | null>): Promise<S> {
  const spec = await read(ctx.db, ctx.params.id);
  if (!spec || spec.coid !== ctx.params.coid) throw notFound(`Unknown specification: ${ctx.params.coid}/${ctx.params.id}`);
  return spec;
}

/** The section number in the visitor's format (the 'mf' cookie) and in the other one. */
function numbers(spec: SpecDocument, mf: string) {
  const format: MfCode = mf === '95' ? '95' : '04';
  const other: MfCode = format === '95' ? '04' : '95';
  return {
    number: sectionNumber(spec.body.section, format),
    other: { format: other === '95' ? 'MasterFormat 1995' : 'MasterFormat 2004', number: sectionNumber(spec.body.section, other) },
  };
}

function head(spec: SpecDocument, number: string) {
  return {
    title: `SECTION ${number} ${spec.body.title} – ${spec.companyName}`,
    description:
      spec.description.slice(0, 300) ||
      `Three-part specification for section ${spec.body.section} ${spec.body.title} from ${endSentence(spec.companyName)}`,
    canonical: specificationPath(spec.coid, spec.contentId),
    ogType: 'article' as const,
  };
}

/** /specification/{coid}/{id}: the whole section, with links to print, customise and download it. */
export async function loadSpecification(ctx: Ctx): Promise<LoaderResult<SpecificationProps>> {
  const spec = await specOf(ctx, specWithActiveWizard);
  const { number, other } = numbers(spec, ctx.mf);
  const item = { id: spec.contentId, contentType: 'spec', productSeq: null, companyName: spec.companyName, coid: spec.coid };
  return {
    props: {
      body: spec.body,
      number,
      other,
      companyName: spec.companyName,
      publishedAt: spec.publishedAt,
      links: {
        company: companyPath(spec.companyName, spec.coid),
        item: contentItemPath(item),
        formatted: formattedSpecificationPath(spec.coid, spec.contentId),
        wizard: spec.activeWizard === null ? null : wizardTemplatePath(spec.activeWizard),
      },
    },
    head: head(spec, number),
  };
}

/** /specification/{coid}/{id}/formatted: the same section laid out for printing (blank layout). */
export async function loadFormattedSpecification(ctx: Ctx): Promise<LoaderResult<FormattedSpecificationProps>> {
  const spec = await specOf(ctx, specById);
  const { number } = numbers(spec, ctx.mf);
  const page = head(spec, number);
  return {
    props: { body: spec.body, number, companyName: spec.companyName, back: page.canonical },
    head: { ...page, title: `${page.title} (printable)` },
  };
}
