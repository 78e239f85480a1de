import { describe, expect, it } from 'vitest';
import { buildWizardTree, editSection, foldChoice, paragraphLabel, resetWizard } from '../../src/domain/spec-wizard';
import { article, part, specBody } from '../helpers/spec-builder';
import { DOOR_SPEC, DOOR_TREE } from '../helpers/wizard-fixtures';
import { play, type Step } from '../helpers/wizard-steps';

const edit = (...steps: Step[]) => editSection(DOOR_SPEC, play(DOOR_TREE, ...steps));

describe('editSection', () => {
  it('keeps the section, its title and all three parts, even when nothing is selected', () => {
    const section = editSection(DOOR_SPEC, resetWizard());
    expect(section.section).toBe('08 11 13');
    expect(section.title).toBe('Hollow Metal Doors and Frames');
    expect(section.parts).toEqual([
      { number: 1, title: 'GENERAL', articles: [] },
      { number: 2, title: 'PRODUCTS', articles: [] },
      { number: 3, title: 'EXECUTION', articles: [] },
    ]);
  });

  it('drops unselected paragraphs and empty articles, relabelling and renumbering the rest', () => {
    const products = edit('p-2-2-A', 'p-2-2-C', 'p-2-2-B-1').parts[1];
    expect(products.articles.map((a) => [a.number, a.title])).toEqual([['2.1', 'MATERIALS']]);
    expect(products.articles[0].paragraphs.map((p) => [p.id, p.label])).toEqual([['p-2-2-A', 'A'], ['p-2-2-B', 'B'], ['p-2-2-C', 'C']]);
    const two = edit('p-2-1-A', 'p-2-2-C').parts[1].articles;
    expect(two.map((a) => a.number)).toEqual(['2.1', '2.2']);
    expect(two[1].paragraphs.map((p) => [p.id, p.label])).toEqual([['p-2-2-C', 'A']]);
  });

  it('gives the chosen option as the choice, null when none is chosen', () => {
    const [withChoice, without] = edit('p-2-1-B-2', 'p-2-2-A').parts[1].articles;
    expect(withChoice.paragraphs[0]).toMatchObject({ id: 'p-2-1-B', text: 'Substitutions: comply with Division 01.', choice: 'Permitted' });
    expect(without.paragraphs[0].choice).toBeNull();
    expect(edit('p-2-1-B').parts[1].articles[0].paragraphs[0].choice).toBeNull();
  });

  it('fills the first blank from the input and leaves blanks without a value', () => {
    const [summary] = edit('p-1-1-B-1', ['p-1-1-C-value', '100']).parts[0].articles;
    expect(summary.paragraphs.map((p) => p.text)).toEqual(['Mockups: build a mockup of a typical opening.', 'Mockup Size: 100 square feet.']);
    const materials = edit('p-2-2-B', 'p-2-2-C').parts[1].articles[0];
    expect(materials.paragraphs.map((p) => p.text)).toEqual(['Face sheets: [__] steel.', 'Core: [____] with a minimum R-value of [____].']);
    const filled = edit(['p-2-2-C-value', 'polyurethane foam']).parts[1].articles[0];
    expect(filled.paragraphs[0].text).toBe('Core: polyurethane foam with a minimum R-value of [____].');
  });

  it("folds the chosen option into its paragraph's blank instead of writing it as a subparagraph", () => {
    const [materials] = edit('p-2-2-B-2').parts[1].articles;
    expect(materials.paragraphs[0]).toMatchObject({ id: 'p-2-2-B', text: 'Face sheets: 16-gauge steel.', choice: null });
    // Without a blank the option stays subparagraph 1.
    const [manufacturers] = edit('p-2-1-B-1').parts[1].articles;
    expect(manufacturers.paragraphs[0]).toMatchObject({ text: 'Substitutions: comply with Division 01.', choice: 'Not permitted' });
  });

  it('writes a folded option as part of the sentence: lower case mid-sentence, as written after a colon or for an abbreviation', () => {
    expect(foldChoice('Warranty: repair or replace within [____].', 'Ten years from Substantial Completion')).toBe('Warranty: repair or replace within ten years from Substantial Completion.');
    expect(foldChoice('Finish: [____].', 'Custom color to match Architect’s sample')).toBe('Finish: Custom color to match Architect’s sample.');
    expect(foldChoice('[____] as indicated.', 'Mockups required')).toBe('Mockups required as indicated.');
    expect(foldChoice('Fire rating: labeled by [____].', 'UL or Intertek')).toBe('Fire rating: labeled by UL or Intertek.');
    expect(foldChoice('Comply with [____] for each unit.', 'ASTM E283')).toBe('Comply with ASTM E283 for each unit.');
    expect(foldChoice('Gauge: [__] steel, [____] core.', '16-gauge')).toBe('Gauge: 16-gauge steel, [____] core.');
    expect(foldChoice('Pay $[____] per unit.', '$& more')).toBe('Pay $$& more per unit.');
  });

  it('writes the value as typed, dollar signs included', () => {
    for (const value of ['$$ 40', '$& more', "$'", '$1']) {
      const [summary] = edit('p-1-1-B-1', ['p-1-1-C-value', value]).parts[0].articles;
      expect(summary.paragraphs[1].text).toBe(`Mockup Size: ${value} square feet.`);
    }
  });

  it('labels past Z as AA, BB, ...', () => {
    const texts = Array.from({ length: 28 }, (_, i) => `Paragraph ${i + 1}.`);
    const body = specBody(part(3, 'EXECUTION', article('3.1', 'INSTALLATION', ...texts)));
    const tree = buildWizardTree(body);
    const section = editSection(body, play(tree, ...tree.nodes.slice(1).map((n) => n.id)));
    const labels = section.parts[0].articles[0].paragraphs.map((p) => p.label);
    expect(labels.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(labels.slice(24)).toEqual(['Y', 'Z', 'AA', 'BB']);
  });
});

describe('paragraphLabel', () => {
  it('counts A..Z, then doubles, then triples', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(paragraphLabel)).toEqual(['A', 'B', 'Z', 'AA', 'BB', 'ZZ', 'AAA']);
  });
});
