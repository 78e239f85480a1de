import { describe, expect, it } from 'vitest';
import {
  EMPTY_WIZARD_STATE, isShown, resetWizard, selectedNodes, selectLine, setInput, toggleLine,
} from '../../src/domain/spec-wizard';
import { DEEP } from '../helpers/wizard-fixtures';
import { play } from '../helpers/wizard-steps';
import { box, deepFreeze, handTree, heading, radio } from '../helpers/wizard-tree';

const click = (...ids: string[]) => play(DEEP, ...ids);

describe('selectLine', () => {
  it('selects every ancestor of a line seven levels deep, in tree order', () => {
    expect(click('s')).toEqual({ selected: ['h', 'p', 'p-1', 'q', 'q-1', 'r', 's'], inputs: {} });
  });

  it('selecting a radio removes its siblings, their descendants and their inputs', () => {
    const chosen = deepFreeze(setInput(DEEP, click('s'), 's-value', '12'));
    const next = selectLine(DEEP, chosen, 'q-2');
    expect(next).toEqual({ selected: ['h', 'p', 'p-1', 'q', 'q-2'], inputs: {} });
    const other = selectLine(DEEP, deepFreeze(setInput(DEEP, click('u'), 'u-value', 'x')), 'p-1');
    expect(other).toEqual({ selected: ['h', 'p', 'p-1'], inputs: {} });
  });

  it('keeps the paragraph input when only its options change', () => {
    const withInput = deepFreeze(setInput(DEEP, click('p-1'), 'p-value', '3'));
    expect(selectLine(DEEP, withInput, 'p-2')).toEqual({ selected: ['h', 'p', 'p-2'], inputs: { 'p-value': '3' } });
  });

  it('selecting a line under option 2 removes option 1 and its subtree (ancestor radio rule)', () => {
    expect(click('s', 'u').selected).toEqual(['h', 'p', 'p-2', 'u']);
    // Two levels of radios change at once: q-2 → q-1 and p-2 → p-1.
    expect(click('q-2', 'u', 'r').selected).toEqual(['h', 'p', 'p-1', 'q', 'q-1', 'r']);
  });

  it('keeps one choice in each of two radio groups under one paragraph', () => {
    expect(click('k-a1', 'k-b2').selected).toEqual(['h', 'k', 'k-a1', 'k-b2']);
    expect(click('k-a1', 'k-b2', 'k-a2').selected).toEqual(['h', 'k', 'k-a2', 'k-b2']);
    expect(click('k-a1', 'k-b2', 'k-b1').selected).toEqual(['h', 'k', 'k-a1', 'k-b1']);
  });

  it('leaves the state as it was (same object) for an unknown id, a heading or a hidden line', () => {
    const state = click('p-2');
    expect(selectLine(DEEP, state, 'nope')).toBe(state);
    expect(selectLine(DEEP, state, 'h')).toBe(state);
    expect(selectLine(DEEP, state, 'h2')).toBe(state);
    expect(selectLine(DEEP, state, 'c1')).toBe(state); // needs p-1
    expect(selectLine(DEEP, state, 'c2')).toBe(state); // needs c1
    expect(selectLine(DEEP, state, 'd-1')).toBe(state); // its parent d needs k-b2
  });

  it('gives each id once, in tree order, whatever the click order', () => {
    const state = click('k', 's', 'p', 's', 'q-1', 'p-1', 'c1', 'k');
    expect(state.selected).toEqual(['h', 'p', 'p-1', 'q', 'q-1', 'r', 's', 'k', 'h2', 'c1']);
    expect(new Set(state.selected).size).toBe(state.selected.length);
  });

  it('never changes the state or the inputs it was given', () => {
    const before = deepFreeze(setInput(DEEP, click('s', 'k-a1'), 's-value', '7'));
    const copy = structuredClone(before);
    for (const id of ['q-2', 'u', 'k-a2', 'c1', 's']) expect(() => selectLine(DEEP, before, id)).not.toThrow();
    expect(before).toEqual(copy);
  });
});

describe('toggleLine', () => {
  it('turns a checkbox on and off; off removes what is below it', () => {
    const on = deepFreeze(toggleLine(DEEP, click('k-a1'), 'r'));
    expect(on.selected).toEqual(['h', 'p', 'p-1', 'q', 'q-1', 'r', 'k', 'k-a1']);
    const off = toggleLine(DEEP, on, 'q');
    expect(off.selected).toEqual(['h', 'p', 'p-1', 'k', 'k-a1']);
  });

  it('never deselects a radio button', () => {
    const once = deepFreeze(toggleLine(DEEP, click(), 'p-1'));
    const twice = toggleLine(DEEP, once, 'p-1');
    expect(once.selected).toEqual(['h', 'p', 'p-1']);
    expect(twice).toEqual(once);
  });

  it('ignores headings and unknown ids', () => {
    const state = click('k');
    expect(toggleLine(DEEP, state, 'h')).toBe(state);
    expect(toggleLine(DEEP, state, 'zz')).toBe(state);
  });
});

describe('setInput', () => {
  it('a value selects its line and ancestors, trimmed', () => {
    expect(setInput(DEEP, click(), 's-value', '  12 mm ')).toEqual({
      selected: ['h', 'p', 'p-1', 'q', 'q-1', 'r', 's'],
      inputs: { 's-value': '12 mm' },
    });
  });

  it('a value obeys the radio rule like a click', () => {
    const state = deepFreeze(setInput(DEEP, click('s'), 's-value', '4'));
    expect(setInput(DEEP, state, 'u-value', 'five')).toEqual({ selected: ['h', 'p', 'p-2', 'u'], inputs: { 'u-value': 'five' } });
  });

  it('an empty or blank value clears only the input', () => {
    const state = deepFreeze(setInput(DEEP, setInput(DEEP, click(), 's-value', '4'), 'p-value', '9'));
    for (const blank of ['', '   ']) {
      expect(setInput(DEEP, state, 's-value', blank)).toEqual({ selected: state.selected, inputs: { 'p-value': '9' } });
    }
  });

  it('keeps no value for a line that selecting hides again (a condition contradicting a radio group)', () => {
    // x is shown only with p-1, but sits under p-2: choosing it pushes p-1 out and hides x.
    const tree = handTree([heading('h'), box('p', 'h'), radio('p-1', 'p'), radio('p-2', 'p'), box('x', 'p-2', { condition: 'p-1', input: true })]);
    const state = play(tree, 'p-1');
    expect(setInput(tree, state, 'x-value', '5')).toEqual({ selected: ['h', 'p', 'p-2'], inputs: {} });
    expect(setInput(tree, state, 'x-value', '5')).toEqual(selectLine(tree, state, 'x'));
  });

  it('changes nothing for an unknown name or a hidden line', () => {
    const state = click('p-2');
    expect(setInput(DEEP, state, 'nope-value', 'x')).toBe(state);
    expect(setInput(DEEP, state, 'c3-value', 'x')).toBe(state);
    expect(setInput(DEEP, state, 'e-value', 'x')).toBe(state); // e itself is met (p-2) but its ancestor d is hidden
  });
});

describe('isShown, selectedNodes and resetWizard', () => {
  it('shows a line when its own and its ancestors’ conditions are selected', () => {
    expect(isShown(DEEP, click(), 's')).toBe(true);
    expect(isShown(DEEP, click(), 'c1')).toBe(false);
    expect(isShown(DEEP, click('p-1'), 'c1')).toBe(true);
    expect(isShown(DEEP, click('p-1'), 'c2')).toBe(false);
    expect(isShown(DEEP, click('p-1', 'c1'), 'c2')).toBe(true);
    expect(isShown(DEEP, click('k-b2'), 'e')).toBe(false);
    expect(isShown(DEEP, click('p-2'), 'e')).toBe(false);
    expect(isShown(DEEP, click('k-b2', 'p-2'), 'e')).toBe(true);
    expect(isShown(DEEP, click('k-b2', 'p-2'), 'nope')).toBe(false);
  });

  it('lists the selected nodes in tree order', () => {
    const nodes = selectedNodes(DEEP, click('k-b1', 'q-2'));
    expect(nodes.map((n) => n.id)).toEqual(['h', 'p', 'p-1', 'q', 'q-2', 'k', 'k-b1']);
    expect(nodes[4]).toBe(DEEP.nodes.find((n) => n.id === 'q-2'));
    expect(selectedNodes(DEEP, EMPTY_WIZARD_STATE)).toEqual([]);
  });

  it('reset gives an empty state', () => {
    expect(resetWizard()).toEqual({ selected: [], inputs: {} });
    expect(resetWizard()).toEqual(EMPTY_WIZARD_STATE);
  });
});
