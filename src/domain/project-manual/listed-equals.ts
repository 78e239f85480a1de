import type { SectionModel } from '../spec-output';
import { paragraphLabel } from '../spec-wizard';
import type { ManualProduct } from './model';
import { productLine, type NamedProduct as Named } from './product-line';
type Article = SectionModel['parts'][number]['articles'][number];

const DASH = '\u2013';
const PRODUCTS_PART = 2;
const MANUFACTURERS = 'MANUFACTURERS';
export const OR_APPROVED_EQUAL = 'Subject to compliance with requirements, provide the basis-of-design product or one of the following, or approved equal:';

/** The paragraph naming the project's basis of design and its listed equals "or approved equal". */
function choiceParagraph(label: string, basis: Named | null, equals: readonly Named[]): Article['paragraphs'][number] {
  const lead = basis ? `Basis-of-Design Product: ${productLine(basis)}.` : 'Products:';
  const text = equals.length === 0 ? lead : `${lead} ${basis ? OR_APPROVED_EQUAL : 'Subject to compliance with requirements, provide one of the following, or approved equal:'}`;
  return { label, text, subparagraphs: equals.map((e, i) => ({ label: String(i + 1), text: productLine(e) })) };
}

/**
 * The section with the project's choice written into PART 2: after the paragraphs of its MANUFACTURERS article,
 * or as an article of its own at the end of PART 2 (a new PART 2 when the section has none).
 */
export function withListedEquals(model: SectionModel, basis: Named | null, equals: readonly Named[]): SectionModel {
  if (!basis && equals.length === 0) return model;
  const part = model.parts.find((p) => p.number === PRODUCTS_PART);
  if (!part) {
    const added = { number: PRODUCTS_PART, heading: `PART ${PRODUCTS_PART} ${DASH} PRODUCTS`, articles: [{ number: `${PRODUCTS_PART}.1`, title: MANUFACTURERS, paragraphs: [choiceParagraph('A', basis, equals)] }] };
    return { ...model, parts: [...model.parts, added].sort((a, b) => a.number - b.number) };
  }
  const hasManufacturers = part.articles.some((a) => a.title === MANUFACTURERS);
  const articles: Article[] = hasManufacturers
    ? part.articles.map((a) => (a.title === MANUFACTURERS ? { ...a, paragraphs: [...a.paragraphs, choiceParagraph(paragraphLabel(a.paragraphs.length), basis, equals)] } : a))
    : [...part.articles, { number: `${PRODUCTS_PART}.${part.articles.length + 1}`, title: 'BASIS OF DESIGN AND APPROVED EQUALS', paragraphs: [choiceParagraph('A', basis, equals)] }];
  return { ...model, parts: model.parts.map((p) => (p === part ? { ...p, articles } : p)) };
}

/**
 * A section for products whose maker publishes no specification for it: PART 2 names the basis of design and
 * its equals and states the basis product's performance from its record.
 */
export function sectionFromRecords(number: string, title: string, basis: ManualProduct | null, equals: readonly ManualProduct[]): SectionModel {
  const source = basis ?? equals[0];
  const performance = (source?.rows ?? []).map((row, i) => ({ label: paragraphLabel(i), text: `${row.label}: ${row.value}.`, subparagraphs: [] }));
  const base: SectionModel = {
    number,
    heading: `SECTION ${number} ${DASH} ${title.toUpperCase()}`,
    header: [],
    parts: [
      {
        number: PRODUCTS_PART,
        heading: `PART ${PRODUCTS_PART} ${DASH} PRODUCTS`,
        articles: [
          { number: '2.1', title: MANUFACTURERS, paragraphs: [] },
          ...(performance.length ? [{ number: '2.2', title: 'PERFORMANCE REQUIREMENTS', paragraphs: performance }] : []),
        ],
      },
    ],
    end: `END OF SECTION ${number}`,
  };
  return withListedEquals(base, basis, equals);
}
