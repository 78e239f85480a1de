import { z } from 'zod';
import { MF_CODES } from '../../domain/csi';
import { sectionNumber } from '../../domain/csi-crosswalk';
import { specBodyText } from '../../domain/spec-text';
import { downloadPath } from '../../services/content-links';
import { specificationPath } from '../../services/specs/spec-links';
import { absoluteUrl } from '../context';
import { findSpec, specAnswer, specLookupFields, specOutputFields } from '../spec-lookup';
import { defineTool } from '../tool-kit';

const input = z
  .object({
    ...specLookupFields,
    editorNotes: z.boolean({ error: 'must be true or false' }).default(false).describe("Include the manufacturer's editor's notes under their paragraphs."),
    edition: z.enum(MF_CODES, { error: 'must be 04 or 95' }).default('04').describe('Section number as MasterFormat 2004 ("04") or 1995 ("95").'),
  })
  .strict();

const output = z.object({ ...specOutputFields, url: z.string(), pdfUrl: z.string().nullable().describe('The PDF of the section, when there is one.') });

export const getSpecification = defineTool({
  name: 'get_specification',
  title: "A manufacturer's three-part specification",
  description:
    "The full text of a manufacturer's three-part specification section (PART 1 General, PART 2 Products, PART 3 Execution) " +
    "with every paragraph and its alternatives in brackets; editor's notes optional. Name it by specId, or by coid and section.",
  input,
  output,
  async run(ctx, args) {
    const spec = await findSpec(ctx.db, args);
    const number = sectionNumber(spec.section, args.edition);
    const pdf = downloadPath({ contentType: 'spec', filename: spec.pdfFilename, productSeq: null, companyName: spec.companyName, coid: spec.coid });
    return {
      ...specAnswer(spec, number, specBodyText(spec.body, { number, notes: args.editorNotes })),
      url: absoluteUrl(ctx, specificationPath(spec.coid, spec.contentId)),
      pdfUrl: pdf ? absoluteUrl(ctx, pdf) : null,
    };
  },
  render(s) {
    return `${s.title} — ${s.manufacturer}\n${s.url}\n\n${s.text}`;
  },
});
