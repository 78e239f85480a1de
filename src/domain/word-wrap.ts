/**
 * Greedy word wrap by character count, for text drawn where nothing measures it (SVG page
 * images). Each line of the input starts a new paragraph; runs of spaces collapse; a word
 * longer than the width (a URL, a part number) is cut into pieces of the width. Counts code
 * points, so an emoji is never split.
 */
export function wrapText(text: string, width: number): string[][] {
  const max = Math.max(1, Math.floor(width));
  return text
    .split(/\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => wrapParagraph(paragraph, max));
}

function wrapParagraph(paragraph: string, max: number): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  let length = 0;
  for (const word of paragraph.split(/\s+/).flatMap((w) => pieces(w, max))) {
    const size = Array.from(word).length;
    if (length > 0 && length + 1 + size > max) {
      lines.push(line.join(' '));
      line = [];
      length = 0;
    }
    line.push(word);
    length += (length > 0 ? 1 : 0) + size;
  }
  if (line.length) lines.push(line.join(' '));
  return lines;
}

function pieces(word: string, max: number): string[] {
  const chars = Array.from(word);
  if (chars.length <= max) return [word];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += max) out.push(chars.slice(i, i + max).join(''));
  return out;
}
