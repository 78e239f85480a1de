import type { SpecBody } from '../spec-document';
import { articleId, BLANK, optionId } from '../spec-document';
import type { WizardState } from './rules';

/** A paragraph as it goes into a generated section: relabelled, blank filled, option chosen. */
interface EditedParagraph {
  id: string;
  /** 'A', 'B', ... after unselected paragraphs are taken out. */
  label: string;
  text: string;
  /** The chosen option's text, written as subparagraph 1 under the paragraph; null when none is chosen or it was folded into a blank of the text. */
  choice: string | null;
}

interface EditedArticle {
  /** Renumbered: '2.1', '2.2', ... */
  number: string;
  title: string;
  paragraphs: EditedParagraph[];
}

interface EditedPart {
  number: number;
  title: string;
  articles: EditedArticle[];
}

export interface EditedSection {
  section: string;
  title: string;
  parts: EditedPart[];
}

const LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 'A'..'Z', then 'AA', 'BB', ... as SectionFormat continues. */
export function paragraphLabel(index: number): string {
  const letter = LABELS[index % 26];
  return letter.repeat(Math.floor(index / 26) + 1);
}

/** A blank at the start of the text, or after a colon or a sentence's end, begins a sentence. */
const SENTENCE_START = /(^|[:.!?]\s*)$/;

/**
 * A paragraph's blank filled with the chosen option, as specifiers write it: 'Warranty: within [____].'
 * and 'Ten years' give 'Warranty: within ten years.'. Mid-sentence the option's capital is lowered,
 * unless its first word is an abbreviation ('ASTM', 'UL'); at a sentence's start it is kept.
 */
export function foldChoice(text: string, choice: string): string {
  return text.replace(BLANK, (_blank, offset: number) => {
    const startsSentence = SENTENCE_START.test(text.slice(0, offset));
    const abbreviation = /^\p{Lu}[\p{Lu}\d]/u.test(choice);
    return startsSentence || abbreviation ? choice : choice.charAt(0).toLowerCase() + choice.slice(1);
  });
}

/**
 * The section a wizard selection produces: only selected paragraphs (in order), each
 * with its chosen option (folded into the paragraph's blank when it has one, else a subparagraph)
 * and its blank filled from the condition input (a blank with no
 * value stays for the specifier to fill). Articles without selected paragraphs drop out;
 * parts keep their place so PART 1-3 numbering stays true.
 */
export function editSection(body: SpecBody, state: WizardState): EditedSection {
  const selected = new Set(state.selected);
  const parts = body.parts.map((part): EditedPart => {
    const articles = part.articles
      .map((article) => {
        const paragraphs = article.paragraphs
          .filter((p) => selected.has(p.id))
          .map((p, index): EditedParagraph => {
            const chosen = (p.options ?? []).findIndex((_, i) => selected.has(optionId(p.id, i)));
            const choice = chosen >= 0 ? p.options![chosen] : null;
            const value = state.inputs[`${p.id}-value`];
            const label = paragraphLabel(index);
            if (choice !== null && BLANK.test(p.text)) return { id: p.id, label, text: foldChoice(p.text, choice), choice: null };
            // A function, so '$&' or '$$' in what the user typed is not read as a replacement pattern.
            return { id: p.id, label, text: value ? p.text.replace(BLANK, () => value) : p.text, choice };
          });
        return { id: articleId(article), title: article.title, paragraphs };
      })
      .filter((a) => a.paragraphs.length > 0)
      .map((a, index): EditedArticle => ({ number: `${part.number}.${index + 1}`, title: a.title, paragraphs: a.paragraphs }));
    return { number: part.number, title: part.title, articles };
  });
  return { section: body.section, title: body.title, parts };
}
