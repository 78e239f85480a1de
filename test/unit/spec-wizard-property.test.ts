import { describe, expect, it } from 'vitest';
import {
  applySaved, isShown, nodeIndex, removeLine, resetWizard, selectLine, setInput, toggleLine, type WizardState, type WizardTree,
} from '../../src/domain/spec-wizard';
import { Rng } from '../../scripts/seed/prng';
import { DEEP, DOOR_TREE } from '../helpers/wizard-fixtures';
import { randomTree } from '../helpers/wizard-random';
import { deepFreeze } from '../helpers/wizard-tree';

const STEPS = 500;

/** Everything that must hold for any state the rules give. */
function violations(tree: WizardTree, state: WizardState): string[] {
  const index = nodeIndex(tree);
  const selected = new Set(state.selected);
  const found: string[] = [];
  const order = tree.nodes.filter((n) => selected.has(n.id)).map((n) => n.id);
  if (order.join() !== state.selected.join()) found.push(`not in tree order or not unique: ${state.selected.join()}`);
  const groups = new Map<string, string>();
  for (const id of state.selected) {
    const node = index.get(id);
    if (!node) {
      found.push(`unknown id ${id}`);
      continue;
    }
    for (const ancestor of node.ancestors) if (!selected.has(ancestor)) found.push(`${id} without its ancestor ${ancestor}`);
    if (!isShown(tree, state, id)) found.push(`${id} selected but hidden`);
    const group = node.radioButtonGroup;
    if (group && groups.has(group)) found.push(`${id} and ${groups.get(group)} both chosen in ${group}`);
    if (group) groups.set(group, id);
  }
  for (const [name, value] of Object.entries(state.inputs)) {
    const owner = tree.nodes.find((n) => n.conditionInputName === name);
    if (!owner || !selected.has(owner.id)) found.push(`input ${name} without its selected line`);
    if (value !== value.trim() || value === '') found.push(`input ${name} not trimmed: '${value}'`);
  }
  return found;
}

type Op = { label: string; run: (state: WizardState) => WizardState };

function randomOp(rng: Rng, tree: WizardTree): Op {
  const id = rng.chance(0.05) ? 'ghost' : rng.pick(tree.nodes).id;
  const names = tree.nodes.flatMap((n) => (n.conditionInputName ? [n.conditionInputName] : []));
  const kind = rng.weighted([['select', 35], ['toggle', 25], ['remove', 20], ['input', 15], ['reset', 1]] as const);
  switch (kind) {
    case 'select': return { label: `select ${id}`, run: (s) => selectLine(tree, s, id) };
    case 'toggle': return { label: `toggle ${id}`, run: (s) => toggleLine(tree, s, id) };
    case 'remove': return { label: `remove ${id}`, run: (s) => removeLine(tree, s, id) };
    case 'reset': return { label: 'reset', run: () => resetWizard() };
    case 'input': {
      const name = names.length && rng.chance(0.95) ? rng.pick(names) : 'ghost-value';
      const value = rng.pick(['12', '  7 in ', '', '   ', '$& each']);
      return { label: `input ${name}='${value}'`, run: (s) => setInput(tree, s, name, value) };
    }
  }
}

/** Plays STEPS random operations; returns how many distinct lines were ever selected. */
function exercise(tree: WizardTree, seed: number): number {
  const rng = new Rng(seed);
  const seen = new Set<string>();
  let state = deepFreeze(resetWizard());
  for (let step = 1; step <= STEPS; step++) {
    const op = randomOp(rng, tree);
    const before = structuredClone(state);
    const next = deepFreeze(op.run(state));
    const where = `seed ${seed}, step ${step}: ${op.label}`;
    expect(state, where).toEqual(before);
    expect(violations(tree, next), where).toEqual([]);
    expect(applySaved(tree, next.selected, next.inputs), `${where} (saved and re-applied)`).toEqual({ state: next, unmatched: [] });
    for (const id of next.selected) seen.add(id);
    state = next;
  }
  return seen.size;
}

describe('any sequence of operations keeps the state consistent', () => {
  it.each([1, 2, 3, 4, 5, 6])('random tree %i', (seed) => {
    const tree = deepFreeze(randomTree(new Rng(seed).fork('tree'), 45));
    expect(Math.max(...tree.nodes.map((n) => n.level))).toBeGreaterThanOrEqual(3);
    expect(tree.nodes.some((n) => n.condition)).toBe(true);
    expect(exercise(tree, seed)).toBeGreaterThan(tree.nodes.length / 4);
  });

  it.each([['hand-made', DEEP], ['spec', DOOR_TREE]] as const)('%s tree', (_, tree) => {
    expect(exercise(tree, 99)).toBeGreaterThan(tree.nodes.length / 2);
  });
});
