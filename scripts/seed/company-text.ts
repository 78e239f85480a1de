import { sectionTitleOf } from './categories';
import type { CompanyPlan } from './model';
import type { Rng } from './prng';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Two or three sentences about a manufacturer; what it claims for its products (warranties, standards) is added
 * once they are drawn, from their records (`claimsSentence`).
 */
export function companyDescription(rng: Rng, plan: CompanyPlan): string {
  const headings = list(plan.families.map((f) => f.heading.toLowerCase()));
  const markets = rng.pick([
    'commercial, institutional and multifamily construction',
    'healthcare, education and government projects',
    'architects, contractors and building owners across North America',
    'new construction and renovation projects',
  ]);
  const sentences = [
    `${plan.name} manufactures ${headings} for ${markets}.`,
    `Founded in ${plan.founded} in ${plan.city}, ${plan.state}, the company ${rng.pick([
      'operates two plants and a regional distribution network',
      'designs, tests and fabricates its products in-house',
      'supports design teams with local representatives and technical services',
      'ships nationwide from its manufacturing campus',
    ])}.`,
  ];
  // Drawn as the claims sentence once was, so the rest of the catalog keeps its random sequence.
  const standards = [...new Set(plan.families.flatMap((f) => f.standards))].slice(0, 2).map((s) => rng.fill(s));
  if (rng.chance(0.7) && standards.length > 0) rng.pick([0, 1, 2, 3]);
  if (rng.chance(0.5)) {
    sentences.push(`Guide specifications are available for Section ${plan.families[0].section} – ${sectionTitleOf(plan.families[0].section)}.`);
  }
  return sentences.join(' ');
}
