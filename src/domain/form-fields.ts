import { z } from 'zod';
import { alphanumericSchema, safeTextSchema } from './validation';

/**
 * Field schemas shared by the visitors' forms (requests for information, messages, feedback,
 * orders): every free text is refused when it holds injection-like or probe tokens, and must
 * hold at least one letter or digit.
 */

/** A field people never see (hidden on the forms); anything in it marks the post as a bot's. */
export const HONEYPOT_FIELD = 'referenceCode';
export const honeypotField = z.string().max(1000).optional();

/** One line of text (a name, a subject, a company): no line breaks or control characters, so it can never add a mail header. */
export const singleLineText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be ${max} characters or fewer`)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must be one line of text')
    .pipe(safeTextSchema)
    .pipe(alphanumericSchema);

/** A message of several lines. */
export const messageText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be ${max} characters or fewer`)
    .pipe(safeTextSchema)
    .pipe(alphanumericSchema);

/** An optional form field: left empty it is absent; anything else must pass `schema` (and gets its message). */
export const blankable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** Optional free text: empty is fine, anything else follows messageText. */
export const optionalText = (max: number) => blankable(messageText(max));
