import { z } from 'zod';
import { DECLARATION_KINDS, DISCLOSURE_LEVELS, VALIDITY_FILTERS } from './declarations';

/**
 * Query fields of declaration lists, shared by the pages and GET /api/declarations. An empty
 * value (a form submitted with the field blank) counts as not given.
 */

const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const validityField = z.preprocess(
  blankIsAbsent,
  z.enum(VALIDITY_FILTERS, { error: 'must be current, expired or all' }).default('all'),
);

/** A decimal number of kg CO2e, e.g. 12 or 12.5. */
export const gwpMaxField = z.preprocess(
  blankIsAbsent,
  z
    .string({ error: 'must be a number' })
    .regex(/^\d{1,7}(\.\d{1,3})?$/, 'must be a number such as 12.5')
    .transform(Number)
    .optional(),
);

export const levelField = z.preprocess(blankIsAbsent, z.enum(DISCLOSURE_LEVELS, { error: 'must be full or partial' }).optional());

export const kindField = z.preprocess(blankIsAbsent, z.enum(DECLARATION_KINDS, { error: 'must be epd or hpd' }).optional());
