import { z } from 'zod';
import { companyPath } from '../../../domain/company-id';
import type { Company } from '../../../services/companies';
import type { LoaderContext } from '../../page-types';
import { companyFromParam } from '../company-lookup';

/** The {id} of /company/{id}/...: "{slug}-{coid}" or the bare five-digit coid. */
export const companyIdParam = z.string().regex(/^([a-z0-9-]+-)?\d{5}$/);

/** Params of a company-area page whose only parameter is the company. */
export const companyOnlyParams = z.object({ id: companyIdParam });

interface CompanyArea {
  company: Company;
  /** The company page: /company/{slug}-{coid}. */
  base: string;
  /** This page's canonical path: base + suffix. */
  canonical: string;
}

type CompanyAreaResult = CompanyArea | { redirect: string; status: 301 };

/**
 * The company a company-area page names, and the page's canonical path (`suffix` after the
 * company part). Any other form of the path (the bare coid, a stale slug) is a 301 to it,
 * keeping the query; an unknown or malformed company is a 404.
 */
export async function companyArea(ctx: LoaderContext<{ id: string }>, suffix: string): Promise<CompanyAreaResult> {
  return areaOf(ctx, await companyFromParam(ctx), suffix);
}

/** companyArea for a company already looked up. */
export function areaOf(ctx: LoaderContext<unknown>, company: Company, suffix: string): CompanyAreaResult {
  const base = companyPath(company.name, company.coid);
  const canonical = base + suffix;
  if (ctx.path !== canonical) return { redirect: canonical + ctx.url.slice(ctx.path.length), status: 301 };
  return { company, base, canonical };
}
