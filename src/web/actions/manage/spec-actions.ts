import { z } from 'zod';
import { requireAdmin, requireManager } from '../../../auth/require';
import { coidParam } from '../../../domain/company-id';
import { MANAGE_FORMS, manageSpecPath, REVIEW_PATH, SPEC_STEPS, type SpecStep } from '../../../domain/manage';
import { NOTATION_MAX_CHARS } from '../../../domain/spec-notation';
import { actorOf } from '../../../services/manage/audit';
import { publishSpec, saveSpecDraft, sendBackSpec, submitSpec } from '../../../services/manage/spec-drafts';
import { action } from '../../page-types';

const specParams = z.object({ coid: coidParam, id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });

const manager = ({ user, params }: { user: Parameters<typeof requireManager>[0]['user']; params: { coid: number } }) => actorOf(requireManager({ user }, params.coid));

/** POST /manage/{coid}/specs/{id}: the text saved as the section's draft; a wrong line comes back as a 422 naming it. */
export const saveSpecAction = action({
  form: MANAGE_FORMS.spec,
  params: specParams,
  body: z.object({ text: z.string({ error: 'Write the section’s text' }).max(NOTATION_MAX_CHARS, `At most ${NOTATION_MAX_CHARS} characters`) }),
  keep: NOTATION_MAX_CHARS,
  target: manager,
  async run({ db, params, target }, body) {
    await saveSpecDraft(db, target, params.coid, params.id, body.text);
    return { redirect: `${manageSpecPath(params.coid, params.id)}?done=saved` };
  },
});

const DONE: Record<SpecStep, string> = { submit: 'submitted', publish: 'published' };

/** POST /manage/{coid}/specs/{id}/{step}: submit or publish (publish also from the review queue). */
const stepAction = (step: SpecStep) =>
  action({
    form: `${MANAGE_FORMS.specStep}-${step}`,
    path: `/manage/:coid/specs/:id/${step}`,
    params: specParams,
    body: z.object({ from: z.enum(['review']).optional() }),
    target: manager,
    shownAt: ({ params }) => manageSpecPath(params.coid, params.id),
    async run({ db, params, target }, body) {
      await (step === 'submit' ? submitSpec : publishSpec)(db, target, params.coid, params.id);
      if (body.from === 'review') return { redirect: `${REVIEW_PATH}?done=${DONE[step]}` };
      return { redirect: `${manageSpecPath(params.coid, params.id)}?done=${DONE[step]}` };
    },
  });
export const specStepActions = SPEC_STEPS.map(stepAction);

/** POST /manage/{coid}/specs/{id}/send-back (administrators, from the review queue): back to draft with a note. */
export const sendBackSpecAction = action({
  form: MANAGE_FORMS.specReview,
  path: '/manage/:coid/specs/:id/send-back',
  params: specParams,
  body: z.object({ spec: z.string().optional(), note: z.string({ error: 'Say what to change' }).trim().min(1, 'Say what to change').max(2000, 'At most 2000 characters') }),
  keep: 2000,
  target: ({ user }) => actorOf(requireAdmin({ user })),
  shownAt: () => REVIEW_PATH,
  async run({ db, params, target }, body) {
    await sendBackSpec(db, target, params.coid, params.id, body.note);
    return { redirect: `${REVIEW_PATH}?done=sent-back` };
  },
});
