import { expiryDate, utcDay, type DeclarationKind, type DisclosureLevel } from '../../src/domain/declarations';
import type { Rng } from './prng';

/**
 * The facts of a seeded EPD or HPD. They are drawn once and handed to the item's description, its
 * PDF pages and its `declarations` row, so the document and the data always say the same thing.
 */
export interface DeclarationPlan {
  kind: DeclarationKind;
  declaredUnit: string | null;
  /** GWP per declared unit as printed ("12.4"), kg CO2e. */
  gwp: string | null;
  programOperator: string | null;
  pcr: string | null;
  thresholdPpm: number | null;
  level: DisclosureLevel | null;
  issuedOn: string;
  expiresOn: string;
}

/** Product category rules and the program operator that publishes EPDs under each. */
const PCRS: ReadonlyArray<readonly [pcr: string, operator: string]> = [
  ['UL Environment PCR Part B', 'UL Environment'],
  ['ISO 21930 core PCR', 'ASTM International'],
  ['NSF PCR for the product category', 'NSF International'],
];
/** What the HPD's residuals line says, per disclosure level. */
export const RESIDUALS: Readonly<Record<DisclosureLevel, string>> = { full: 'considered', partial: 'partially considered' };
const THRESHOLD_PPM: Readonly<Record<DisclosureLevel, number>> = { full: 100, partial: 1000 };

/**
 * Lag between issue and publication: a manufacturer puts a declaration online up to four (EPD)
 * or two (HPD) years after it was issued. It is spread by the publication time (minutes since
 * 1970, modulo these), not drawn, so migration 013 back-fills older catalogs with the same dates.
 */
const ISSUE_LAG_MODULUS: Readonly<Record<DeclarationKind, number>> = { epd: 1461, hpd: 731 };

const DAY_MS = 86_400_000;

export function issuedOnFor(kind: DeclarationKind, publishedAt: Date): string {
  const lag = Math.floor(publishedAt.getTime() / 60_000) % ISSUE_LAG_MODULUS[kind];
  const day = Date.parse(utcDay(publishedAt));
  return utcDay(new Date(day - lag * DAY_MS));
}

function dates(kind: DeclarationKind, publishedAt: Date): Pick<DeclarationPlan, 'issuedOn' | 'expiresOn'> {
  const issuedOn = issuedOnFor(kind, publishedAt);
  return { issuedOn, expiresOn: expiryDate(kind, issuedOn) };
}

/** An EPD's facts: its declared unit and GWP as its description prints them; draws the PCR (one number). */
export function epdFacts(rng: Rng, { gwp, declaredUnit }: { gwp: string; declaredUnit: string }, publishedAt: Date): DeclarationPlan {
  const [pcr, programOperator] = rng.pick(PCRS);
  return { kind: 'epd', declaredUnit, gwp, programOperator, pcr, thresholdPpm: null, level: null, ...dates('epd', publishedAt) };
}

/** An HPD's facts: draws the disclosure level (one number). */
export function hpdFacts(rng: Rng, publishedAt: Date): DeclarationPlan {
  const level = rng.pick(['full', 'partial'] as const);
  return {
    kind: 'hpd', declaredUnit: null, gwp: null, programOperator: null, pcr: null,
    thresholdPpm: THRESHOLD_PPM[level], level, ...dates('hpd', publishedAt),
  };
}

export const DECLARATION_COLUMNS = ['content_id int', 'kind text', 'declared_unit text', 'gwp_kg_co2e numeric', 'program_operator text',
  'pcr text', 'hpd_threshold_ppm int', 'disclosure_level text', 'issued_on date', 'expires_on date'];

export function declarationRow(contentId: number, d: DeclarationPlan): unknown[] {
  return [contentId, d.kind, d.declaredUnit, d.gwp, d.programOperator, d.pcr, d.thresholdPpm, d.level, d.issuedOn, d.expiresOn];
}
