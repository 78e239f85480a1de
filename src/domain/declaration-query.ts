import { z } from 'zod';
import { DECLARATION_KINDS, DISCLOSURE_LEVELS, VALIDITY_FILTERS } from './declarations';
import { DECLARED_UNIT_IDS } from './product-data/declared-units';

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

/** The declared unit GWPs are compared within ("door-leaf", "m2", ...). */
export const declaredUnitField = z.preprocess(
  blankIsAbsent,
  z.enum(DECLARED_UNIT_IDS, { error: `must be a declared unit: ${DECLARED_UNIT_IDS.join(', ')}` }).optional(),
);

/**
 * GWPs of different declared units are not comparable (a door leaf against a square metre): a GWP limit or a GWP
 * sort needs the declared unit it applies within, refused on the `declaredUnit` field otherwise.
 */
export function gwpNeedsUnit(q: { declaredUnit?: string; gwpMax?: number; sort?: string }, ctx: z.RefinementCtx): void {
  const byGwp = q.gwpMax !== undefined || q.sort === 'gwp' || q.sort === '-gwp';
  if (byGwp && q.declaredUnit === undefined) {
    ctx.addIssue({ code: 'custom', path: ['declaredUnit'], message: 'is needed to compare GWP (gwpMax or sort by gwp): only declarations of one declared unit are compared' });
  }
}
