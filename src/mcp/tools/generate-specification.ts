import { z } from 'zod';
import { MF_CODES } from '../../domain/csi';
import { generatorUrl, SPEC_ID_PATTERN } from '../../domain/spec-wizard';
import { generatedSectionText } from '../../services/spec-generator/section-text';
import { absoluteUrl } from '../context';
import { MAX_ITEMS } from '../limits';
import { findSpec, specAnswer, specLookupFields, specOutputFields } from '../spec-lookup';
import { defineTool } from '../tool-kit';

const MAX_IDS = 500;
const specId = z.string().regex(SPEC_ID_PATTERN, 'must be paragraph or option ids such as p-2-2-A or p-2-2-A-1');

const input = z
  .object({
    ...specLookupFields,
    selectedIds: z
      .array(specId, { error: 'must be a list of paragraph and option ids' })
      .max(MAX_IDS, `must hold at most ${MAX_IDS} ids`)
      .optional()
      .describe('Paragraph ids ("p-2-2-A") and option ids ("p-2-2-A-1", the first alternative) to keep. Left out: every unconditional paragraph with its first option.'),
    inputs: z
      .record(z.string().regex(SPEC_ID_PATTERN, 'input names are ids such as p-1-4-D-value'), z.string().max(200, 'values are at most 200 characters'))
      .refine((values) => Object.keys(values).length <= 100, 'at most 100 values')
      .default({})
      .describe('Values for the blanks ([____]) of kept paragraphs, by input name: {"p-1-4-D-value": "120"}.'),
    edition: z.enum(MF_CODES, { error: 'must be 04 or 95' }).default('04').describe('Section number as MasterFormat 2004 ("04") or 1995 ("95").'),
  })
  .strict();

const output = z.object({
  ...specOutputFields,
  selectedIds: z.array(z.string()).describe('The ids the section was generated with, after the wizard rules.'),
  unmatchedIds: z.array(z.string()).describe('Given ids and input names that match nothing in the section (at most 50).'),
  downloads: z.object({ docx: z.string(), rtf: z.string(), html: z.string() }).describe('The same section from the spec generator as a file.'),
});

export const generateSpecification = defineTool({
  name: 'generate_specification',
  title: 'Generate an edited specification section',
  description:
    "A manufacturer's specification section edited like the site's spec wizard: keep the chosen paragraphs and options (or " +
    'the defaults), fill blanks, add the "or approved equal" manufacturers; returns the text and DOCX/RTF/HTML download URLs. ' +
    'Paragraph and option ids appear in get_specification as the article number plus letter: paragraph 2.2.A is "p-2-2-A".',
  input,
  output,
  async run(ctx, args) {
    const spec = await findSpec(ctx.db, args);
    const generated = await generatedSectionText(ctx.db, {
      coid: spec.coid,
      spec: spec.filename,
      ids: args.selectedIds ?? null,
      inputs: args.inputs,
      mf: args.edition,
    });
    const { request, state } = generated;
    const download = (format: 'docx' | 'rtf' | 'html') =>
      absoluteUrl(ctx, generatorUrl({ coid: spec.coid, spec: spec.filename, format, state, filename: request.baseName, mf: args.edition }));
    return {
      ...specAnswer(spec, request.number, generated.text),
      selectedIds: state.selected,
      unmatchedIds: generated.unmatched.slice(0, MAX_ITEMS),
      downloads: { docx: download('docx'), rtf: download('rtf'), html: download('html') },
    };
  },
  render(s) {
    const unmatched = s.unmatchedIds.length ? `\nIds that match nothing: ${s.unmatchedIds.join(', ')}` : '';
    return `${s.text}\n\nDOCX: ${s.downloads.docx}\nRTF: ${s.downloads.rtf}${unmatched}`;
  },
});
