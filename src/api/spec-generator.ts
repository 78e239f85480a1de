import { z } from 'zod';
import { MF_CODES } from '../domain/csi';
import { SPEC_ID_PATTERN } from '../domain/spec-wizard';
import { noteSpecDownload } from '../http/insight-events';
import { FORMAT_INFO, SPEC_FORMATS, generateSpec, sanitizeBaseName } from '../services/spec-generator';
import type { ApiDeps } from './deps';
import { coidParam } from './endpoint';
import { fileEndpoint } from './file-endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';

const MAX_IDS = 2000;
const MAX_INPUT_VALUE = 200;

const specIds = z
  .string()
  .max(MAX_IDS * 65)
  .default('')
  .transform((text) => text.split(',').map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(SPEC_ID_PATTERN, 'must be spec ids: letters, digits, . _ -')).max(MAX_IDS, `at most ${MAX_IDS} ids`));

const inputValues = z
  .record(z.string().regex(SPEC_ID_PATTERN, 'input names are spec ids'), z.string().max(MAX_INPUT_VALUE, `values are at most ${MAX_INPUT_VALUE} characters`))
  .refine((values) => Object.keys(values).length <= MAX_IDS, `at most ${MAX_IDS} values`);

const inputsJson = z
  .string()
  .max(65_536)
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of input values' });
      return z.NEVER;
    }
  })
  .pipe(inputValues);

const generatorQuery = z.object({
  coid: coidParam.describe('The manufacturer (five-digit company id) that owns the spec.'),
  spec: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.(spec|sw)$/, 'must be a spec filename (name.spec) or its wizard filename (name.sw)')
    .describe("The spec document's filename ('abc-081113.spec'); its spec wizard's filename ('abc-081113.sw') is accepted too."),
  format: z.enum(SPEC_FORMATS, { error: `must be one of ${SPEC_FORMATS.join(', ')}` }).describe('docx and rtf download; html opens in the browser to read and print.'),
  data: specIds
    .refine((ids) => ids.length > 0, 'choose at least one paragraph or option: an empty selection would be an empty section')
    .describe('Comma-joined selected spec ids (paragraphs and options); at least one.'),
  filename: z
    .string()
    .max(200)
    .optional()
    .transform((name) => (name === undefined ? null : sanitizeBaseName(name)))
    .describe("Download base name: letters, digits, spaces and . _ - , & ( ) ' (anything else becomes '-'); the extension follows the format. Default: section number, title and manufacturer, e.g. '08 11 13 Hollow Metal Doors and Frames - Acme'."),
  mf: z.enum(MF_CODES, { error: 'must be 04 or 95' }).default('04').describe('Section numbers as MasterFormat 2004 (04) or 1995 (95).'),
  inputs: inputsJson
    .optional()
    .transform((values) => values ?? {})
    .describe('Our extension of the contract: a JSON object of condition input values, e.g. {"p-1-4-D-value":"120"}, each at most 200 characters.'),
});

/**
 * GET /api/spec-generator: the spec generation call, served by us. With
 * SPEC_GENERATOR_URL set, the external service answers first and we stand in when it fails.
 */
export function specGeneratorApi({ db, config, log }: ApiDeps): AreaRows {
  const table = areaTable();
  table.get(
    '/spec-generator',
    fileEndpoint(
      db,
      {
        query: generatorQuery,
        summary: 'A spec section edited by a wizard selection, as DOCX, RTF or HTML',
        produces: SPEC_FORMATS.map((format) => FORMAT_INFO[format].contentType),
        errors: [404],
      },
      async ({ query, req }) => {
        const file = await generateSpec(
          { db, log: req.log ?? log, externalUrl: config.SPEC_GENERATOR_URL },
          { coid: query.coid, spec: query.spec, format: query.format, ids: query.data, inputs: query.inputs, filename: query.filename, mf: query.mf },
        );
        // The manufacturer's insights count this download for the section (people's browsers only; the recorder decides).
        if (req.res) noteSpecDownload(req.res, file.contentId);
        return file;
      },
    ),
  );
  return table.rows;
}
