import { paragraphLabel } from '../spec-wizard';
import type { SectionModel } from './section-model';

/** Another manufacturer of the same section, offered as an "or approved equal" alternative. */
export interface ComparableManufacturer {
  name: string;
  city: string;
  state: string;
}

export const COMPARABLE_PRODUCTS_TEXT =
  'Comparable Products: subject to compliance with requirements, provide products by one of the following, or approved equal:';

/** At most this many alternatives are listed. */
export const MAX_COMPARABLES = 5;

const MANUFACTURERS_PART = 2;
const MANUFACTURERS_TITLE = 'MANUFACTURERS';

/** 'Name, City, ST', leaving out the parts a manufacturer has no value for. */
export function comparableLine({ name, city, state }: ComparableManufacturer): string {
  return [name, city, state].map((s) => s.trim()).filter(Boolean).join(', ');
}

/** Whether the section has the PART 2 MANUFACTURERS article, where alternatives go. */
export function hasManufacturersArticle(model: SectionModel): boolean {
  return model.parts.some((p) => p.number === MANUFACTURERS_PART && p.articles.some((a) => a.title === MANUFACTURERS_TITLE));
}

/**
 * Adds the "Comparable Products" paragraph after the paragraphs of PART 2 MANUFACTURERS,
 * lettered after them, with one numbered subparagraph per alternative (at most five).
 * Without that article, or without alternatives, the model is returned unchanged.
 */
export function withComparableProducts(model: SectionModel, comparables: readonly ComparableManufacturer[]): SectionModel {
  const listed = comparables.slice(0, MAX_COMPARABLES);
  if (listed.length === 0 || !hasManufacturersArticle(model)) return model;
  return {
    ...model,
    parts: model.parts.map((part) =>
      part.number !== MANUFACTURERS_PART
        ? part
        : {
            ...part,
            articles: part.articles.map((article) =>
              article.title !== MANUFACTURERS_TITLE
                ? article
                : {
                    ...article,
                    paragraphs: [
                      ...article.paragraphs,
                      {
                        label: paragraphLabel(article.paragraphs.length),
                        text: COMPARABLE_PRODUCTS_TEXT,
                        subparagraphs: listed.map((m, i) => ({ label: String(i + 1), text: comparableLine(m) })),
                      },
                    ],
                  },
            ),
          },
    ),
  };
}
