import type { SectionLine } from '../../domain/spec-output';
import { FONT, PAGE, lineIndent, lineStyle } from './line-style';

/**
 * Text for an RTF document: `\`, `{` and `}` escaped; every character outside printable
 * ASCII written as `\uN?` (N the signed 16-bit UTF-16 unit, '?' the fallback for readers
 * without Unicode), so the file itself is pure ASCII; tabs and line breaks as control words.
 */
export function rtfText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const code = text.charCodeAt(i);
    if (ch === '\\' || ch === '{' || ch === '}') out += `\\${ch}`;
    else if (ch === '\t') out += '\\tab ';
    else if (ch === '\n') out += '\\line ';
    else if (code < 0x20) continue;
    else if (code > 0x7e) out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
    else out += ch;
  }
  return out;
}

function paragraph(line: SectionLine): string {
  const style = lineStyle(line);
  const { left, hanging } = lineIndent(line);
  const layout = [
    '\\pard\\plain',
    style.center ? '\\qc' : '\\ql',
    left ? `\\li${left}\\fi-${hanging}\\tx${left}` : '',
    `\\sb${style.before}\\sa${style.after}`,
    style.keepNext ? '\\keepn' : '',
    `\\f0\\fs${style.size}`,
    style.bold ? '\\b' : '',
  ].join('');
  const text = line.label ? `${rtfText(line.label)}\\tab ${rtfText(line.text)}` : rtfText(line.text);
  return `${layout} ${text}\\par`;
}

/** A complete RTF document (Letter, one-inch margins, Arial) of a section's lines. */
export function renderRtf(lines: readonly SectionLine[], title: string): string {
  return [
    '{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1',
    `{\\fonttbl{\\f0\\fswiss\\fcharset0 ${FONT};}}`,
    `{\\info{\\title ${rtfText(title)}}}`,
    `\\paperw${PAGE.width}\\paperh${PAGE.height}\\margl${PAGE.margin}\\margr${PAGE.margin}\\margt${PAGE.margin}\\margb${PAGE.margin}`,
    ...lines.map(paragraph),
    '}',
    '',
  ].join('\n');
}
