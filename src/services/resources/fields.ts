import { z } from 'zod';
import { normalizeSection } from '../../domain/csi';
import { ALL_PROJECT_TYPE_CODES } from '../../domain/project-types';
import { MAX_INT } from './columns';

/** Value schemas shared by several families. */

export const coidValue = z
  .number({ error: 'must be a five-digit company id' })
  .int('must be a five-digit company id')
  .min(10000, 'must be a five-digit company id')
  .max(99999, 'must be a five-digit company id');

export const refValue = z.number({ error: 'must be a record number' }).int('must be a record number').positive().max(MAX_INT);

export const titleValue = (max = 300) =>
  z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(max, `must be ${max} characters or fewer`);

export const shortText = (max = 200) => z.string({ error: 'must be text' }).trim().max(max, `must be ${max} characters or fewer`);

export const mfValue = z.enum(['04', '95'], { error: 'must be 04 or 95' });

export const divisionValue = z.string({ error: 'must be text' }).regex(/^\d{2}$/, 'must be a two-digit division number');

/** "08 11 13", "081113" or "08-11-13" (MasterFormat 2004, stored as "08 11 13"), or "08110" (1995). */
export const sectionValue = z
  .string({ error: 'must be text' })
  .trim()
  .transform((value, ctx) => {
    if (/^\d{5}$/.test(value)) return value;
    const normalized = normalizeSection(value);
    if (normalized) return normalized;
    ctx.addIssue({ code: 'custom', message: 'must be a CSI section number such as 08 11 13' });
    return z.NEVER;
  });

/** An absolute http(s) address or a path of this site. */
export const linkValue = z
  .string({ error: 'must be text' })
  .trim()
  .max(500, 'must be 500 characters or fewer')
  .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'must be an http(s) address or a site path starting with /');

export const stateValue = z.string({ error: 'must be text' }).trim().max(20, 'must be 20 characters or fewer');

export const yearValue = z.number({ error: 'must be a year' }).int('must be a year').min(1800).max(2200);

/** A project type code (11 Office, 42 Education...). */
export const projectTypeValue = z
  .number({ error: 'must be a project type code' })
  .refine((v) => ALL_PROJECT_TYPE_CODES.includes(v), `must be one of the project type codes ${ALL_PROJECT_TYPE_CODES.join(', ')}`);
