import type { ProductAttribute } from './product-attributes';

/**
 * What a product's drawings and BIM property sets state about it, taken from its data-sheet rows
 * (`products.attributes`, extracted once when the product is written), so a drawing and the data
 * sheet never disagree: a 2-1/4 inch door is drawn 2-1/4 inches thick and its notes say so.
 */
interface DrawingAttribute {
  /** Property name as written to IFC property sets: 'STC', 'UFactor', 'Thickness'. */
  name: string;
  /** The data sheet's label: 'Sound transmission class (STC)'. */
  label: string;
  /** The data sheet's value, word for word: '45', '0.29', '1-3/4 inch', '90 minutes'. */
  value: string;
}

interface DrawingAttributes {
  list: DrawingAttribute[];
  /** Thickness in inches when the data sheet gives one. */
  thicknessInches: number | null;
}

/** Data-sheet groups a drawing states: ratings and sizes, not finishes, standards or warranty. */
const DRAWN_GROUPS: ReadonlySet<ProductAttribute['group']> = new Set(['performance', 'dimensions']);

/** IFC property names of the usual labels; any other label is written in PascalCase. */
const PROPERTY_NAMES: Record<string, string> = {
  'Sound transmission class (STC)': 'STC',
  'Noise reduction coefficient (NRC)': 'NRC',
  'U-factor': 'UFactor',
  'Thermal resistance (R-value)': 'RValue',
  'Fire rating': 'FireRating',
  'Solar heat gain coefficient (SHGC)': 'SHGC',
};

function propertyName(label: string): string {
  return PROPERTY_NAMES[label] ?? label.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase()).replace(/^./, (c) => c.toUpperCase());
}

/** '1-3/4' → 1.75, '5/8' → 0.625, '2' → 2. */
export function inchesFromText(text: string): number | null {
  const match = /^(?:(\d+(?:\.\d+)?)(?:-(\d+)\/(\d+))?|(\d+)\/(\d+))$/.exec(text.trim());
  if (!match) return null;
  if (match[4]) return Number(match[4]) / Number(match[5]);
  const whole = Number(match[1]);
  return match[2] ? whole + Number(match[2]) / Number(match[3]) : whole;
}

/** A data sheet's thickness value ('1-3/4 inch', '60 mm') in inches. */
function thicknessInches(value: string): number | null {
  const match = /^(\S+) (inch|mm)$/.exec(value);
  if (!match) return null;
  const amount = match[2] === 'mm' ? Number(match[1]) / 25.4 : inchesFromText(match[1]);
  return amount !== null && Number.isFinite(amount) ? amount : null;
}

/**
 * The drawn attributes of a product's data-sheet rows, in the data sheet's order; a label that
 * repeats is one attribute with its values joined by '; ' (a property set names each property once).
 */
export function drawingAttributes(rows: readonly ProductAttribute[]): DrawingAttributes {
  const byLabel = new Map<string, DrawingAttribute>();
  for (const row of rows) {
    if (!DRAWN_GROUPS.has(row.group)) continue;
    const known = byLabel.get(row.label);
    if (known) known.value = `${known.value}; ${row.value}`;
    else byLabel.set(row.label, { name: propertyName(row.label), label: row.label, value: row.value });
  }
  const thickness = rows.find((r) => r.group === 'dimensions' && r.label === 'Thickness');
  return { list: [...byLabel.values()], thicknessInches: thickness ? thicknessInches(thickness.value) : null };
}
