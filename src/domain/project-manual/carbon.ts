import { DECLARED_UNITS, type DeclaredUnitId } from '../product-data/declared-units';
import { productLine, type NamedProduct } from './product-line';

/** A product as the summary reads it. */
interface CarbonInput extends NamedProduct {
  section: string;
  role: 'basis' | 'equal';
  /** kg CO2e per declared unit, or null without an EPD of that unit. */
  gwp: number | null;
  declaredUnit: DeclaredUnitId | null;
  quantity: number | null;
}

interface CarbonRow {
  product: string;
  section: string;
  role: 'basis' | 'equal';
  /** "per door leaf" */
  per: string;
  /** kg CO2e per declared unit. */
  gwp: number;
  quantity: number | null;
  /** gwp × quantity, or null without a quantity. */
  total: number | null;
}

interface CarbonTotal {
  unit: DeclaredUnitId;
  /** "1 door leaf" */
  unitText: string;
  /** kg CO2e of the basis-of-design products of this declared unit that have a quantity. */
  total: number;
  products: number;
}

export interface CarbonSummary {
  rows: CarbonRow[];
  /** One total per declared unit: GWPs of different declared units are never added together. */
  totals: CarbonTotal[];
  /** Products without an EPD of their template's declared unit. */
  withoutGwp: number;
}

/** kg CO2e rounded for print: three significant figures, never scientific notation. */
export function kgCo2e(value: number): string {
  return `${value.toLocaleString('en-US', { maximumSignificantDigits: 3 })} kg CO2e`;
}

/**
 * The embodied-carbon summary: each product's GWP per its declared unit and, where a quantity is entered,
 * GWP × quantity. Totals add only the basis-of-design products (equals are alternatives to them, not more
 * material) and only within one declared unit.
 */
export function carbonSummary(products: readonly CarbonInput[]): CarbonSummary {
  const rows: CarbonRow[] = [];
  const totals = new Map<DeclaredUnitId, CarbonTotal>();
  let withoutGwp = 0;
  for (const p of products) {
    if (p.gwp === null || p.declaredUnit === null) {
      withoutGwp += 1;
      continue;
    }
    const total = p.quantity === null ? null : p.gwp * p.quantity;
    rows.push({ product: productLine(p), section: p.section, role: p.role, per: DECLARED_UNITS[p.declaredUnit].per, gwp: p.gwp, quantity: p.quantity, total });
    if (total === null || p.role !== 'basis') continue;
    const sum = totals.get(p.declaredUnit) ?? { unit: p.declaredUnit, unitText: DECLARED_UNITS[p.declaredUnit].text, total: 0, products: 0 };
    sum.total += total;
    sum.products += 1;
    totals.set(p.declaredUnit, sum);
  }
  return { rows, totals: [...totals.values()], withoutGwp };
}
