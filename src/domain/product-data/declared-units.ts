import { z } from 'zod';

/**
 * The declared units EPDs of the catalog's families are published per (after openEPD's category hierarchy,
 * docs/decisions/2026-11-27-declared-units.md). A GWP is only ever compared with GWPs of the same declared unit:
 * the unit's `text` is what declarations rows, EPD descriptions and PDFs print, and what lists filter on.
 */
export const DECLARED_UNITS = {
  'door-leaf': { quantity: 1, text: '1 door leaf', per: 'per door leaf' },
  unit: { quantity: 1, text: '1 unit', per: 'per unit' },
  m: { quantity: 1, text: '1 m', per: 'per m' },
  m2: { quantity: 1, text: '1 m2', per: 'per m2' },
  'm2-rsi1': { quantity: 1, text: '1 m2 at RSI 1 m2K/W', per: 'per m2 at RSI 1' },
  m3: { quantity: 1, text: '1 m3', per: 'per m3' },
  t: { quantity: 1, text: '1 t', per: 'per tonne' },
  kg: { quantity: 1, text: '1 kg', per: 'per kg' },
} as const;
export type DeclaredUnitId = keyof typeof DECLARED_UNITS;
export const DECLARED_UNIT_IDS = Object.keys(DECLARED_UNITS) as [DeclaredUnitId, ...DeclaredUnitId[]];

/** The declared unit a declarations row prints ("1 door leaf"), or undefined for a text of no known unit. */
export function declaredUnitOfText(text: string): DeclaredUnitId | undefined {
  return DECLARED_UNIT_IDS.find((id) => DECLARED_UNITS[id].text === text);
}

/**
 * A template's EPD declared unit and the published range of cradle-to-gate GWP (kg CO2e per declared unit,
 * modules A1-A3) of its category: the demo catalog draws within it.
 */
export const templateDeclarationSchema = z
  .object({
    declaredUnit: z.enum(DECLARED_UNIT_IDS),
    gwp: z.tuple([z.number().positive(), z.number().positive()]),
  })
  .refine((d) => d.gwp[0] < d.gwp[1], { message: 'GWP range low end must be below its high end', path: ['gwp'] });
export type TemplateDeclaration = z.infer<typeof templateDeclarationSchema>;

/**
 * Bands of the lowest GWP among an item's current EPDs, per declared unit: [from, below) in kg CO2e per
 * that unit. A band belongs to one unit, so the facet never ranks a door leaf against a square metre.
 */
const BAND_EDGES: Readonly<Record<DeclaredUnitId, readonly number[]>> = {
  'door-leaf': [50, 100, 200],
  unit: [10, 100, 1000],
  m: [2, 20],
  m2: [5, 20, 50],
  'm2-rsi1': [1.5, 3],
  m3: [150, 300],
  t: [250, 1500],
  kg: [2, 5],
};

interface GwpBandDefinition {
  unit: DeclaredUnitId;
  from: number;
  below: number | null;
  label: string;
}

function bandsOf(unit: DeclaredUnitId): [string, GwpBandDefinition][] {
  const edges = BAND_EDGES[unit];
  const per = DECLARED_UNITS[unit].per;
  return [0, ...edges].map((from, i) => {
    const below = i < edges.length ? edges[i] : null;
    const name = below === null ? `${unit}.${from}-plus` : from === 0 ? `${unit}.under-${below}` : `${unit}.${from}-${below}`;
    const range = below === null ? `${from} kg CO2e or more` : from === 0 ? `under ${below} kg CO2e` : `${from} to ${below} kg CO2e`;
    return [name, { unit, from, below, label: `${capitalised(per)}: ${range}` }];
  });
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every band of every declared unit, by its URL name ("door-leaf.100-200"). */
export const GWP_BANDS: Readonly<Record<string, GwpBandDefinition>> = Object.fromEntries(DECLARED_UNIT_IDS.flatMap(bandsOf));

/** The most bands one declared unit has: how many values a GWP facet may carry. */
export const MAX_BANDS_PER_UNIT = Math.max(...Object.values(BAND_EDGES).map((edges) => edges.length + 1));
