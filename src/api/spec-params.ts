import { z } from 'zod';
import { normalizeSection } from '../domain/csi';
import { sectionParam } from './endpoint';

/** A spec or wizard filename: 'abc-081113.spec', 'abc-081113.sw'; never a path. */
const specFilename = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,80}$/i, 'must be a file name of letters, digits, dots, hyphens and underscores')
  .refine((name) => !name.includes('..'), 'must not contain ".."');

export const filenameParams = z.object({ filename: specFilename });

/** A 2004 section number ('081113' or '08 11 13') in its canonical '08 11 13' form. */
export const section04 = sectionParam.transform((value, ctx) => {
  const section = normalizeSection(value);
  if (!section) ctx.addIssue({ code: 'custom', message: 'must be a section of a MasterFormat 2004 division' });
  return section ?? value;
});

export const mfQuery = z.enum(['04', '95'], { error: 'must be 04 or 95' }).default('04');
