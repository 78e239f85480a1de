import type { SpecBody } from './spec-document';
import { optionId, paragraphsOf } from './spec-document';

/**
 * What each possible condition id of a section stands for, for "Applies when: …" markers:
 * an option id gives the option's text, a paragraph id 'Paragraph 1.4.C'.
 */
export function conditionLabels(body: SpecBody): Map<string, string> {
  const labels = new Map<string, string>();
  for (const { article, paragraph } of paragraphsOf(body)) {
    labels.set(paragraph.id, `Paragraph ${article.number}.${paragraph.label} is kept`);
    (paragraph.options ?? []).forEach((text, i) => labels.set(optionId(paragraph.id, i), text));
  }
  return labels;
}

/** Paragraph text cut at its '[____]' blanks: even indexes are text, odd ones blanks. */
export function splitAtBlanks(text: string): string[] {
  return text.split(/(\[_+\])/);
}

/** Alternatives as specifiers write them: '[Five years | Ten years]'. */
export function bracketedOptions(options: readonly string[]): string {
  return `[${options.join(' | ')}]`;
}
