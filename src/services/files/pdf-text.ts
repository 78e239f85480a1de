/** Text for PDFs written with the standard fonts: WinAnsi literals, plain letters and word wrap. */

/** WinAnsiEncoding bytes of the punctuation outside Latin-1 (Latin-1 itself maps one to one). */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '™': 0x99,
};

/** A PDF literal string: ( ) \ escaped, WinAnsi characters as octal escapes, others '?'. */
export function literal(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8)}`;
    else if (WIN_ANSI[ch] !== undefined) out += `\\${WIN_ANSI[ch].toString(8)}`;
    else if (ch === '\n' || ch === '\t') out += ' ';
    else out += '?';
  }
  return `${out})`;
}

/** Letters without a WinAnsi form or a Unicode decomposition, written as their plain Latin letter. */
const PLAIN_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', Ŧ: 'T', ŧ: 't' };

const isWinAnsi = (ch: string): boolean => {
  const code = ch.charCodeAt(0);
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI[ch] !== undefined;
};

/**
 * The text as a standard font can show it: letters outside WinAnsi lose their accents where
 * they can ("Dvořák" → "Dvorák", "Łukasz" → "Lukasz"); anything else becomes '?'.
 */
export function winAnsiText(text: string): string {
  return Array.from(text, (ch) => {
    if (isWinAnsi(ch)) return ch;
    if (ch === '\n' || ch === '\t') return ' ';
    const base = PLAIN_LETTERS[ch] ?? ch.normalize('NFD').charAt(0);
    return base !== ch && isWinAnsi(base) ? base : '?';
  }).join('');
}

/** Greedy word wrap by an average Helvetica character width (about half the font size). */
export function wrapText(text: string, fontSize: number, width: number, charWidth = 0.5): string[] {
  const maxChars = Math.max(10, Math.floor(width / (fontSize * charWidth)));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > maxChars) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
      while (line.length > maxChars) {
        lines.push(line.slice(0, maxChars));
        line = line.slice(maxChars);
      }
    }
    lines.push(line);
  }
  return lines;
}
