import { bracketedOptions, conditionLabels } from './spec-display';
import type { SpecBody } from './spec-document';

interface SpecTextOptions {
  /** The section number as shown ('08 11 13', or '08110' in the 1995 edition). */
  number: string;
  /** Editor's notes under their paragraphs, marked "Note:". */
  notes: boolean;
}

/**
 * A manufacturer's three-part section as plain text, the way a specifier reads it: parts,
 * numbered articles, lettered paragraphs with their alternatives in brackets, the condition a
 * paragraph depends on, and (optionally) the editor's notes.
 */
export function specBodyText(body: SpecBody, { number, notes }: SpecTextOptions): string {
  const conditions = conditionLabels(body);
  const lines = [`SECTION ${number} - ${body.title.toUpperCase()}`];
  for (const part of body.parts) {
    lines.push('', `PART ${part.number} - ${part.title.toUpperCase()}`);
    for (const article of part.articles) {
      lines.push('', `${article.number} ${article.title.toUpperCase()}`);
      for (const paragraph of article.paragraphs) {
        const options = paragraph.options?.length ? ` ${bracketedOptions(paragraph.options)}` : '';
        lines.push(`  ${paragraph.label}. ${paragraph.text}${options}`);
        if (paragraph.condition) lines.push(`     (Applies when: ${conditions.get(paragraph.condition) ?? paragraph.condition})`);
        if (notes) for (const note of paragraph.notes ?? []) lines.push(`     Note: ${note}`);
      }
    }
  }
  lines.push('', `END OF SECTION ${number}`);
  return lines.join('\n');
}
