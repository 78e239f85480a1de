import type { DeclarationPlan } from './declarations';
import type { CompanyPlan, ProductPlan } from './model';
import type { Rng } from './prng';
import { stableHash } from '../../src/domain/stable-hash';
import { endSentence } from '../../src/domain/sentence';
import { DECLARED_UNITS } from '../../src/domain/product-data/declared-units';
import { productTitle } from '../../src/domain/product-title';

/**
 * Titles and descriptions of content items, per content type. A product's documents are titled by the product's name
 * and trade name, as its pages are (src/domain/product-title.ts), then what the document is.
 */

export const CAD_VIEWS = ['Elevation', 'Section', 'Plan Detail', 'Head Detail', 'Sill Detail', 'Jamb Detail', 'Installation Detail', 'Typical Details'];
export const DATASHEET_KINDS = ['Product Data Sheet', 'Technical Data Sheet', 'Installation Instructions', 'Performance Data Sheet', 'Care and Maintenance Guide'];
export const VIDEO_KINDS = ['Installation Video', 'Product Overview', 'Specification Walkthrough', 'Maintenance Guide', 'Performance Test Video'];
const WEBINAR_TOPICS = [
  'Code Requirements and Best Practices', 'Designing for Durability', 'Specifying for Healthcare Facilities',
  'Meeting Current Energy Codes', 'Life-Cycle Cost and Sustainability', 'Acoustics and Occupant Comfort',
  'Fire and Life Safety Fundamentals', 'Detailing for Moisture Control',
];
const GENERIC_CERTS = [
  'ISO 9001:2015 Quality Management Certificate', 'ISO 14001:2015 Environmental Management Certificate',
  'ICC-ES Evaluation Report ESR-{2|3|4}{1|3|5}{0|2|8}{4|6|9}', 'GREENGUARD Gold Certificate',
];

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function cadText(rng: Rng, p: ProductPlan, view: string) {
  return {
    title: `${productTitle(p)} – ${view} (DXF)`,
    description: `${view} of the ${p.brand} ${p.noun.toLowerCase()} in DXF format, drawn full size in inches for AutoCAD, Revit and other CAD software. ${cap(p.specs[0] ?? p.family.heading)}.`,
  };
}

export function bimText(p: ProductPlan) {
  return {
    title: `${productTitle(p)} – BIM Object (IFC)`,
    description: `IFC 2x3 model of the ${p.brand} ${p.noun.toLowerCase()} with manufacturer data and ${list(p.specs.slice(0, 2))}. Opens in Revit, Archicad, Vectorworks and other BIM tools.`,
  };
}

export function datasheetText(p: ProductPlan, kind: string) {
  return {
    title: `${productTitle(p)} – ${kind}`,
    description: `${kind} for the ${p.brand} ${p.noun.toLowerCase()}: ${list(p.specs)}. Includes dimensions, performance data and references to ${list(p.standards)}.`,
  };
}

const FIRE_CERT = /^(.*(?:Fire Rating Certificate|Fire Door Listing)) – \d+ Minute$/;

/**
 * In a family rated product by product, a fire certificate states the product's own rating, and an unrated
 * product gets a general certificate instead (chosen from its name: the random sequence stays as it was).
 */
function certifiedRating(cert: string, p: ProductPlan): string {
  const fire = FIRE_CERT.exec(cert);
  const rated = p.family.fireRated || p.record?.template.properties.some((d) => d.id === 'fire-rating');
  if (!fire || !rated) return cert;
  if (p.fireRatingMinutes !== null) return `${fire[1]} – ${p.fireRatingMinutes} Minute`;
  return GENERIC_CERTS[stableHash(p.name) % 2];
}

export function certificateText(rng: Rng, p: ProductPlan, plan: CompanyPlan) {
  const cert = certifiedRating(rng.fill(rng.pick(rng.chance(0.8) ? p.family.certs : GENERIC_CERTS)), p);
  return {
    cert,
    title: `${productTitle(p)} – ${cert}`,
    description: `${cert} for the ${p.brand} ${p.noun.toLowerCase()} manufactured by ${endSentence(plan.name)} Confirms compliance with ${p.standards[0]}.`,
  };
}

/** Migration 013 reads the GWP back from this description. */
export function epdText(rng: Rng, p: ProductPlan) {
  if (!p.record) throw new Error(`${p.noun}: an EPD needs its product's template (the declared unit)`);
  const { declaredUnit, gwp: [low, high] } = p.record.template.epd;
  const gwp = printedGwp(rng.float(low, high));
  const unit = DECLARED_UNITS[declaredUnit].text;
  return {
    gwp,
    declaredUnit: unit,
    title: `${productTitle(p)} – Environmental Product Declaration (EPD)`,
    description: `Third-party verified, cradle-to-gate Type III EPD to ISO 14025 and ISO 21930 for the ${p.brand} ${p.noun.toLowerCase()}. Global warming potential ${gwp} kg CO2e per declared unit (${unit}).`,
  };
}

/** Three significant figures, as EPDs print them (0.482, 12.4, 152, 23500): never rounded out of its range. */
function printedGwp(value: number): string {
  const decimals = Math.max(0, 2 - Math.floor(Math.log10(value)));
  return String(Number(value.toFixed(Math.min(decimals, 3))));
}

/** Migration 013 reads the threshold ("to N ppm") and "partial disclosure" back from this text. */
export function hpdText(p: ProductPlan, facts: DeclarationPlan) {
  const what = `the ${p.brand} ${p.noun.toLowerCase()} contents to ${facts.thresholdPpm} ppm`;
  return {
    title: `${productTitle(p)} – Health Product Declaration (HPD)`,
    description: facts.level === 'partial'
      ? `HPD Open Standard v2.3 partial disclosure of ${what}; residuals and impurities partially considered, with GreenScreen hazard screening.`
      : `HPD Open Standard v2.3 disclosure of ${what}, with residuals, impurities and GreenScreen hazard screening.`,
  };
}

export function videoText(rng: Rng, p: ProductPlan, kind: string) {
  const minutes = rng.int(2, 14);
  return {
    title: `${productTitle(p)} – ${kind}`,
    description: `${minutes}-minute ${kind.toLowerCase()} for the ${p.brand} ${p.noun.toLowerCase()} ${rng.pick(p.family.uses)}.`,
  };
}

export function catalogText(plan: CompanyPlan, title: string, pages: number) {
  return {
    title,
    description: `${pages}-page catalog of ${plan.name} ${list(plan.families.map((f) => f.heading.toLowerCase()))}, with product descriptions, performance data and specification guidance.`,
  };
}

export function specText(plan: CompanyPlan, section: string, sectionTitle: string) {
  return {
    title: `Section ${section} – ${sectionTitle}`,
    description: `Three-part guide specification for ${sectionTitle.toLowerCase()} naming ${plan.name} products, with editor's notes, options and reference standards.`,
  };
}

export function wizardText(plan: CompanyPlan, section: string, sectionTitle: string) {
  return {
    title: `${sectionTitle} Spec Wizard – Section ${section}`,
    description: `Interactive spec wizard that builds a Section ${section} specification for ${plan.name} ${sectionTitle.toLowerCase()} from the options you choose.`,
  };
}

export function webinarText(rng: Rng, plan: CompanyPlan, heading: string) {
  const topic = rng.pick(WEBINAR_TOPICS);
  return {
    title: `${heading}: ${topic}`,
    description: `${rng.pick([45, 60, 60, 90])}-minute presentation by ${plan.name} on ${topic.toLowerCase()} for ${heading.toLowerCase()}. ${rng.pick(['Earns 1.0 AIA LU|HSW on completion.', 'Earns 1.0 AIA LU on completion.', 'Recorded session with questions from architects.'])}`,
  };
}

export function softwareText(rng: Rng, plan: CompanyPlan, heading: string, stem: string) {
  const title = rng.pick([`${heading} Selector`, `${stem} Product Configurator`, `${stem} Revit Add-in`, `${heading} Performance Calculator`]);
  return {
    title,
    description: `Free ${title.toLowerCase().includes('revit') ? 'Revit add-in' : 'online tool'} from ${plan.name} for selecting and configuring ${heading.toLowerCase()}, with exportable schedules and specification text.`,
  };
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
