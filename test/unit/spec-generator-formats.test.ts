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
  it('keeps only [A-Za-z0-9._-] and drops a format extension', () => {
    expect(sanitizeBaseName('My spec/08 11 13.docx')).toBe('My-spec-08-11-13');
    expect(sanitizeBaseName('../../etc/passwd')).toBe('etc-passwd');
    expect(sanitizeBaseName('"; x=y')).toBe('x-y');
    expect(sanitizeBaseName('***')).toBeNull();
  });

  it('defaults to the web abbreviation (or company id) and the section digits', () => {
    expect(defaultBaseName('granitewc', 41990, '08 51 13')).toBe('granitewc-085113');
    expect(defaultBaseName(null, 41990, '08510')).toBe('41990-08510');
  });

  it('is an attachment for docx and rtf, inline for html', () => {
    expect(contentDisposition('docx', 'a')).toBe('attachment; filename="a.docx"');
    expect(contentDisposition('rtf', 'a')).toBe('attachment; filename="a.rtf"');
    expect(contentDisposition('html', 'a')).toBe('inline; filename="a.html"');
  });
});
