import type { SectionModel } from './section-model';

/**
 * A section as a flat list of lines, the form the DOCX and RTF writers (and the HTML page)
 * walk. `level` is the SectionFormat indent: article 0, paragraph 1, subparagraph 2; the
 * label hangs at the level's indent and the text starts one step further in.
 */
export type SectionLineKind = 'header' | 'heading' | 'part' | 'article' | 'paragraph' | 'subparagraph' | 'end';

export interface SectionLine {
  kind: SectionLineKind;
  /** 'A.', '1.', '2.1'; null for unlabelled lines. */
  label: string | null;
  text: string;
  level: number;
}

const line = (kind: SectionLineKind, text: string, label: string | null = null, level = 0): SectionLine => ({ kind, label, text, level });

export function sectionLines(model: SectionModel): SectionLine[] {
  const lines: SectionLine[] = model.header.map((text) => line('header', text));
  lines.push(line('heading', model.heading));
  for (const part of model.parts) {
    lines.push(line('part', part.heading));
    for (const article of part.articles) {
      lines.push(line('article', article.title, article.number, 0));
      for (const paragraph of article.paragraphs) {
        lines.push(line('paragraph', paragraph.text, `${paragraph.label}.`, 1));
        for (const sub of paragraph.subparagraphs) lines.push(line('subparagraph', sub.text, `${sub.label}.`, 2));
      }
    }
  }
  lines.push(line('end', model.end));
  return lines;
}

/** Plain text of a section, one line each, label and text separated by a space. */
export function sectionText(model: SectionModel): string {
  return sectionLines(model)
    .map((l) => (l.label ? `${l.label} ${l.text}` : l.text))
    .join('\n');
}
