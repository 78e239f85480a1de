import { z } from 'zod';
import { MAX_ROW_ID, rowId } from '../../domain/number-input';
import { contentTypeSchema } from '../../domain/content-types';
import { facetText } from '../../domain/facets';
import { ALL_PROJECT_TYPE_CODES } from '../../domain/project-types';
import { STATES } from '../../domain/states';
import { MESSAGES, safeTextSchema } from '../../domain/validation';
import { SPEC_ID_PATTERN } from '../../domain/spec-wizard';
import { MAX_MAP_SECTIONS, MAX_SECTION_MANUFACTURERS } from './char-project-save';

/** Input schemas of the personal-data calls, shared by the JSON API and the HTML form posts. */


export const idParams = z.object({ id: rowId });
const seqParams = z.object({ seq: rowId });

/** /api/char-project/{id}: the project's seq, or its projectId such as "P-2025-0042". */
export const projectRefParams = z.object({
  id: z
    .string()
    .regex(/^(\d{1,10}|[A-Za-z][A-Za-z0-9-]{0,39})$/, 'must be a project seq or projectId')
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : v))
    .refine((v) => typeof v === 'string' || (v >= 1 && v <= MAX_ROW_ID), 'must be a project seq or projectId'),
});

/** Trimmed, safe (no injection-like or probe tokens) text with at least one letter or digit. */
function textField(max: number) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be ${max} characters or fewer`)
    .pipe(safeTextSchema)
    .refine((v) => /[\p{L}\p{N}]/u.test(v), MESSAGES.alphanumeric);
}

/** Optional free text that may be empty (notes, city). */
export function optionalText(max: number) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be ${max} characters or fewer`)
    .pipe(safeTextSchema);
}

const STATE_CODES = new Set(STATES.map((s) => s.code));
const stateField = z
  .string({ error: 'must be text' })
  .refine((v) => v === '' || STATE_CODES.has(v), 'must be a US state or Canadian province code such as "NY" or "ON, CAN"');

/** A project type code (10 Commercial, 11 Office, ...); "" or null means none. Form values arrive as digits. */
const projectTypeField = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number({ error: `must be one of the project type codes ${ALL_PROJECT_TYPE_CODES.join(', ')}` })
    .refine((v) => ALL_PROJECT_TYPE_CODES.includes(v), `must be one of the project type codes ${ALL_PROJECT_TYPE_CODES.join(', ')}`)
    .nullable(),
);

const csiSectionKey = z.string().regex(/^\d{2} \d{2} \d{2}$/, 'keys must be CSI sections like "08 11 13"');
const coid = z.number().int().min(10000, 'must be five-digit company ids').max(99999, 'must be five-digit company ids');
const csiMapField = z
  .record(csiSectionKey, z.array(coid).max(MAX_SECTION_MANUFACTURERS))
  .refine((m) => Object.keys(m).length <= MAX_MAP_SECTIONS, `must name at most ${MAX_MAP_SECTIONS} sections`);

/** The "add to project" form of a product's page. */
export const projectSectionForm = z.object({
  project: rowId,
  section: z.string().regex(/^\d{2} \d{2} \d{2}$/, 'must be a CSI section like "08 11 13"'),
  coid: z.coerce.number().int().min(10000, 'must be a five-digit company id').max(99999, 'must be a five-digit company id'),
});

export const favoriteBody = z
  .object({ content_id: rowId, content_type: contentTypeSchema, note: optionalText(500).optional() })
  .strict();
export const favoriteUpdateBody = z.object({ note: optionalText(500) }).strict();

const savedSearchType = z.union([z.literal('all'), contentTypeSchema], { error: 'must be "all" or a content type' });
export const searchBody = z
  .object({
    search_terms: textField(200),
    content_type: savedSearchType.default('all'),
    filters: facetText.default('').describe('The facet filters of the result page as its query string: "manufacturer=1042&declaration=epd".'),
  })
  .strict();

export const projectFields = {
  name: textField(120),
  type: projectTypeField.optional(),
  city: optionalText(80).optional(),
  state: stateField.optional(),
};
export const projectBody = z.object({ seq: rowId.optional(), ...projectFields, csiMap: csiMapField.optional() }).strict();

export const fyiBody = z.object({ projectId: rowId }).strict();

const specId = z.string().regex(SPEC_ID_PATTERN, 'must be spec ids such as "p-2-2-A"');
/** The selected ids, as plain ids or as entries carrying specId. */
const specsField = z
  .array(z.union([specId, z.object({ specId }).transform((s) => s.specId)], { error: 'must be spec ids such as "p-2-2-A"' }))
  .max(2000, 'must hold at most 2000 ids');
/** Condition input values by input name ('p-1-4-D-value': '200'); absent means none. */
const inputsField = z
  .record(specId, z.string().max(200, 'must be at most 200 characters'))
  .refine((r) => Object.keys(r).length <= 200, 'must hold at most 200 values');

/** A wizard project's own fields (the rename form takes some of them). */
export const wizardProjectFields = z.object({
  seq: rowId.optional(),
  name: textField(160),
  type: projectTypeField.optional(),
  contentId: rowId.nullable().optional(),
  /** The project (char project seq) the selections belong to. */
  project: rowId.optional(),
});

/** A wizard project, with its whole selection when `specs` is given: the wizard saves both in one call. */
export const wizardProjectBody = wizardProjectFields
  .extend({ specs: specsField.optional(), inputs: inputsField.optional() })
  .strict()
  .refine((b) => b.inputs === undefined || b.specs !== undefined, { message: 'must come with specs', path: ['inputs'] });

/** `specs` and `inputs` become the project's whole selection. */
export const specsBody = z.object({ specs: specsField, inputs: inputsField.optional() }).strict();
