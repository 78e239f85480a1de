import { z } from 'zod';
import { requireManager } from '../../../auth/require';
import { getCompany } from '../../../services/companies';
import { manageInsightsPath } from '../../../domain/imports/paths';
import { notFound } from '../../../errors';
import { parseInput } from '../../../parse-input';
import type { InsightsPageProps } from '../../../pages/manage/insights-page';
import { manufacturerInsights } from '../../../services/insights/insights';
import type { LoaderContext, LoaderResult } from '../../page-types';

const insightsQuery = z.object({ weeks: z.coerce.number({ error: 'must be a whole number of weeks from 1 to 52' }).int().min(1).max(52).default(12) });

export async function loadManageInsights(ctx: LoaderContext<{ coid: number }>): Promise<LoaderResult<InsightsPageProps>> {
  const { coid } = ctx.params;
  requireManager(ctx, coid);
  const { weeks } = parseInput(insightsQuery, ctx.query, 'query');
  const company = await getCompany(ctx.db, coid);
  if (!company) throw notFound(`Page not found: ${ctx.path}`);
  return {
    props: { companyName: company.name, insights: await manufacturerInsights(ctx.db, coid, weeks), csvHref: `/api/manage/${coid}/insights?format=csv&weeks=${weeks}` },
    head: { title: `Insights: ${company.name}`, description: `What architects did with ${company.name}'s products and documents, week by week.`, canonical: manageInsightsPath(coid), robots: 'noindex, nofollow' },
  };
}
