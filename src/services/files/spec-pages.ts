import type { SpecBody } from '../../domain/spec-document';
;

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * PDF page text of a specification, one page per part: 'PART 2 – PRODUCTS',
 * then '2.1 MANUFACTURERS', 'A. …' (options in brackets). Used by the seed and
 * by the download service, so both produce the same file.
 */
export function specPages(body: SpecBody): string[] {
  return body.parts.map((part) => {
    const lines = [`PART ${part.number} – ${part.title}`];
    for (const a of part.articles) {
      lines.push(`${a.number} ${a.title}`);
      for (const p of a.paragraphs) {
        const options = p.options?.length ? ` [${p.options.join(' | ')}]` : '';
        lines.push(`${p.label}. ${cap(p.text)}${options}`);
      }
    }
    return lines.join('\n');
  });
}
