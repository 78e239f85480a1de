import { disclosureLabel } from '../../src/domain/declarations';
import { validityLine } from '../../src/services/files/declaration-pages';
import { sectionTitleOf } from './categories';
import { daysBefore } from './dates';
import { RESIDUALS, type DeclarationPlan } from './declarations';
import type { CompanyPlan, ProductPlan } from './model';
import type { Rng } from './prng';
import { endSentence } from '../../src/domain/sentence';

/**
 * Page text for generated PDFs of data sheets, certificates, EPDs and HPDs.
 * The first line of a page is its heading; the other lines are paragraphs.
 */

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function datasheetPages(rng: Rng, p: ProductPlan, plan: CompanyPlan, kind: string): string[] {
  const page = [
    `${p.brand} ${p.noun} – ${kind}`,
    p.description,
    `Performance: ${p.specs.map(cap).join('. ')}.`,
    `Reference standards: ${p.standards.join('; ')}.`,
    `Application: ${rng.pick(p.family.uses)}. Section ${p.section} – ${sectionTitleOf(p.section)}.`,
    `Ordering: specify model ${p.brand}, size, finish and options. Lead time ${rng.int(2, 8)} weeks from approved submittals.`,
    `${plan.name}, ${plan.address}, ${plan.city}, ${plan.state} ${plan.zip}. ${plan.phone}. ${plan.website}`,
  ];
  return [page.join('\n')];
}

export function certificatePages(rng: Rng, p: ProductPlan, plan: CompanyPlan, cert: string, issued: Date): string[] {
  const number = `${rng.pick(['C', 'R', 'L'])}${rng.int(100000, 999999)}`;
  return [
    [
      `Certificate of Compliance – ${cert}`,
      `This certifies that the ${p.brand} ${p.noun.toLowerCase()} manufactured by ${plan.name}, ${plan.city}, ${plan.state}, has been evaluated and found to comply with ${p.standards.join(' and ')}.`,
      `Certificate number ${number}. Issued ${day(issued)}; valid through ${day(daysBefore(-3 * 365, issued))}, subject to continued follow-up inspection of production.`,
      `Scope: ${cap(p.specs.join('; '))}.`,
      'Only products bearing the certification mark are covered by this certificate.',
    ].join('\n'),
  ];
}

/** The declaration's own facts come from `facts`; the other figures are drawn here. */
export function epdPages(rng: Rng, p: ProductPlan, plan: CompanyPlan, facts: DeclarationPlan): string[] {
  // Data collected no later than the year of issue.
  const year = Math.min(productionYear(rng), Number(facts.issuedOn.slice(0, 4)));
  return [
    [
      `Environmental Product Declaration – ${p.brand} ${p.noun}`,
      `Declared unit: ${facts.declaredUnit}. System boundary: cradle to gate (modules A1–A3) with options.`,
      `Product category rule: ${facts.pcr}. Program operator: ${facts.programOperator}.`,
      `Manufacturer: ${plan.name}, ${plan.city}, ${plan.state}. Production year ${year}.`,
      validityLine(facts),
    ].join('\n'),
    [
      'Life-Cycle Impact Assessment Results',
      `Global warming potential: ${facts.gwp} kg CO2e per declared unit (${facts.declaredUnit}). Ozone depletion: ${rng.float(0.1, 4).toFixed(2)}E-7 kg CFC-11e. Acidification: ${rng.float(0.01, 0.4).toFixed(3)} kg SO2e.`,
      `Eutrophication: ${rng.float(0.001, 0.05).toFixed(4)} kg Ne. Smog formation: ${rng.float(0.1, 3).toFixed(2)} kg O3e. Primary energy, non-renewable: ${rng.int(20, 900)} MJ.`,
      'Results are relative expressions and do not predict impacts on category endpoints or thresholds.',
    ].join('\n'),
  ];
}

export function hpdPages(rng: Rng, p: ProductPlan, plan: CompanyPlan, facts: DeclarationPlan): string[] {
  const level = facts.level ?? 'full';
  return [
    [
      `Health Product Declaration – ${p.brand} ${p.noun}`,
      `Manufacturer: ${endSentence(plan.name)} Content inventory threshold: ${facts.thresholdPpm} ppm. Residuals and impurities: ${RESIDUALS[level]}.`,
      `Disclosure level: ${disclosureLabel(level, facts.thresholdPpm).toLowerCase()}.`,
      `Substances disclosed: ${rng.int(6, 24)}. Hazard screening: GreenScreen List Translator; ${rng.pick(['no', 'one', 'two'])} substances flagged LT-1.`,
      `VOC emissions: ${rng.pick(['CDPH Standard Method v1.2 compliant', 'not applicable for this product type'])}. Certifications: ${p.standards[0]}.`,
      validityLine(facts),
    ].join('\n'),
  ];
}


function productionYear(rng: Rng): number {
  return rng.int(2023, 2026);
}
