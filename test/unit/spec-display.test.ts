import { describe, expect, it } from 'vitest';
import { bracketedOptions, conditionLabels, splitAtBlanks } from '../../src/domain/spec-display';
import type { SpecBody } from '../../src/domain/spec-document';

const body: SpecBody = {
  section: '08 11 13',
  title: 'Hollow Metal Doors and Frames',
  parts: [
    {
      number: 1,
      title: 'GENERAL',
      articles: [
        {
          number: '1.4',
          title: 'QUALITY ASSURANCE',
          paragraphs: [
            { id: 'p-1-4-C', label: 'C', text: 'Mockups.', options: ['Mockup required', 'Mockup not required'] },
            { id: 'p-1-4-D', label: 'D', text: 'Mockup Size: [____] square feet.', condition: 'p-1-4-C-1' },
          ],
        },
      ],
    },
  ],
};

describe('spec display helpers', () => {
  it('names what a condition id stands for: an option by its text, a paragraph by its number', () => {
    const labels = conditionLabels(body);
    expect(labels.get('p-1-4-C-1')).toBe('Mockup required');
    expect(labels.get('p-1-4-C-2')).toBe('Mockup not required');
    expect(labels.get('p-1-4-D')).toBe('Paragraph 1.4.D is kept');
    expect(labels.get('p-1-4-C-3')).toBeUndefined();
  });

  it('cuts text at its blanks, blanks at odd indexes', () => {
    expect(splitAtBlanks('Size: [____] feet, [__] inches')).toEqual(['Size: ', '[____]', ' feet, ', '[__]', ' inches']);
    expect(splitAtBlanks('No blank.')).toEqual(['No blank.']);
  });

  it('writes alternatives in brackets separated by bars', () => {
    expect(bracketedOptions(['Five years', 'Ten years'])).toBe('[Five years | Ten years]');
  });
});
