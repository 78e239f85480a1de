/**
 * A three-part specification section: PART 1 GENERAL,
 * PART 2 PRODUCTS, PART 3 EXECUTION, each with numbered articles ('2.2 MATERIALS') and
 * lettered paragraphs. Stored in spec_documents.body.
 */
export interface SpecParagraph {
  /** 'p-<part>-<article>-<label>', e.g. 'p-2-2-A'; spec wizard projects store these. */
  id: string;
  label: string;
  /** May hold a blank '[____]' the specifier fills in (a wizard condition input). */
  text: string;
  /** Editor's notes (the "hidden notes" that /spec-info/display-hidden-notes shows). */
  notes?: string[];
  /** Alternatives the specifier chooses one of; option i has the id `${id}-${i + 1}`. */
  options?: string[];
  /** Id of the option (or paragraph) that must be chosen for this paragraph to apply. */
  condition?: string;
}

export interface SpecArticle {
  /** '2.2' */
  number: string;
  title: string;
  paragraphs: SpecParagraph[];
}

export interface SpecPart {
  number: number;
  title: string;
  articles: SpecArticle[];
}

export interface SpecBody {
  /** MasterFormat 2004 number, '08 11 13'. */
  section: string;
  title: string;
  parts: SpecPart[];
}

/** The blank a specifier fills in, written as '[____]' in paragraph text. */
export const BLANK = /\[_+\]/;

/** 'a-2-2' for article 2.2: the id a wizard gives an article line. */
export function articleId(article: Pick<SpecArticle, 'number'>): string {
  return `a-${article.number.replace('.', '-')}`;
}

/** The id of option `index` (0-based) of a paragraph. */
export function optionId(paragraphId: string, index: number): string {
  return `${paragraphId}-${index + 1}`;
}

/** Every paragraph of a body with its part and article, in document order. */
export function* paragraphsOf(body: SpecBody): Generator<{ part: SpecPart; article: SpecArticle; paragraph: SpecParagraph }> {
  for (const part of body.parts) {
    for (const article of part.articles) {
      for (const paragraph of article.paragraphs) yield { part, article, paragraph };
    }
  }
}
