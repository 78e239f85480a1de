import { normalizeSection, sectionTitle } from './csi';
import { CROSSWALK_95 } from './csi-crosswalk';
import type { UnitId } from './product-data/units';
import { toCanonical } from './product-data/units';

/**
 * What an architect types besides words: ratings and values ("R-30", "STC 45", "1-hr", "U 0.29", "3/4 inch")
 * and section numbers in any form ("081113", "08 11 13", "08-11-13", the 1995 "08110"). They are taken out
 * of the words searched and become wishes on the product record and sections whose products come first.
 */

/** A wish on a product property, in the property's canonical unit (products.properties). */
export interface PropertyWish {
  property: 'fire-rating' | 'stc' | 'r-value' | 'u-factor' | 'thickness';
  /** at-least: the value or better; at-most: the value or less (U-factor); about: within 2 %. */
  relation: 'at-least' | 'at-most' | 'about';
  value: number;
}

interface UnderstoodQuery {
  /** The words left to search as text. */
  text: string;
  /** MasterFormat 2004 sections named by number. */
  sections: string[];
  wishes: PropertyWish[];
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, half: 0.5 };

/** "3/4", "1-3/4", "1 3/4", "1.5", "2" → a number. */
function parseAmount(text: string): number {
  const mixed = /^(\d+)[- ](\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return NUMBER_WORDS[text] ?? Number(text);
}

interface Rule {
  pattern: RegExp;
  wish: (match: RegExpExecArray) => PropertyWish | null;
}

const wish = (property: PropertyWish['property'], relation: PropertyWish['relation'], amount: number, unit: UnitId): PropertyWish | null =>
  Number.isFinite(amount) && amount > 0 ? { property, relation, value: toCanonical(amount, unit) } : null;

const RULES: readonly Rule[] = [
  { pattern: /(?<![\w.])r-?\s?(\d{1,2}(?:\.\d)?)(?![\w.])/gi, wish: (m) => wish('r-value', 'at-least', Number(m[1]), 'Rus') },
  { pattern: /(?<![\w.])stc[- ]?(\d{2})(?![\w.])/gi, wish: (m) => wish('stc', 'at-least', Number(m[1]), 'dB') },
  {
    pattern: /(?<![\w.])u(?:[- ]?(?:factor|value))?[- ]?(0?\.\d{1,3})(?![\w.])/gi,
    wish: (m) => wish('u-factor', 'at-most', Number(m[1]), 'Uus'),
  },
  {
    pattern: /(?<![\w.])(\d{1,3}(?:\.\d+)?|one|two|three|four|half)[- ]?(min|mins|minute|minutes|hr|hrs|hour|hours)(?![\w.])/gi,
    wish: (m) => wish('fire-rating', 'at-least', parseAmount(m[1].toLowerCase()), /^m/i.test(m[2]) ? 'min' : 'h'),
  },
  {
    pattern: /(?<![\w./])(\d+[- ]\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?)\s?(?:inch|inches|in\b|")/gi,
    wish: (m) => wish('thickness', 'about', parseAmount(m[1]), 'in'),
  },
];

const SECTION_2004 = /(?<![\w.])(\d{2})[ .-]?(\d{2})[ .-]?(\d{2})(?![\w.])/g;
const SECTION_1995 = /(?<![\w.])(\d{5})(?![\w.])/g;

/** The 2004 sections a 1995 number stands for (the crosswalk read backwards). */
function sectionsOf95(number: string): string[] {
  return Object.entries(CROSSWALK_95)
    .filter(([, section95]) => section95 === number)
    .map(([section04]) => section04);
}

function takeAll(text: string, pattern: RegExp, take: (match: RegExpExecArray) => boolean): string {
  return text.replace(pattern, (...args: unknown[]) => {
    const match = args.slice(0, -2) as unknown as RegExpExecArray;
    return take(match) ? ' ' : (match[0] as string);
  });
}

export function understandQuery(terms: string): UnderstoodQuery {
  const sections: string[] = [];
  const wishes: PropertyWish[] = [];
  let text = takeAll(terms, SECTION_2004, (m) => {
    const section = normalizeSection(`${m[1]}${m[2]}${m[3]}`);
    if (!section || sectionTitle(section) === null) return false;
    if (!sections.includes(section)) sections.push(section);
    return true;
  });
  text = takeAll(text, SECTION_1995, (m) => {
    const found = sectionsOf95(m[1]);
    for (const s of found) if (!sections.includes(s)) sections.push(s);
    return found.length > 0;
  });
  for (const rule of RULES) {
    text = takeAll(text, rule.pattern, (m) => {
      const w = rule.wish(m);
      if (!w) return false;
      if (!wishes.some((x) => x.property === w.property)) wishes.push(w);
      return true;
    });
  }
  return { text: text.replace(/\s+/g, ' ').trim(), sections, wishes };
}
