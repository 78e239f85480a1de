import { Router } from 'express';
import { z } from 'zod';
import { setMfCookie } from '../../auth/user-cookies';
import { MF_CODES } from '../../domain/csi';
import { safeReturnPath } from '../../domain/return-path';
import { carriesSecret } from '../../domain/secret-url';
import { parseInput } from '../../parse-input';

const numberingForm = z.object({
  mf: z.enum(MF_CODES, { error: 'must be 04 (MasterFormat 2004) or 95 (MasterFormat 1995)' }),
  returnTo: z.string().max(2000).optional(),
});

/**
 * POST /section-numbering: the footer's choice of MasterFormat edition (the 'mf' cookie), then back to the page it
 * was made on (a same-site path that carries no secret; the home page otherwise). Works without script.
 */
export function sectionNumberingPost(secureCookies: boolean): Router {
  const router = Router();
  router.post('/section-numbering', (req, res) => {
    const form = parseInput(numberingForm, req.body, 'body');
    setMfCookie(res, form.mf, secureCookies);
    const back = safeReturnPath(form.returnTo);
    res.redirect(303, back && !carriesSecret(back) ? back : '/');
  });
  return router;
}
