import { z } from 'zod';
import { pageNumber } from '../domain/number-input';

export const MAX_PAGE = 100;

/** ?page=N for listings. */
export const pageQuery = z.object({
  page: pageNumber(MAX_PAGE),
});

/** `{id}` of a page: a row's serial number written plainly (no leading zeros, signs or exponents). */
export const plainIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
});
