import { z } from 'zod';
import { requireAdmin, requireManager } from '../../../auth/require';
import { coidParam } from '../../../domain/company-id';
import { MANAGE_FORMS, managePath, REVIEW_PATH } from '../../../domain/manage';
import { AppError } from '../../../errors';
import { actorOf } from '../../../services/manage/audit';
import { publishCompanyChange, sendBackCompanyChange } from '../../../services/manage/company-changes';
import { acceptLogo } from '../../../services/uploads/accept-logo';
import { logoForm } from '../../../http/upload-forms';
import { action } from '../../page-types';

const companyParams = z.object({ coid: coidParam });

/**
 * POST /manage/{coid}/logo (multipart: `file`): the workspace's logo form, the same checks as the API's. Who may
 * post is checked before the body is read; a refused file shows its reason at the form.
 */
export const logoAction = action({
  form: MANAGE_FORMS.logo,
  path: '/manage/:coid/logo',
  params: companyParams,
  body: z.object({}),
  target: ({ user, params }) => actorOf(requireManager({ user }, params.coid)),
  async run({ db, params, target, req, uploads }) {
    if (!uploads) throw new AppError(503, 'Uploads are not available on this server');
    const { state } = await acceptLogo({ db, ...uploads }, { actor: target, coid: params.coid, receive: logoForm(req), log: req.log });
    return { redirect: `${managePath(params.coid)}?done=${state === 'published' ? 'logo' : 'logo-submitted'}` };
  },
});

/** POST /manage/{coid}/profile/publish (administrators from the review queue, or a trusted manufacturer's staff). */
export const publishProfileAction = action({
  form: `${MANAGE_FORMS.profileReview}-publish`,
  path: '/manage/:coid/profile/publish',
  params: companyParams,
  body: z.object({ from: z.enum(['review']).optional() }),
  target: ({ user, params }) => actorOf(requireManager({ user }, params.coid)),
  shownAt: () => REVIEW_PATH,
  async run({ db, params, target }, body) {
    await publishCompanyChange(db, target, params.coid);
    return { redirect: body.from === 'review' ? `${REVIEW_PATH}?done=profile-published` : `${managePath(params.coid)}?done=profile` };
  },
});

/** POST /manage/{coid}/profile/send-back (administrators, from the review queue): returned with a note. */
export const sendBackProfileAction = action({
  form: MANAGE_FORMS.profileReview,
  path: '/manage/:coid/profile/send-back',
  params: companyParams,
  body: z.object({ company: z.string().optional(), note: z.string({ error: 'Say what to change' }).trim().min(1, 'Say what to change').max(2000, 'At most 2000 characters') }),
  keep: 2000,
  target: ({ user }) => actorOf(requireAdmin({ user })),
  shownAt: () => REVIEW_PATH,
  async run({ db, params, target }, body) {
    await sendBackCompanyChange(db, target, params.coid, body.note);
    return { redirect: `${REVIEW_PATH}?done=sent-back` };
  },
});
