import { z } from 'zod';
import { creditsByYear } from '../../../domain/ce-credits';
import type { CeCreditsPageProps } from '../../../pages/learning/ce-credits-page';
import { listCompletions } from '../../../services/learning/completions';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { accountHead, signedIn } from '../account/account-kit';
import { plainSerial } from '../../../http/query-schemas';

const passedQuery = z.object({ passed: plainSerial.optional() }).catch({});

/** /account/ce-credits (signed in): completions, credits per year, and the course just passed (`?passed={completionId}`). */
export async function loadCeCredits(ctx: LoaderContext): Promise<LoaderResult<CeCreditsPageProps>> {
  const user = signedIn(ctx);
  const completions = await listCompletions(ctx.db, user.seq);
  const { passed } = passedQuery.parse(ctx.query);
  return {
    props: { completions, years: creditsByYear(completions), passed: completions.find((c) => c.seq === passed) ?? null },
    head: accountHead('Continuing education credits', 'The courses you completed, your credits per year and your certificates of completion.'),
  };
}
