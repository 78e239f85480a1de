import { PROPERTY_BETTER, GWP_BETTER, type Better } from '../product-data/better';
import { compareRows, gwpRow, type ComparedRecord, type DeclaredGwp } from '../product-data/compare-rows';
import type { PropertyDefinition } from '../product-data/template';
import type { PropertyValue } from '../product-data/values';

/**
 * A substitute against the basis of design, row by row:
 * - meets: states at least what the basis states (in the better direction, or the same value);
 * - below: worse in a property with a better direction, or lacks standards the basis is tested to;
 * - missing: the basis states it and the substitute does not;
 * - different: both state it, differently, and neither way is better (a core material, a declared unit).
 */
export type Verdict = 'meets' | 'below' | 'missing' | 'different';
export const VERDICTS: readonly Verdict[] = ['meets', 'below', 'missing', 'different'];

/** How a row was judged: a direction, the same value, a range covering the basis's, a list holding the basis's. */
export type Rule = 'higher-is-better' | 'lower-is-better' | 'same' | 'covers' | 'includes' | 'present';

export interface SubstitutionRow {
  /** The property id, `certification:{type}` or `gwp`. */
  key: string;
  property: string;
  basis: string | null;
  substitute: string | null;
  verdict: Verdict;
  rule: Rule;
}

/** What a substitution review reads of each product. */
export interface ReviewedProduct {
  record: ComparedRecord;
  /** Certificates, EPDs and HPDs by content type, with their titles. */
  certifications: { contentType: string; title: string }[];
  gwp: DeclaredGwp | null;
}

const CERTIFICATION_LABELS: Record<string, string> = { certificate: 'Certificates', epd: 'Environmental product declaration (EPD)', hpd: 'Health product declaration (HPD)' };

const ruleOf = (better: Better | undefined): Rule => (better === 'higher' ? 'higher-is-better' : better === 'lower' ? 'lower-is-better' : 'same');

function sameValue(a: PropertyValue, b: PropertyValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return JSON.stringify(Array.isArray(a) ? [...a].sort() : a) === JSON.stringify(Array.isArray(b) ? [...b].sort() : b);
}

/** The verdict of two stated values of one property, and the rule that gave it. */
function judge(def: PropertyDefinition, basis: PropertyValue, substitute: PropertyValue): { verdict: Verdict; rule: Rule } {
  const better = PROPERTY_BETTER[def.id];
  if (typeof basis === 'number' && typeof substitute === 'number') {
    if (sameValue(basis, substitute)) return { verdict: 'meets', rule: ruleOf(better) };
    if (!better) return { verdict: 'different', rule: 'same' };
    const ok = better === 'higher' ? substitute > basis : substitute < basis;
    return { verdict: ok ? 'meets' : 'below', rule: ruleOf(better) };
  }
  if (Array.isArray(basis) && Array.isArray(substitute)) {
    return { verdict: basis.every((v) => substitute.includes(v)) ? 'meets' : 'below', rule: 'includes' };
  }
  if (isRange(basis) && isRange(substitute)) {
    return { verdict: substitute.min <= basis.min && substitute.max >= basis.max ? 'meets' : 'different', rule: 'covers' };
  }
  return { verdict: sameValue(basis, substitute) ? 'meets' : 'different', rule: 'same' };
}

const isRange = (v: PropertyValue): v is { min: number; max: number } => typeof v === 'object' && v !== null && !Array.isArray(v);

function propertyRows(basis: ComparedRecord, substitute: ComparedRecord): SubstitutionRow[] {
  const defs = new Map<string, PropertyDefinition>();
  for (const r of [basis, substitute]) for (const d of r.template?.properties ?? []) if (!defs.has(d.id)) defs.set(d.id, d);
  return compareRows([basis, substitute]).flatMap((row) => {
    const [shownBasis, shownSubstitute] = row.cells;
    if (shownBasis === null && shownSubstitute === null) return [];
    const rule = Array.isArray(basis.values[row.id]) ? 'includes' : ruleOf(PROPERTY_BETTER[row.id]);
    const base = { key: row.id, property: row.name, basis: shownBasis, substitute: shownSubstitute };
    if (shownSubstitute === null) return [{ ...base, verdict: 'missing' as const, rule }];
    // The basis states nothing here, so there is nothing to fall short of.
    if (shownBasis === null) return [{ ...base, verdict: 'meets' as const, rule }];
    return [{ ...base, ...judge(defs.get(row.id)!, basis.values[row.id], substitute.values[row.id]) }];
  });
}

function certificationRows(basis: ReviewedProduct, substitute: ReviewedProduct): SubstitutionRow[] {
  const types = Object.keys(CERTIFICATION_LABELS).filter((t) => [basis, substitute].some((p) => p.certifications.some((c) => c.contentType === t)));
  return types.map((type) => {
    const titles = (p: ReviewedProduct) => {
      const own = p.certifications.filter((c) => c.contentType === type).map((c) => c.title);
      return own.length ? own.slice(0, 5).join('; ') + (own.length > 5 ? ` and ${own.length - 5} more` : '') : null;
    };
    const [b, s] = [titles(basis), titles(substitute)];
    return { key: `certification:${type}`, property: CERTIFICATION_LABELS[type], basis: b, substitute: s, verdict: b !== null && s === null ? 'missing' : 'meets', rule: 'present' };
  });
}

/** Embodied carbon: compared only per the same declared unit; otherwise the row says they differ. */
function gwpRows(basis: ReviewedProduct, substitute: ReviewedProduct): SubstitutionRow[] {
  if (!basis.gwp && !substitute.gwp) return [];
  const { cells, comparable } = gwpRow([basis.gwp, substitute.gwp]);
  const base = { key: 'gwp', property: 'Global warming potential (EPD)', basis: cells[0], substitute: cells[1], rule: ruleOf(GWP_BETTER) };
  if (!substitute.gwp) return [{ ...base, verdict: 'missing' }];
  if (!basis.gwp) return [{ ...base, verdict: 'meets' }];
  if (!comparable) return [{ ...base, verdict: 'different' }];
  const ok = GWP_BETTER === 'lower' ? substitute.gwp.gwp <= basis.gwp.gwp : substitute.gwp.gwp >= basis.gwp.gwp;
  return [{ ...base, verdict: ok ? 'meets' : 'below' }];
}

/** Every row of a review: the templates' properties, then certifications, then embodied carbon. */
export function substitutionRows(basis: ReviewedProduct, substitute: ReviewedProduct): SubstitutionRow[] {
  return [...propertyRows(basis.record, substitute.record), ...certificationRows(basis, substitute), ...gwpRows(basis, substitute)];
}

/** How many rows have each verdict. */
export function verdictCounts(rows: readonly SubstitutionRow[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { meets: 0, below: 0, missing: 0, different: 0 };
  for (const r of rows) counts[r.verdict]++;
  return counts;
}
