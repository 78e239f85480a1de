import { z } from 'zod';
import { companyPath } from '../../domain/company-id';
import { buildProductTree } from '../../domain/product-tree';
import { websiteHref } from '../../domain/reports/website-link';
import { companyPageFacts } from '../../services/companies';
import { watchSeqFor } from '../../services/watches/watches';
import type { CompanyPageProps } from '../../pages/company/company-page';
import type { LoaderContext, LoaderResult } from '../page-types';
import { companyFromParam } from './company-lookup';
import { endSentence } from '../../domain/sentence';
import { withTray } from '../../domain/compare-tray';
import { requestTray } from './compare-tray';

export const companyParams = z.object({ id: z.string().regex(/^([a-z0-9-]+-)?\d{5}$/) });

/** /company/{slug-coid}: any other form of the identifier redirects (301) to the canonical path. */
export async function loadCompany(ctx: LoaderContext<z.infer<typeof companyParams>>): Promise<LoaderResult<CompanyPageProps>> {
  const company = await companyFromParam(ctx);
  const canonical = companyPath(company.name, company.coid);
  const tray = await requestTray(ctx);
  // Another spelling of the company redirects, keeping the tray the visitor came with.
  if (ctx.path !== canonical) return { redirect: withTray(canonical, tray), status: 301 };
  const [{ counts, sections, nodes, families, latest }, watchSeq] = await Promise.all([
    companyPageFacts(ctx.db, company.coid, ctx.mf === '95' ? '95' : '04', ctx.memo),
    ctx.user ? watchSeqFor(ctx.db, ctx.user.seq, 'company', company.coid) : Promise.resolve(null),
  ]);
  return {
    props: { company, counts, sections, tree: buildProductTree(nodes), families, latest, basePath: canonical, watchSeq, tray },
    head: {
      title: `${company.name}: products, CAD, BIM and specifications`,
      description: company.description.slice(0, 300) || `Products and downloads from ${endSentence(company.name)}`,
      canonical,
      ogType: 'profile',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: company.name,
        url: websiteHref(company.website) ?? undefined,
        telephone: company.phone || undefined,
        address: {
          '@type': 'PostalAddress',
          streetAddress: company.address,
          addressLocality: company.city,
          addressRegion: company.state,
          postalCode: company.zip,
          addressCountry: 'US',
        },
      },
    },
  };
}
