import { describe, expect, it } from 'vitest';
import { removeLine, selectLine, toggleLine } from '../../src/domain/spec-wizard';
import { DEEP } from '../helpers/wizard-fixtures';
import { play, type Step } from '../helpers/wizard-steps';

const run = (...steps: Step[]) => play(DEEP, ...steps);

describe('removeLine', () => {
  it('removes the line and all its descendants, keeping its ancestors', () => {
    expect(removeLine(DEEP, run('s', 'k-a1'), 'p').selected).toEqual(['h', 'k', 'k-a1']);
    expect(removeLine(DEEP, run('s'), 'q-1').selected).toEqual(['h', 'p', 'p-1', 'q']);
  });

  it('removes the inputs of the line and of its descendants, and only those', () => {
    const state = run(['p-value', '2'], ['s-value', '9'], 'k-b2', 'p-1', 'c1', 'c2', ['c3-value', 'x']);
    expect(state.inputs).toEqual({ 'p-value': '2', 's-value': '9', 'c3-value': 'x' });
    expect(removeLine(DEEP, state, 'r').inputs).toEqual({ 'p-value': '2', 'c3-value': 'x' });
    expect(removeLine(DEEP, state, 'p').inputs).toEqual({}); // c3 hangs on p-1, under p
  });

  it('removing a radio option keeps its paragraph', () => {
    expect(removeLine(DEEP, run('u'), 'p-2').selected).toEqual(['h', 'p']);
  });

  it('is a no-op (same object) for a line that is not selected or not known', () => {
    const state = run('s');
    expect(removeLine(DEEP, state, 'u')).toBe(state);
    expect(removeLine(DEEP, state, 'q-2')).toBe(state);
    expect(removeLine(DEEP, state, 'nope')).toBe(state);
  });

  it('never changes the state it was given', () => {
    const state = run('s', ['s-value', '1'], 'k-a1');
    const copy = structuredClone(state);
    for (const id of ['p', 'q', 's', 'k', 'h']) expect(() => removeLine(DEEP, state, id)).not.toThrow();
    expect(state).toEqual(copy);
  });
});

describe('conditions', () => {
  const chain = () => run('p-1', 'c1', 'c2', ['c3-value', '40']);

  it('a chain A → B → C can be selected one step at a time', () => {
    expect(chain()).toEqual({ selected: ['h', 'p', 'p-1', 'h2', 'c1', 'c2', 'c3'], inputs: { 'c3-value': '40' } });
  });

  it('removing the condition line removes the whole chain and its inputs', () => {
    expect(removeLine(DEEP, chain(), 'p-1')).toEqual({ selected: ['h', 'p', 'h2'], inputs: {} });
    expect(removeLine(DEEP, chain(), 'p')).toEqual({ selected: ['h', 'h2'], inputs: {} });
  });

  it('removing a middle link removes only what follows it', () => {
    expect(removeLine(DEEP, chain(), 'c1').selected).toEqual(['h', 'p', 'p-1', 'h2']);
    expect(removeLine(DEEP, chain(), 'c2').selected).toEqual(['h', 'p', 'p-1', 'h2', 'c1']);
    expect(toggleLine(DEEP, chain(), 'c2').selected).toEqual(['h', 'p', 'p-1', 'h2', 'c1']);
  });

  it('choosing another radio hides and removes the lines that needed the old one', () => {
    expect(selectLine(DEEP, chain(), 'p-2')).toEqual({ selected: ['h', 'p', 'p-2', 'h2'], inputs: {} });
    // Reached through the ancestor rule: u sits under p-2.
    expect(selectLine(DEEP, chain(), 'u').selected).toEqual(['h', 'p', 'p-2', 'u', 'h2']);
  });

  it('a condition under a conditional line: either condition going away removes it', () => {
    const full = run('k-b2', 'p-2', 'e', ['e-value', 'v']);
    expect(full.selected).toEqual(['h', 'p', 'p-2', 'k', 'k-b2', 'h2', 'd', 'd-1', 'e']);
    expect(full.inputs).toEqual({ 'e-value': 'v' });
    // e's own condition fails: e goes, d and d-1 stay.
    expect(selectLine(DEEP, full, 'p-1')).toEqual({ selected: ['h', 'p', 'p-1', 'k', 'k-b2', 'h2', 'd', 'd-1'], inputs: {} });
    // d's condition fails: d with everything below it goes.
    expect(selectLine(DEEP, full, 'k-b1')).toEqual({ selected: ['h', 'p', 'p-2', 'k', 'k-b1', 'h2'], inputs: {} });
    expect(removeLine(DEEP, full, 'k').selected).toEqual(['h', 'p', 'p-2', 'h2']);
  });

  it('lines without conditions are never removed by the pruning', () => {
    const state = run('s', 'k-a1', 'p-1', 'c1');
    expect(removeLine(DEEP, state, 'c1').selected).toEqual(['h', 'p', 'p-1', 'q', 'q-1', 'r', 's', 'k', 'k-a1', 'h2']);
  });
});
