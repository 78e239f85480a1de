import { buildWizardTree, type WizardTree } from '../../src/domain/spec-wizard';
import { article, part, specBody } from './spec-builder';
import { box, deepFreeze, handTree, heading, radio } from './wizard-tree';

/**
 * A hand-made tree with the shapes a spec body cannot give:
 * - h > p > p-1 > q > q-1 > r > s: radios under radios, a chain seven levels deep;
 * - k: two radio groups (ka, kb) under one paragraph;
 * - c1 → c2 → c3: conditions chained on the radio p-1;
 * - d (shown with k-b2) > d-1 > e (shown with p-2): a condition under a conditional line.
 */
export const DEEP: WizardTree = deepFreeze(
  handTree([
    heading('h'),
    box('p', 'h', { input: true }),
    radio('p-1', 'p'),
    box('q', 'p-1'),
    radio('q-1', 'q'),
    box('r', 'q-1'),
    box('s', 'r', { input: true }),
    radio('q-2', 'q'),
    radio('p-2', 'p'),
    box('u', 'p-2', { input: true }),
    box('k', 'h'),
    radio('k-a1', 'k', { group: 'ka' }),
    radio('k-a2', 'k', { group: 'ka' }),
    radio('k-b1', 'k', { group: 'kb' }),
    radio('k-b2', 'k', { group: 'kb' }),
    heading('h2'),
    box('c1', 'h2', { condition: 'p-1' }),
    box('c2', 'h2', { condition: 'c1' }),
    box('c3', 'h2', { condition: 'c2', input: true }),
    box('d', 'h2', { condition: 'k-b2' }),
    radio('d-1', 'd'),
    box('e', 'd-1', { condition: 'p-2', input: true }),
    radio('d-2', 'd'),
  ]),
);

/** A small three-part spec: options, notes, a blank, conditions on options (one across parts). */
export const DOOR_SPEC = deepFreeze(
  specBody(
    part(
      1,
      'GENERAL',
      article(
        '1.1',
        'SUMMARY',
        'Section includes hollow metal doors and frames.',
        { text: 'Mockups: build a mockup of a typical opening.', options: ['Mockup required', 'Mockup not required'], notes: ['Recommended on large projects.', 'Delete when not needed.'] },
        { text: 'Mockup Size: [____] square feet.', condition: 'p-1-1-B-1' },
      ),
    ),
    part(
      2,
      'PRODUCTS',
      article('2.1', 'MANUFACTURERS', 'Basis of Design: Example Doors Inc.', { text: 'Substitutions: comply with Division 01.', options: ['Not permitted', 'Permitted'] }),
      article(
        '2.2',
        'MATERIALS',
        'Steel sheet: ASTM A1008, cold rolled.',
        { text: 'Face sheets: [__] steel.', options: ['14-gauge', '16-gauge', '18-gauge'], notes: ['Heavier gauges for high traffic.'] },
        'Core: [____] with a minimum R-value of [____].',
        { text: 'Custom color samples: submit three samples.', condition: 'p-2-1-B-2' },
      ),
    ),
    part(3, 'EXECUTION', article('3.1', 'INSTALLATION', 'Install doors plumb, level and true.')),
  ),
);

export const DOOR_TREE: WizardTree = deepFreeze(buildWizardTree(DOOR_SPEC));
