import { describe, expect, it } from 'vitest';
import { isEmptyState, parseWizardDraft, wizardDraftKey } from '../../src/components/spec-wizard/wizard-draft';

describe('the wizard draft kept in the browser', () => {
  it('is keyed by wizard', () => {
    expect(wizardDraftKey(42)).toBe('specfind:wizard-draft:42');
    expect(wizardDraftKey(42)).not.toBe(wizardDraftKey(43));
  });

  it('reads back a stored state', () => {
    const state = { selected: ['a-1-4', 'p-1-4-C', 'p-1-4-C-1'], inputs: { 'p-1-4-D-value': '120' } };
    expect(parseWizardDraft(JSON.stringify(state))).toEqual(state);
  });

  it('ignores anything that is not a wizard state', () => {
    for (const text of [null, '', '{', 'null', '[]', '"x"', '{"selected":"p-1-1-A","inputs":{}}', '{"selected":[1],"inputs":{}}', '{"selected":[],"inputs":{"a":1}}', '{"selected":[],"inputs":[]}']) {
      expect(parseWizardDraft(text), String(text)).toBeNull();
    }
  });

  it('counts a state with neither selections nor typed values as empty', () => {
    expect(isEmptyState({ selected: [], inputs: {} })).toBe(true);
    expect(isEmptyState({ selected: ['p-1-1-A'], inputs: {} })).toBe(false);
    expect(isEmptyState({ selected: [], inputs: { 'p-1-4-D-value': '1' } })).toBe(false);
  });
});
