/**
 * The measurable attributes a product's text states (thickness, acoustic and thermal ratings,
 * fire rating, steel gauge), read from the seed's specification phrases. Drawings and BIM
 * property sets are generated from these, so a 2-1/4 inch door is drawn 2-1/4 inches thick.
 */
interface DrawingAttribute {
  /** Property name as written to IFC property sets: 'STC', 'UFactor', 'Thickness'. */
  name: string;
  /** Text as the product states it: '45', '0.29', '1-3/4 in'. */
  value: string;
}

interface DrawingAttributes {
  list: DrawingAttribute[];
  /** Thickness in inches when the text gives one. */
  thicknessInches: number | null;
}

/** '1-3/4' → 1.75, '5/8' → 0.625, '2' → 2. */
export function inchesFromText(text: string): number | null {
  const match = /^(?:(\d+(?:\.\d+)?)(?:-(\d+)\/(\d+))?|(\d+)\/(\d+))$/.exec(text.trim());
  if (!match) return null;
  if (match[4]) return Number(match[4]) / Number(match[5]);
  const whole = Number(match[1]);
  return match[2] ? whole + Number(match[2]) / Number(match[3]) : whole;
}

const INCH_THICKNESS = /(\d+(?:-\d+\/\d+)?|\d+\/\d+|\d*\.\d+) inch (?:panel |overall )?thick(?:ness)?\b/i;
const MM_THICKNESS = /(\d+(?:\.\d+)?) mm (?:overall )?thickness\b/i;

const RATINGS: ReadonlyArray<readonly [name: string, pattern: RegExp, unit: string]> = [
  ['STC', /\bSTC (\d{2})\b/, ''],
  ['UFactor', /\bU-factor (\d?\.\d+)/i, ''],
  ['RValue', /\bR-value (\d+(?:\.\d+)?)/i, ''],
  ['FireRating', /\b(\d+(?:-\d\/\d)?) hour fire rating\b/i, ' h'],
  ['FireRating', /\b(\d+) minute fire rating\b/i, ' min'],
  ['Gauge', /\b(\d{1,2})-gauge\b/i, ''],
];

/** Attributes found in `text` (a product description or its specification phrases). */
export function drawingAttributes(text: string): DrawingAttributes {
  const list: DrawingAttribute[] = [];
  let thicknessInches: number | null = null;
  const inch = INCH_THICKNESS.exec(text);
  const mm = MM_THICKNESS.exec(text);
  if (inch) {
    thicknessInches = inchesFromText(inch[1]);
    list.push({ name: 'Thickness', value: `${inch[1]} in` });
  } else if (mm) {
    thicknessInches = Number(mm[1]) / 25.4;
    list.push({ name: 'Thickness', value: `${mm[1]} mm` });
  }
  for (const [name, pattern, unit] of RATINGS) {
    const match = pattern.exec(text);
    if (match && !list.some((a) => a.name === name)) list.push({ name, value: `${match[1]}${unit}` });
  }
  return { list, thicknessInches };
}
