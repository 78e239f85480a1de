import { describe, expect, it } from 'vitest';
import type { SpecBody } from '../../src/domain/spec-document';
import type { SectionModel } from '../../src/domain/spec-output';
import {
  COMPARABLE_PRODUCTS_TEXT,
  buildSectionModel,
  sectionLines,
  sectionText,
  withComparableProducts,
} from '../../src/domain/spec-output';
import { applySaved, buildWizardTree, editSection } from '../../src/domain/spec-wizard';

const BODY: SpecBody = {
  section: '08 11 13',
  title: 'Hollow Metal Doors and Frames',
  parts: [
    {
      number: 1,
      title: 'GENERAL',
      articles: [
        { number: '1.1', title: 'SUMMARY', paragraphs: [{ id: 'p-1-1-A', label: 'A', text: 'Section includes: steel doors.', notes: ['Edit the list.'] }] },
        {
          number: '1.2',
          title: 'QUALITY ASSURANCE',
          paragraphs: [
            { id: 'p-1-2-A', label: 'A', text: 'Installer: experienced firm.' },
            { id: 'p-1-2-B', label: 'B', text: 'Mockups: build a mockup.', options: ['Mockup required', 'Mockup not required'] },
            { id: 'p-1-2-C', label: 'C', text: 'Mockup Size: [____] square feet.', condition: 'p-1-2-B-1' },
          ],
        },
      ],
    },
    {
      number: 2,
      title: 'PRODUCTS',
      articles: [
        {
          number: '2.1',
          title: 'Manufacturers',
          paragraphs: [
            { id: 'p-2-1-A', label: 'A', text: 'Basis of Design: Acme Doors.' },
            { id: 'p-2-1-B', label: 'B', text: 'Substitutions: see Division 01.', options: ['Not permitted', 'Permitted'] },
          ],
        },
        { number: '2.2', title: 'MATERIALS', paragraphs: [{ id: 'p-2-2-A', label: 'A', text: 'Steel: 16-gauge.' }] },
      ],
    },
  ],
};

const NOW = new Date('2026-11-22T12:00:00Z');

function modelOf(ids: string[], inputs: Record<string, string> = {}, number = '08 11 13'): SectionModel {
  const { state } = applySaved(buildWizardTree(BODY), ids, inputs);
  return buildSectionModel({ edited: editSection(BODY, state), number, manufacturer: 'Acme Doors', generatedOn: NOW });
}

const OTHERS = ['Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta', 'Eta'].map((name, i) => ({ name, city: `City ${i}`, state: 'OH' }));

describe('buildSectionModel', () => {
  it('writes SectionFormat headings, the header block and the end line', () => {
    const model = modelOf(['p-1-1-A']);
    expect(model.heading).toBe('SECTION 08 11 13 \u2013 HOLLOW METAL DOORS AND FRAMES');
    expect(model.header).toEqual(['Basis of Design: Acme Doors', 'Generated November 22, 2026']);
    expect(model.parts.map((p) => p.heading)).toEqual(['PART 1 \u2013 GENERAL']);
    expect(model.end).toBe('END OF SECTION 08 11 13');
    expect(modelOf(['p-1-1-A'], {}, '08110').end).toBe('END OF SECTION 08110');
  });

  it('relabels paragraphs and renumbers articles after removals', () => {
    const model = modelOf(['p-1-2-B-1', 'p-2-2-A']);
    const part1 = model.parts[0];
    expect(part1.articles.map((a) => `${a.number} ${a.title}`)).toEqual(['1.1 QUALITY ASSURANCE']);
    expect(part1.articles[0].paragraphs.map((p) => `${p.label} ${p.text}`)).toEqual(['A Mockups: build a mockup.']);
    expect(model.parts[1].articles.map((a) => `${a.number} ${a.title}`)).toEqual(['2.1 MATERIALS']);
  });

  it('writes the chosen option as subparagraph 1 and leaves out the others', () => {
    const text = sectionText(modelOf(['p-1-2-B-2']));
    expect(text).toContain('A. Mockups: build a mockup.\n1. Mockup not required');
    expect(text).not.toContain('Mockup required');
  });

  it('fills blanks from the condition inputs and keeps an unfilled blank', () => {
    expect(sectionText(modelOf(['p-1-2-B-1', 'p-1-2-C'], { 'p-1-2-C-value': '120' }))).toContain('B. Mockup Size: 120 square feet.');
    expect(sectionText(modelOf(['p-1-2-B-1', 'p-1-2-C']))).toContain('B. Mockup Size: [____] square feet.');
  });

  it('leaves out removed paragraphs, paragraphs whose condition is not chosen, and editor notes', () => {
    const text = sectionText(modelOf(['p-1-1-A', 'p-1-2-B-2', 'p-1-2-C']));
    expect(text).toContain('Section includes: steel doors.');
    expect(text).not.toContain('Installer');
    expect(text).not.toContain('Mockup Size');
    expect(text).not.toContain('Edit the list');
  });

  it('is only the header, title and end line when nothing is selected', () => {
    const model = modelOf([]);
    expect(model.parts).toEqual([]);
    expect(sectionLines(model).map((l) => l.kind)).toEqual(['header', 'header', 'heading', 'end']);
  });
});

describe('withComparableProducts', () => {
  it('adds the next lettered paragraph to PART 2 MANUFACTURERS with at most five numbered alternatives', () => {
    const model = withComparableProducts(modelOf(['p-2-1-A', 'p-2-1-B-1', 'p-2-2-A']), OTHERS);
    const [manufacturers, materials] = model.parts.find((p) => p.number === 2)!.articles;
    expect(manufacturers.paragraphs.map((p) => p.label)).toEqual(['A', 'B', 'C']);
    const added = manufacturers.paragraphs[2];
    expect(added.text).toBe(COMPARABLE_PRODUCTS_TEXT);
    expect(added.subparagraphs).toEqual([
      { label: '1', text: 'Beta, City 0, OH' },
      { label: '2', text: 'Gamma, City 1, OH' },
      { label: '3', text: 'Delta, City 2, OH' },
      { label: '4', text: 'Epsilon, City 3, OH' },
      { label: '5', text: 'Zeta, City 4, OH' },
    ]);
    expect(materials.paragraphs).toHaveLength(1);
  });

  it('letters after a relabelled article and skips empty city or state', () => {
    const model = withComparableProducts(modelOf(['p-2-1-B-2']), [{ name: 'Beta', city: '', state: 'OH' }]);
    const paragraphs = model.parts[0].articles[0].paragraphs;
    expect(paragraphs.map((p) => p.label)).toEqual(['A', 'B']);
    expect(paragraphs[1].subparagraphs).toEqual([{ label: '1', text: 'Beta, OH' }]);
  });

  it('changes nothing without the MANUFACTURERS article or without alternatives', () => {
    const without = modelOf(['p-1-1-A', 'p-2-2-A']);
    expect(withComparableProducts(without, OTHERS)).toEqual(without);
    const withArticle = modelOf(['p-2-1-A']);
    expect(withComparableProducts(withArticle, [])).toEqual(withArticle);
  });
});

describe('sectionLines', () => {
  it('lists lines in order with labels and SectionFormat levels', () => {
    const lines = sectionLines(modelOf(['p-1-2-B-1']));
    expect(lines.slice(2).map((l) => [l.kind, l.label, l.level])).toEqual([
      ['heading', null, 0],
      ['part', null, 0],
      ['article', '1.1', 0],
      ['paragraph', 'A.', 1],
      ['subparagraph', '1.', 2],
      ['end', null, 0],
    ]);
  });
});
