import type { SpecArticle, SpecBody, SpecParagraph, SpecPart } from '../../src/domain/spec-document';

/** A paragraph as a test writes it: plain text, or text with options, notes or a condition. */
type ParagraphDraft = string | Omit<SpecParagraph, 'id' | 'label'>;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Labels 'A'..'Z', then 'A2', 'B2', ...: unique ids without relying on the code under test. */
function labelOf(index: number): string {
  return index < 26 ? LETTERS[index] : `${LETTERS[index % 26]}${Math.floor(index / 26) + 1}`;
}

/** An article whose paragraphs get labels and ids ('p-2-1-A') as the seed gives them. */
export function article(number: string, title: string, ...drafts: ParagraphDraft[]): SpecArticle {
  return {
    number,
    title,
    paragraphs: drafts.map((draft, i) => {
      const label = labelOf(i);
      return { id: `p-${number.replace('.', '-')}-${label}`, label, ...(typeof draft === 'string' ? { text: draft } : draft) };
    }),
  };
}

export function part(number: number, title: string, ...articles: SpecArticle[]): SpecPart {
  return { number, title, articles };
}

export function specBody(...parts: SpecPart[]): SpecBody {
  return { section: '08 11 13', title: 'Hollow Metal Doors and Frames', parts };
}
