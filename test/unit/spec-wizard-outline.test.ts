import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { WizardOutline } from '../../src/components/spec-wizard/wizard-outline';
import { textsOf, render } from '../helpers/markup';
import { DOOR_TREE } from '../helpers/wizard-fixtures';
import { play } from '../helpers/wizard-steps';

const outline = (...steps: Parameters<typeof play>[1][]) => textsOf(render(createElement(WizardOutline, { tree: DOOR_TREE, state: play(DOOR_TREE, ...steps) })), 'li');

describe('the wizard outline', () => {
  it('words a paragraph as the section will: an option that fills its blank is part of the sentence, not a line of its own', () => {
    expect(outline('p-2-2-B-2')).toEqual(['2.2 MATERIALS', 'B. Face sheets: 16-gauge steel.']);
  });

  it('keeps an option of a paragraph without a blank as its own line, and fills typed blanks', () => {
    expect(outline('p-2-1-B-1', 'p-1-1-B-1', ['p-1-1-C-value', '$& 40'])).toEqual([
      '1.1 SUMMARY',
      'B. Mockups: build a mockup of a typical opening.',
      'Mockup required',
      'C. Mockup Size: $& 40 square feet.',
      '2.1 MANUFACTURERS',
      'B. Substitutions: comply with Division 01.',
      'Not permitted',
    ]);
  });
});
