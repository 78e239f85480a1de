import { productTitle } from '../../src/domain/product-title';
import { sectionTitleOf } from './categories';
import type { CompanyPlan, ProductPlan } from './model';
import type { Rng } from './prng';
import type { CompanyClaims } from './company-claims';
import { companyClaims } from './company-claims';

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function testingPage(plan: CompanyPlan, rng: Rng, claims: CompanyClaims): string {
  // Drawn as the page once drew its standards, so the rest of the catalog keeps its random sequence.
  [...new Set(plan.families.flatMap((f) => f.standards))].slice(0, 3).forEach((s) => rng.fill(s));
  const tested = claims.standards.length
    ? `Products in this catalog are tested by independent laboratories to ${claims.standards.slice(0, 3).join(', ')}. `
    : '';
  return `Testing and Certifications\n${tested}Listings and test reports are available for download.`;
}

function warrantyPage(plan: CompanyPlan, rng: Rng, claims: CompanyClaims): string {
  rng.pick([0, 1, 2]);
  if (!claims.warranty) return `Warranty\nWarranty terms of ${plan.name} products are stated on each product's data sheet.`;
  const term = claims.warranty.min === claims.warranty.max ? `${claims.warranty.min} years` : `${claims.warranty.min} to ${claims.warranty.max} years, as each product's data sheet states,`;
  return `Warranty\n${plan.name} warrants its products against defects in materials and workmanship for ${term} from the date of shipment when installed and maintained according to published instructions.`;
}

const EXTRA_PAGES: ReadonlyArray<(plan: CompanyPlan, rng: Rng, claims: CompanyClaims) => string> = [
  (plan, rng) =>
    `Finishes and Colors\n${plan.name} offers ${rng.int(12, 48)} standard colors and custom color matching. Finishes are factory applied and tested for adhesion, fade and abrasion resistance. Request physical samples through your local representative.`,
  testingPage,
  warrantyPage,
  (plan) =>
    `Installation Guidelines\nInstall products plumb, level and true according to the installation instructions and approved shop drawings. Inspect substrates before installation and protect finished work until Substantial Completion. Field support is available from ${plan.city}, ${plan.state}.`,
  (plan, rng) =>
    `Sustainability\nManufactured with up to ${rng.int(15, 75)} percent recycled content. Environmental and health product declarations support LEED v4.1 Materials and Resources credits. ${plan.name} publishes its product transparency documents online.`,
  (plan) =>
    `Contact and Ordering\n${plan.name}, ${plan.address}, ${plan.city}, ${plan.state} ${plan.zip}. Telephone ${plan.phone}. ${plan.email}. ${plan.website}. Quotations are valid for 30 days; lead times are confirmed at order entry.`,
];

/**
 * Catalog text, one string per page: a cover, one page per product family with
 * products and their specifications written as prose, then general pages.
 */
export function catalogPages(rng: Rng, plan: CompanyPlan, title: string, products: ProductPlan[], count: number): string[] {
  const pages = [
    `${plan.name}\n${title}\n${plan.category.title} for architects and specifiers.\n${plan.address}, ${plan.city}, ${plan.state} ${plan.zip} · ${plan.phone} · ${plan.website}`,
  ];
  const byFamily = new Map<string, ProductPlan[]>();
  for (const p of products) {
    if (p.heading) continue;
    const list = byFamily.get(p.family.heading) ?? [];
    list.push(p);
    byFamily.set(p.family.heading, list);
  }
  for (const [heading, items] of byFamily) {
    for (let start = 0; start < items.length && pages.length < count; start += 3) {
      const chunk = items.slice(start, start + 3);
      const section = chunk[0].section;
      const body = chunk.map((p) => `${productTitle(p)}. ${cap(p.specs.join('; '))}. Meets ${p.standards.join(' and ')}.`);
      pages.push([`${heading}${start > 0 ? ' (continued)' : ''}`, `Section ${section} – ${sectionTitleOf(section)}.`, ...body].join('\n'));
    }
  }
  const claims = companyClaims(products);
  for (let i = 0; pages.length < count; i++) pages.push(EXTRA_PAGES[i % EXTRA_PAGES.length](plan, rng, claims));
  return pages.slice(0, count);
}
