import type { UnitId } from './units';
import { unitSymbol } from './units';

/**
 * UN/CEFACT Recommendation 20 codes of the canonical units, as schema.org's `unitCode` takes them.
 * Units the recommendation has no code for are named by their symbol (`unitText`); plain numbers
 * (ratios, counts) carry neither.
 */
const UN_CEFACT: Partial<Record<UnitId, string>> = {
  m: 'MTR',
  m2: 'MTK',
  m3: 'MTQ',
  kg: 'KGM',
  s: 'SEC',
  a: 'ANN',
  Pa: 'PAL',
  N: 'NEW',
  W: 'WTT',
  K: 'KEL',
  'm/s': 'MTS',
  'm3/s': 'MQS',
  'kg/m2': '28',
  'kg/m3': 'KMQ',
  'kg/s': 'KGS',
  'm2K/W': 'D19',
  'W/m2K': 'D55',
  cd: 'CDL',
  dB: '2N',
};

/** How a value in this unit names its unit in schema.org: `{ unitCode }`, `{ unitText }` or nothing. */
export function schemaOrgUnit(unit: UnitId | null): { unitCode: string } | { unitText: string } | Record<string, never> {
  if (unit === null) return {};
  const code = UN_CEFACT[unit];
  if (code) return { unitCode: code };
  const symbol = unitSymbol(unit);
  return symbol ? { unitText: symbol } : {};
}
