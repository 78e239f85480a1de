import { describe, expect, it } from 'vitest';
import { applySaved, isSelected } from '../../src/domain/spec-wizard';
import { DEEP, DOOR_TREE } from '../helpers/wizard-fixtures';
import { play } from '../helpers/wizard-steps';

describe('applySaved', () => {
  it('an empty list gives an empty state', () => {
    expect(applySaved(DEEP, [])).toEqual({ state: { selected: [], inputs: {} }, unmatched: [] });
  });

  it('selects the ancestors of every saved id, in tree order', () => {
    expect(applySaved(DEEP, ['k-a2', 's']).state.selected).toEqual(['h', 'p', 'p-1', 'q', 'q-1', 'r', 's', 'k', 'k-a2']);
  });

  it('does not depend on conditional ids coming after their conditions', () => {
    const forward = applySaved(DEEP, ['p-1', 'c1', 'c2', 'c3']);
    const backward = applySaved(DEEP, ['c3', 'c2', 'c1', 'p-1']);
    expect(forward.state.selected).toEqual(['h', 'p', 'p-1', 'h2', 'c1', 'c2', 'c3']);
    expect(backward).toEqual(forward);
    // A condition on a line under a conditional line, saved before both conditions.
    expect(applySaved(DEEP, ['e', 'p-2', 'k-b2']).state.selected).toEqual(['h', 'p', 'p-2', 'k', 'k-b2', 'h2', 'd', 'd-1', 'e']);
  });

  it('drops saved lines whose condition is missing, with the chain after them', () => {
    expect(applySaved(DEEP, ['c3', 'c2', 'c1']).state.selected).toEqual(['h2']);
    expect(applySaved(DEEP, ['e', 'k-b2']).state.selected).toEqual(['h', 'k', 'k-b2', 'h2', 'd', 'd-1']);
  });

  it('a later radio button wins over an earlier sibling', () => {
    expect(applySaved(DEEP, ['p-1', 'p-2']).state.selected).toEqual(['h', 'p', 'p-2']);
    expect(applySaved(DEEP, ['p-2', 'p-1']).state.selected).toEqual(['h', 'p', 'p-1']);
    expect(applySaved(DEEP, ['s', 'u']).state.selected).toEqual(['h', 'p', 'p-2', 'u']);
    expect(applySaved(DEEP, ['u', 's', 'q-2']).state.selected).toEqual(['h', 'p', 'p-1', 'q', 'q-2']);
  });

  it('reports unknown ids, then unknown input names, in saved order', () => {
    const { state, unmatched } = applySaved(DEEP, ['zz', 'p-1', 'p-2-3', 'yy'], { 'nope-value': 'a', 'p-value': 'b', 'old-value': 'c' });
    expect(unmatched).toEqual(['zz', 'p-2-3', 'yy', 'nope-value', 'old-value']);
    expect(state).toEqual({ selected: ['h', 'p', 'p-1'], inputs: { 'p-value': 'b' } });
  });

  it('keeps trimmed inputs of selected lines only', () => {
    const { state, unmatched } = applySaved(DEEP, ['p-2', 'c3'], { 's-value': '1', 'p-value': ' 2 ', 'u-value': '  ', 'c3-value': '4' });
    // h2 came in as c3's ancestor; headings stay when the line below them goes (as with removeLine).
    expect(state).toEqual({ selected: ['h', 'p', 'p-2', 'h2'], inputs: { 'p-value': '2' } });
    expect(unmatched).toEqual([]);
  });

  it('drops a blank input even when its line is selected', () => {
    const { state } = applySaved(DEEP, ['p-2'], { 'p-value': '   ' });
    expect(state.inputs).toEqual({});
    expect(isSelected(state, 'p-2')).toBe(true);
    expect(isSelected(state, 'p-1')).toBe(false);
  });

  it('gives back the state it was saved from', () => {
    const states = [
      play(DEEP, 's', ['s-value', '12'], 'k-b2', 'k-a1', 'p-1', 'c1', 'c2', ['c3-value', 'x']),
      play(DEEP, 'k-b2', 'p-2', ['e-value', 'y'], ['u-value', 'z'], ['p-value', 'w']),
      play(DOOR_TREE, 'p-1-1-B-1', ['p-1-1-C-value', '100'], 'p-2-1-B-2', 'p-2-2-D', 'p-3-1-A'),
    ];
    for (const [i, state] of states.entries()) {
      expect(applySaved(i < 2 ? DEEP : DOOR_TREE, state.selected, state.inputs)).toEqual({ state, unmatched: [] });
    }
  });

  it('re-applies a spec tree’s ids, cross-part condition included', () => {
    const { state } = applySaved(DOOR_TREE, ['p-2-2-D', 'p-1-1-C', 'p-2-1-B-2', 'p-1-1-B-1']);
    expect(state.selected).toEqual(['a-1-1', 'p-1-1-B', 'p-1-1-B-1', 'p-1-1-C', 'a-2-1', 'p-2-1-B', 'p-2-1-B-2', 'a-2-2', 'p-2-2-D']);
  });
});
