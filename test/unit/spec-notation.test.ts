import { describe, expect, it } from 'vitest';
import type { SpecBody } from '../../src/domain/spec-document';
import { parseSpecNotation, printSpecNotation } from '../../src/domain/spec-notation';

const BODY: SpecBody = {
  section: '08 11 13',
  title: 'Hollow Metal Doors and Frames',
  parts: [
    {
      number: 1,
      title: 'GENERAL',
      articles: [
        { number: '1.1', title: 'SUMMARY', paragraphs: [{ id: 'p-1-1-A', label: 'A', text: 'Section includes: steel doors.', notes: ['Edit the list.', 'Second note.'] }] },
        {
          number: '1.2',
          title: 'QUALITY ASSURANCE',
          paragraphs: [
            { id: 'p-1-2-A', label: 'A', text: 'Mockups: build a mockup.', options: ['Mockup required', 'Mockup not required'] },
            { id: 'p-1-2-B', label: 'B', text: 'Mockup Size: [____] square feet.', condition: 'p-1-2-A-1' },
            { id: 'legacy-7', label: 'C', text: 'Kept from an older edition.' },
          ],
        },
      ],
    },
    { number: 2, title: 'PRODUCTS', articles: [{ number: '2.1', title: 'Manufacturers', paragraphs: [] }] },
    { number: 3, title: 'EXECUTION', articles: [] },
  ],
};

describe('the specification notation', () => {
  it('prints a section as its documented lines', () => {
    const text = printSpecNotation(BODY);
    expect(text).toContain('SECTION 08 11 13 – Hollow Metal Doors and Frames\n');
    expect(text).toContain('\nPART 1 – GENERAL\n');
    expect(text).toContain('\n1.2 QUALITY ASSURANCE\nA. Mockups: build a mockup.\n   1. [Mockup required | Mockup not required]\n');
    expect(text).toContain('B. Mockup Size: [____] square feet.\n   WHEN: p-1-2-A-1\n');
    expect(text).toContain('C. Kept from an older edition.\n   ID: legacy-7\n');
  });

  it('reads back exactly what it printed, ids, notes, options and conditions included', () => {
    const parsed = parseSpecNotation(printSpecNotation(BODY));
    expect(parsed).toEqual({ ok: true, body: BODY });
  });

  it('ignores indentation, blank lines and Windows line ends, and accepts a hyphen for the dash', () => {
    const parsed = parseSpecNotation('SECTION 08 11 13 - Doors\r\n\r\nPART 1 - GENERAL\r\n1.1 SUMMARY\r\n  A.   Steel doors.\r\nNOTE: Edit.\r\n');
    expect(parsed).toEqual({
      ok: true,
      body: { section: '08 11 13', title: 'Doors', parts: [{ number: 1, title: 'GENERAL', articles: [{ number: '1.1', title: 'SUMMARY', paragraphs: [{ id: 'p-1-1-A', label: 'A', text: 'Steel doors.', notes: ['Edit.'] }] }] }] },
    });
  });

  it('names the line and what is wrong with it', () => {
    const text = ['SECTION 08 11 13 – Doors', 'PART 1 – GENERAL', 'A. A paragraph before any article.', '1.1 SUMMARY', 'A. Fine.', 'A. Twice.', '2.1 MATERIALS', 'just some words'].join('\n');
    const parsed = parseSpecNotation(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors).toEqual([
      { line: 3, message: 'a paragraph must follow an article line (“1.1 SUMMARY”)' },
      { line: 6, message: 'paragraph 1.1.A appears twice' },
      { line: 7, message: 'article 2.1 is not in PART 1 (its number starts with 1.)' },
      { line: 8, message: expect.stringContaining('expected a PART line') },
    ]);
  });

  it('refuses a WHEN: naming nothing in the section, a missing section line and empty text', () => {
    const dangling = parseSpecNotation('SECTION 08 11 13 – Doors\nPART 1 – GENERAL\n1.1 SUMMARY\nA. Text.\n   WHEN: p-9-9-Z-1\n');
    expect(dangling).toEqual({ ok: false, errors: [{ line: 5, message: 'WHEN: p-9-9-Z-1 is neither a paragraph nor an option of this section' }] });
    expect(parseSpecNotation('PART 1 – GENERAL')).toMatchObject({ ok: false, errors: [{ line: 1, message: expect.stringContaining('SECTION 08 11 13') }] });
    expect(parseSpecNotation('  \n')).toMatchObject({ ok: false, errors: [{ line: 1 }] });
    expect(parseSpecNotation('SECTION 08 11 13 – Doors\nPART 1 – GENERAL\n1.1 A\nA. x\n   1. [a |  | b]')).toMatchObject({ ok: false, errors: [{ line: 5 }] });
  });

  it('refuses text beyond its bounds before reading it', () => {
    expect(parseSpecNotation('x'.repeat(90_001))).toMatchObject({ ok: false, errors: [{ line: 1, message: expect.stringContaining('longer than') }] });
    expect(parseSpecNotation('\n'.repeat(6000))).toMatchObject({ ok: false, errors: [{ message: expect.stringContaining('more than') }] });
  });
});
