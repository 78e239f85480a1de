/**
 * Units of product properties. A value is stored in its quantity's canonical SI unit and printed in the
 * unit the trade reads (an architect in the US compares R-values in °F·ft²·h/Btu, fire ratings in minutes,
 * thicknesses in inches). Factors are exact where a definition makes them exact (inch, pound, gallon) and
 * to seven significant figures otherwise (the inch-pound thermal units, per ASTM C168).
 */
const UNITS = {
  // Canonical units (factor 1).
  m: { symbol: 'm', quantity: 'length', factor: 1 },
  m2: { symbol: 'm²', quantity: 'area', factor: 1 },
  m3: { symbol: 'm³', quantity: 'volume', factor: 1 },
  kg: { symbol: 'kg', quantity: 'mass', factor: 1 },
  s: { symbol: 's', quantity: 'time', factor: 1 },
  a: { symbol: 'a', quantity: 'service-life', factor: 1 },
  Pa: { symbol: 'Pa', quantity: 'pressure', factor: 1 },
  N: { symbol: 'N', quantity: 'force', factor: 1 },
  W: { symbol: 'W', quantity: 'power', factor: 1 },
  K: { symbol: 'K', quantity: 'temperature', factor: 1 },
  'm/s': { symbol: 'm/s', quantity: 'speed', factor: 1 },
  'm3/s': { symbol: 'm³/s', quantity: 'flow', factor: 1 },
  'kg/m2': { symbol: 'kg/m²', quantity: 'areal-mass', factor: 1 },
  'kg/m3': { symbol: 'kg/m³', quantity: 'density', factor: 1 },
  'm2K/W': { symbol: 'm²·K/W', quantity: 'thermal-resistance', factor: 1 },
  'W/m2K': { symbol: 'W/(m²·K)', quantity: 'thermal-transmittance', factor: 1 },
  'm3/(s.m2)': { symbol: 'm³/(s·m²)', quantity: 'air-leakage', factor: 1 },
  'ng/(Pa.s.m2)': { symbol: 'ng/(Pa·s·m²)', quantity: 'permeance', factor: 1 },
  'kg/s': { symbol: 'kg/s', quantity: 'rate-of-absorption', factor: 1 },
  'lm/W': { symbol: 'lm/W', quantity: 'efficacy', factor: 1 },
  cd: { symbol: 'cd', quantity: 'luminous-intensity', factor: 1 },
  ratio: { symbol: '', quantity: 'ratio', factor: 1 },
  count: { symbol: '', quantity: 'count', factor: 1 },
  dB: { symbol: 'dB', quantity: 'sound', factor: 1 },
  // Display units.
  in: { symbol: 'in', quantity: 'length', factor: 0.0254 },
  ft: { symbol: 'ft', quantity: 'length', factor: 0.3048 },
  mm: { symbol: 'mm', quantity: 'length', factor: 0.001 },
  mil: { symbol: 'mil', quantity: 'length', factor: 0.0000254 },
  ft2: { symbol: 'ft²', quantity: 'area', factor: 0.09290304 },
  gal: { symbol: 'gal', quantity: 'volume', factor: 0.003785411784 },
  lb: { symbol: 'lb', quantity: 'mass', factor: 0.45359237 },
  mg: { symbol: 'mg', quantity: 'mass', factor: 0.000001 },
  g: { symbol: 'g', quantity: 'mass', factor: 0.001 },
  min: { symbol: 'min', quantity: 'time', factor: 60 },
  h: { symbol: 'h', quantity: 'time', factor: 3600 },
  yr: { symbol: 'years', quantity: 'service-life', factor: 1 },
  psf: { symbol: 'psf', quantity: 'pressure', factor: 47.88026 },
  psi: { symbol: 'psi', quantity: 'pressure', factor: 6894.757 },
  lbf: { symbol: 'lbf', quantity: 'force', factor: 4.448222 },
  'Btu/h': { symbol: 'Btu/h', quantity: 'power', factor: 0.2930711 },
  ton: { symbol: 'tons', quantity: 'power', factor: 3516.853 },
  degF: { symbol: '°F', quantity: 'temperature', factor: 5 / 9, offset: 459.67 },
  fpm: { symbol: 'fpm', quantity: 'speed', factor: 0.00508 },
  cfm: { symbol: 'cfm', quantity: 'flow', factor: 0.0004719474 },
  gpm: { symbol: 'gpm', quantity: 'flow', factor: 0.0000630902 },
  gph: { symbol: 'gph', quantity: 'flow', factor: 0.000001051503 },
  'oz/yd2': { symbol: 'oz/yd²', quantity: 'areal-mass', factor: 0.03390575 },
  pcf: { symbol: 'pcf', quantity: 'density', factor: 16.01846 },
  Rus: { symbol: 'h·ft²·°F/Btu', quantity: 'thermal-resistance', factor: 0.1761102 },
  Uus: { symbol: 'Btu/(h·ft²·°F)', quantity: 'thermal-transmittance', factor: 5.678263 },
  'cfm/ft2': { symbol: 'cfm/ft²', quantity: 'air-leakage', factor: 0.00508 },
  perm: { symbol: 'perms', quantity: 'permeance', factor: 57.2135 },
  'g/min': { symbol: 'g/min', quantity: 'rate-of-absorption', factor: 1 / 60_000 },
  percent: { symbol: '%', quantity: 'ratio', factor: 0.01 },
  'g/L': { symbol: 'g/L', quantity: 'density', factor: 1 },
  'lb/ft2': { symbol: 'lb/ft²', quantity: 'areal-mass', factor: 4.882428 },
} as const satisfies Record<string, { symbol: string; quantity: string; factor: number; offset?: number }>;

export type UnitId = keyof typeof UNITS;
export const UNIT_IDS = Object.keys(UNITS) as UnitId[];

interface UnitFacts {
  symbol: string;
  quantity: string;
  factor: number;
  offset?: number;
}
const facts = (unit: UnitId): UnitFacts => UNITS[unit];

/** A unit is canonical when it is its quantity's SI unit: the unit values are stored and exchanged in. */
export function isCanonical(unit: UnitId): boolean {
  return facts(unit).factor === 1 && facts(unit).offset === undefined && unit !== 'yr' && unit !== 'g/L';
}

export function sameQuantity(a: UnitId, b: UnitId): boolean {
  return facts(a).quantity === facts(b).quantity;
}

/** A value in `unit` expressed in its quantity's canonical unit. */
export function toCanonical(value: number, unit: UnitId): number {
  const { factor, offset = 0 } = facts(unit);
  // Twelve significant figures: far finer than any product is measured, and free of binary noise (1.2191999…).
  return Number(((value + offset) * factor).toPrecision(12));
}

/** A canonical value expressed in `unit`. */
export function fromCanonical(value: number, unit: UnitId): number {
  const { factor, offset = 0 } = facts(unit);
  return value / factor - offset;
}

export function unitSymbol(unit: UnitId): string {
  return facts(unit).symbol;
}
