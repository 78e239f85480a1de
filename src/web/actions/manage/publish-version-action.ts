import { z } from 'zod';
import { requireAdmin } from '../../../auth/require';
import { coidParam } from '../../../domain/company-id';
import { MANAGE_FORMS, REVIEW_PATH } from '../../../domain/manage';
import { actorOf } from '../../../services/manage/audit';
import { publishDocumentVersion } from '../../../services/uploads/version-review';
import { action } from '../../page-types';

const serial = (max: string) => z.string().regex(new RegExp(`^[1-9]\\d{0,${max}}$`)).transform(Number);

/**
 * POST /manage/{coid}/documents/{doc}/versions/{version}/publish (administrators, from the review queue): the new
 * version of a published document becomes the one architects download.
 */
export const publishVersionAction = action({
  form: MANAGE_FORMS.publishVersion,
  path: '/manage/:coid/documents/:doc/versions/:version/publish',
  params: z.object({ coid: coidParam, doc: serial('8'), version: serial('5') }),
  body: z.object({}),
  target: ({ user }) => actorOf(requireAdmin({ user })),
  shownAt: () => REVIEW_PATH,
  async run({ db, params, target }) {
    await publishDocumentVersion(db, target, params.coid, params.doc, params.version);
    return { redirect: `${REVIEW_PATH}?done=version-published` };
  },
});
