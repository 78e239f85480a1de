import { z } from 'zod';

export const MAX_PAGE = 100;

/** ?page=N for listings. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(MAX_PAGE, `must be ${MAX_PAGE} or less`)
    .default(1),
});

/** `{id}` of a page: a row's serial number written plainly (no leading zeros, signs or exponents). */
export const plainIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
});
