import type { PropertyDefinition } from './template';
import { fromCanonical, unitSymbol, type UnitId } from './units';
import type { PropertyValue } from './values';

/** The trade writes sheathing as 15/32 and 19/32: thirty-seconds are the finest fraction it uses. */
const FRACTION_DENOMINATOR = 32;

/** 1.75 → "1-3/4", 0.625 → "5/8": inches as the trade writes them, to the nearest thirty-second. */
export function inchFraction(inches: number): string {
  const total = Math.round(inches * FRACTION_DENOMINATOR);
  const whole = Math.trunc(total / FRACTION_DENOMINATOR);
  let num = Math.abs(total % FRACTION_DENOMINATOR);
  let den = FRACTION_DENOMINATOR;
  while (num > 0 && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  if (num === 0) return String(whole);
  return whole === 0 ? `${num}/${den}` : `${whole}-${num}/${den}`;
}

/** One formatter per number of decimals: toLocaleString with options builds a formatter on every call (issue 25's product page profile). */
const formatters = new Map<number | undefined, Intl.NumberFormat>();

function plainNumber(value: number, decimals: number | undefined): string {
  let format = formatters.get(decimals);
  if (!format) formatters.set(decimals, (format = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals ?? 2, minimumFractionDigits: decimals ?? 0 })));
  return format.format(value);
}

/** The number of a measured value in the property's display unit, without its unit: "1-3/4", "0.29", "2,500". */
function displayNumber(def: PropertyDefinition, canonical: number): string {
  const unit = (def.display ?? def.unit) as UnitId;
  const shown = fromCanonical(canonical, unit);
  return unit === 'in' && def.decimals === undefined ? inchFraction(shown) : plainNumber(shown, def.decimals);
}

function withUnit(def: PropertyDefinition, number: string): string {
  if (def.format) return def.format.replace('{}', number);
  const symbol = unitSymbol((def.display ?? def.unit) as UnitId);
  if (symbol === 'years' && number === '1') return '1 year';
  return symbol ? `${number} ${symbol}` : number;
}

/** A value as the pages print it: "60 min", "R-30", "STC 42", "1-3/4 in", "2–6", "Yes". */
export function displayValue(def: PropertyDefinition, value: PropertyValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return withUnit(def, displayNumber(def, value));
  return withUnit(def, `${displayNumber(def, value.min)}–${displayNumber(def, value.max)}`);
}

/** How the product's description says it: the property's phrase around its display value. */
export function describeValue(def: PropertyDefinition, value: PropertyValue): string {
  const shown = displayValue(def, value);
  if (def.phrase) return def.phrase.replace('{}', shown);
  if (typeof value === 'boolean') return value ? def.name.toLowerCase() : `not ${def.name.toLowerCase()}`;
  return `${def.name.toLowerCase()} ${shown}`;
}
