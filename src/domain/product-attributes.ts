import { z } from 'zod';

/** The sections of a product's data sheet, in the order a data sheet prints them. */
const ATTRIBUTE_GROUPS = ['performance', 'dimensions', 'construction', 'standards', 'warranty'] as const;
type AttributeGroup = (typeof ATTRIBUTE_GROUPS)[number];

const ATTRIBUTE_GROUP_TITLES: Record<AttributeGroup, string> = {
  performance: 'Performance',
  dimensions: 'Dimensions',
  construction: 'Construction and finish',
  standards: 'Standards tested to',
  warranty: 'Warranty',
};

export const productAttributeSchema = z.object({
  group: z.enum(ATTRIBUTE_GROUPS),
  label: z.string().min(1).max(80),
  value: z.string().min(1).max(200),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** At most this many rows per product: a data sheet, not a dump. */
const MAX_PRODUCT_ATTRIBUTES = 40;
export const productAttributesSchema = z.array(productAttributeSchema).max(MAX_PRODUCT_ATTRIBUTES);

interface Rule {
  group: AttributeGroup;
  label: string;
  pattern: RegExp;
  /** The value from the match; the whole phrase when absent. */
  value?: (m: RegExpMatchArray) => string;
}

const plural = (n: string, unit: string) => `${n} ${unit}${n === '1' ? '' : 's'}`;

/** Ratings an architect compares products by, each with the name a data sheet gives it. */
const PERFORMANCE_RULES: readonly Rule[] = [
  { group: 'performance', label: 'Sound transmission class (STC)', pattern: /\bSTC (\d+)/, value: (m) => m[1] },
  { group: 'performance', label: 'Noise reduction coefficient (NRC)', pattern: /\bNRC ([\d.]+)/, value: (m) => m[1] },
  { group: 'performance', label: 'U-factor', pattern: /\bU-factor ([\d.]+)/, value: (m) => m[1] },
  { group: 'performance', label: 'Thermal resistance (R-value)', pattern: /\bR-value ([\d.]+)( per inch)?/, value: (m) => `R-${m[1]}${m[2] ?? ''}` },
  { group: 'performance', label: 'Fire rating', pattern: /\b(\d+(?:-\d\/\d)?) (hour|minute) (?:fire )?rating\b/, value: (m) => plural(m[1], m[2]) },
  { group: 'performance', label: 'Fire rating', pattern: /^(\d+(?:-\d\/\d)?) hour rating$/, value: (m) => plural(m[1], 'hour') },
  { group: 'performance', label: 'Fire rating (F)', pattern: /\bF-rating up to (\d+) hours?/, value: (m) => `up to ${plural(m[1], 'hour')}` },
  { group: 'performance', label: 'Temperature rating (T)', pattern: /\bT-rating (\d+) hours?/, value: (m) => plural(m[1], 'hour') },
  { group: 'performance', label: 'Air leakage (L-rating)', pattern: /\bL-rating below (.+)$/, value: (m) => `below ${m[1]}` },
  { group: 'performance', label: 'Air leakage', pattern: /\bair leakage below (.+)$/, value: (m) => `below ${m[1]}` },
  { group: 'performance', label: 'Wind load', pattern: /\bwind load (\d+) psf/, value: (m) => `${m[1]} psf` },
  { group: 'performance', label: 'Live load', pattern: /\blive load (\d+) psf/, value: (m) => `${m[1]} psf` },
  { group: 'performance', label: 'Compressive strength', pattern: /\bcompressive strength ([\d,]+) psi/, value: (m) => `${m[1]} psi` },
  { group: 'performance', label: 'Solar reflectance index (SRI)', pattern: /\bSRI (\d+)/, value: (m) => m[1] },
  { group: 'performance', label: 'Solar reflectance', pattern: /\bsolar reflectance ([\d.]+)/, value: (m) => m[1] },
  { group: 'performance', label: 'Water vapor permeance', pattern: /\bpermeance (?:below )?([\d.]+) perms/, value: (m) => `${m[1]} perms` },
  { group: 'performance', label: 'Impact resistance', pattern: /\bimpact (?:resistance|safety rated) (.+)$/, value: (m) => m[1] },
  { group: 'performance', label: 'Solar heat gain coefficient (SHGC)', pattern: /\bSHGC ([\d.]+)/, value: (m) => m[1] },
  { group: 'performance', label: 'Visible transmittance', pattern: /\b(?:visible transmittance|VT) ([\d.]+)/, value: (m) => m[1] },
  { group: 'performance', label: 'Ingress protection', pattern: /\bIP(\d{2}) rating/, value: (m) => `IP${m[1]}` },
  { group: 'performance', label: 'Temperature rating', pattern: /\btemperature rating (\d+) degrees F/, value: (m) => `${m[1]} °F` },
];

/** "Design pressure 40 psf", "air infiltration 0.06 cfm/sf at 6.24 psf": a measured property named before its value. */
const NAMED_MEASURE =
  /^([A-Za-z][A-Za-z -]*?(?:pressure|resistance|infiltration|coefficient|transmittance|drift|class|strength|load|absorption|flexibility|capacity|efficiency|efficacy|output|factor|G-max|index|rating|durability)) ((?:below |above |up to |to )?[\dA-Z].*)$/i;

/** Sizes: "1-3/4 inch thickness", "40 mil wet film thickness", "6-3/4 inch jamb depth". */
const SIZE = /^(\d+(?:[-.]\d+(?:\/\d+)?)?|\d+\/\d+) (inch|mil|mm)\b ?(.*)$/;
const DIMENSION = /^((?:[a-z]+ ){0,2}(?:thickness|depth|width|height|diameter|length))$/;

function sizeAttribute(phrase: string): ProductAttribute | null {
  const gauge = /^(\d+)[- ]gauge (.+)$/.exec(phrase);
  if (gauge) return { group: 'dimensions', label: 'Gauge', value: `${gauge[1]}-gauge ${gauge[2]}` };
  const size = SIZE.exec(phrase);
  if (!size) return null;
  const [, amount, unit, rest] = size;
  const what = /^thick\b/.test(rest) ? 'thickness' : rest.trim();
  if (!DIMENSION.test(what)) return null;
  return { group: 'dimensions', label: capitalize(what), value: `${amount} ${unit}` };
}

const FINISH_WORDS = /\b(finish|finishes|coating|veneer|texture|colou?rs?|blend|surface|primer|anodized|powder)\b/i;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One phrase of a product's specification ("STC 38 acoustic rating", "1-3/4 inch thickness",
 * "rotary-cut white oak veneer") as a data-sheet row. Ratings get their own labels; sizes are
 * dimensions; everything else is construction or finish, shown as written.
 */
export function classifySpecPhrase(phrase: string): ProductAttribute {
  const text = phrase.trim();
  for (const rule of PERFORMANCE_RULES) {
    const m = rule.pattern.exec(text);
    if (m) return { group: rule.group, label: rule.label, value: rule.value ? rule.value(m) : text };
  }
  const measure = NAMED_MEASURE.exec(text);
  if (measure && /\d/.test(measure[2])) return { group: 'performance', label: capitalize(measure[1]), value: measure[2] };
  const size = sizeAttribute(text);
  if (size) return size;
  return { group: 'construction', label: FINISH_WORDS.test(text) ? 'Finish' : 'Construction', value: capitalize(text) };
}

/**
 * A product's data-sheet rows from the phrases the catalog describes it with, its reference
 * standards and its warranty: worked out once when the product is written, never from prose at
 * request time. Rows keep their groups' order; a label that repeats keeps each value.
 */
export function productAttributes(input: { specs: readonly string[]; standards: readonly string[]; warrantyYears?: number | null }): ProductAttribute[] {
  const rows = input.specs.map(classifySpecPhrase);
  for (const standard of input.standards) rows.push({ group: 'standards', label: 'Standard', value: standard });
  if (input.warrantyYears) rows.push({ group: 'warranty', label: 'Limited warranty', value: plural(String(input.warrantyYears), 'year') });
  const order = (g: AttributeGroup) => ATTRIBUTE_GROUPS.indexOf(g);
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => order(a.row.group) - order(b.row.group) || a.i - b.i)
    .map(({ row }) => row)
    .slice(0, MAX_PRODUCT_ATTRIBUTES);
}

/** Rows grouped for display, groups in data-sheet order, empty groups left out. */
export function groupedAttributes(rows: readonly ProductAttribute[]): { group: AttributeGroup; title: string; rows: ProductAttribute[] }[] {
  return ATTRIBUTE_GROUPS.map((group) => ({ group, title: ATTRIBUTE_GROUP_TITLES[group], rows: rows.filter((r) => r.group === group) })).filter(
    (g) => g.rows.length > 0,
  );
}
