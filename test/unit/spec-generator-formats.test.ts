import { describe, expect, it } from 'vitest';
import type { SectionLine } from '../../src/domain/spec-output';
import { contentDisposition, defaultBaseName, sanitizeBaseName } from '../../src/services/spec-generator/formats';
import { renderRtf, rtfText } from '../../src/services/spec-generator/rtf';

describe('rtfText', () => {
  it('escapes backslashes and braces', () => {
    expect(rtfText('a\\b {c}')).toBe('a\\\\b \\{c\\}');
  });

  it('writes every non-ASCII character as \\uN? with N a signed 16-bit number', () => {
    expect(rtfText('Section 08 11 13 \u2013 manufacturer\u2019s')).toBe('Section 08 11 13 \\u8211? manufacturer\\u8217?s');
    expect(rtfText('caf\u00e9')).toBe('caf\\u233?');
    expect(rtfText('\ufffd')).toBe('\\u-3?');
    // A character outside the BMP is two UTF-16 units.
    expect(rtfText('\u{1F600}')).toBe('\\u-10179?\\u-8704?');
  });

  it('turns tabs and line breaks into control words and drops other control characters', () => {
    expect(rtfText('a\tb\nc\u0007')).toBe('a\\tab b\\line c');
  });
});

describe('renderRtf', () => {
  const lines: SectionLine[] = [
    { kind: 'heading', label: null, text: 'SECTION 08 11 13 \u2013 DOORS {x}', level: 0 },
    { kind: 'article', label: '1.1', text: 'SUMMARY', level: 0 },
    { kind: 'paragraph', label: 'A.', text: 'Steel doors.', level: 1 },
    { kind: 'subparagraph', label: '1.', text: 'Five years', level: 2 },
  ];
  const rtf = renderRtf(lines, 'SECTION 08 11 13');

  it('is a pure-ASCII RTF document with balanced groups', () => {
    expect(rtf.startsWith('{\\rtf1\\ansi')).toBe(true);
    expect(/^[\x00-\x7f]*$/.test(rtf)).toBe(true);
    const unescaped = rtf.replace(/\\[\\{}]/g, '');
    expect(unescaped.split('{').length).toBe(unescaped.split('}').length);
    expect(rtf).toContain('\\paperw12240\\paperh15840');
  });

  it('indents labelled paragraphs with a hanging label and bolds headings', () => {
    expect(rtf).toMatch(/\\li720\\fi-720[^\n]*\\b 1\.1\\tab SUMMARY\\par/);
    expect(rtf).toMatch(/\\li1440\\fi-720[^\n]*\\fs20 A\.\\tab Steel doors\.\\par/);
    expect(rtf).toMatch(/\\li2160\\fi-720[^\n]* 1\.\\tab Five years\\par/);
    expect(rtf).toMatch(/\\qc[^\n]*\\b SECTION 08 11 13 \\u8211\? DOORS \\\{x\\\}\\par/);
  });
});

describe('download names', () => {
  it('keeps letters, digits, spaces and . _ - , & ( ) \' and drops a format extension', () => {
    expect(sanitizeBaseName('My spec/08 11 13.docx')).toBe('My spec-08 11 13');
    expect(sanitizeBaseName('../../etc/passwd')).toBe('etc-passwd');
    expect(sanitizeBaseName('"; x=y')).toBe('x-y');
    expect(sanitizeBaseName('Doors\r\nSet-Cookie: a')).toBe('Doors-Set-Cookie- a');
    expect(sanitizeBaseName('Portes & Fenêtres (Québec), O\'Neil')).toBe('Portes & Fenêtres (Québec), O\'Neil');
    expect(sanitizeBaseName('***')).toBeNull();
  });

  it('defaults to the section number, title and manufacturer', () => {
    expect(defaultBaseName('08 11 13', 'Hollow Metal Doors and Frames', 'Acme')).toBe('08 11 13 Hollow Metal Doors and Frames - Acme');
  });

  it('is an attachment for docx and rtf, inline for html', () => {
    expect(contentDisposition('docx', 'a')).toBe(`attachment; filename="a.docx"; filename*=UTF-8''a.docx`);
    expect(contentDisposition('rtf', 'a')).toBe(`attachment; filename="a.rtf"; filename*=UTF-8''a.rtf`);
    expect(contentDisposition('html', 'a')).toBe(`inline; filename="a.html"; filename*=UTF-8''a.html`);
  });

  it('gives an ASCII filename and the exact UTF-8 name as filename*', () => {
    expect(contentDisposition('docx', "08 11 13 Portes - Fenêtres O'Neil (Québec)")).toBe(
      `attachment; filename="08 11 13 Portes - Fenetres O'Neil (Quebec).docx"; filename*=UTF-8''08%2011%2013%20Portes%20-%20Fen%C3%AAtres%20O%27Neil%20%28Qu%C3%A9bec%29.docx`,
    );
    expect(contentDisposition('rtf', '東京 Doors')).toBe(`attachment; filename="__ Doors.rtf"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC%20Doors.rtf`);
  });
});
