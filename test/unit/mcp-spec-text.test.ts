import { describe, expect, it } from 'vitest';
import type { SpecBody } from '../../src/domain/spec-document';
import { specBodyText } from '../../src/domain/spec-text';
import { buildWizardTree, defaultSelection } from '../../src/domain/spec-wizard';
import { capText } from '../../src/mcp/limits';

const body: SpecBody = {
  section: '08 11 13',
  title: 'Hollow Metal Doors and Frames',
  parts: [
    {
      number: 1,
      title: 'General',
      articles: [{ number: '1.1', title: 'Summary', paragraphs: [{ id: 'p-1-1-A', label: 'A', text: 'Section includes doors.', notes: ['Edit to suit.'] }] }],
    },
    {
      number: 2,
      title: 'Products',
      articles: [
        {
          number: '2.1',
          title: 'Doors',
          paragraphs: [
            { id: 'p-2-1-A', label: 'A', text: 'Face sheets:', options: ['16 gauge', '18 gauge'] },
            { id: 'p-2-1-B', label: 'B', text: 'Thicker core.', condition: 'p-2-1-A-1' },
          ],
        },
      ],
    },
  ],
};

describe('specBodyText', () => {
  it('writes parts, articles, lettered paragraphs, alternatives and conditions', () => {
    expect(specBodyText(body, { number: '08 11 13', notes: false }).split('\n')).toEqual([
      'SECTION 08 11 13 - HOLLOW METAL DOORS AND FRAMES',
      '',
      'PART 1 - GENERAL',
      '',
      '1.1 SUMMARY',
      '  A. Section includes doors.',
      '',
      'PART 2 - PRODUCTS',
      '',
      '2.1 DOORS',
      '  A. Face sheets: [16 gauge | 18 gauge]',
      '  B. Thicker core.',
      '     (Applies when: 16 gauge)',
      '',
      'END OF SECTION 08 11 13',
    ]);
  });

  it("adds editor's notes only when asked, under their paragraph", () => {
    const text = specBodyText(body, { number: '08110', notes: true });
    expect(text).toContain('  A. Section includes doors.\n     Note: Edit to suit.');
    expect(text.startsWith('SECTION 08110 - ')).toBe(true);
  });
});

describe('defaultSelection', () => {
  it('keeps every unconditional paragraph with its first option, and nothing conditional', () => {
    expect(defaultSelection(buildWizardTree(body))).toEqual(['p-1-1-A', 'p-2-1-A', 'p-2-1-A-1']);
  });
});

describe('capText', () => {
  it('leaves a short text alone and cuts a long one to the limit, saying so', () => {
    expect(capText('short', 100)).toEqual({ text: 'short', truncated: false });
    const cut = capText('x'.repeat(500), 100);
    expect(cut.truncated).toBe(true);
    expect(cut.text).toHaveLength(100);
    expect(cut.text).toMatch(/cut/);
  });
});
