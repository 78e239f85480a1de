import type { WizardTree } from '../../src/domain/spec-wizard';
import type { Rng } from '../../scripts/seed/prng';
import { handTree, type Row } from './wizard-tree';

/**
 * A random wizard tree of about `size` lines: headings and checkboxes at the top,
 * checkboxes and radio groups (two may share a parent) below, up to eight levels deep;
 * some lines ask for a value, some hang on a condition: any selectable line outside
 * their own subtree (one inside would make the subtree unreachable), so contradictory
 * conditions (on a radio whose sibling is an ancestor) turn up too.
 */
export function randomTree(rng: Rng, size: number): WizardTree {
  const rows: Row[] = [];
  const grow = (parent: string | undefined, depth: number): void => {
    const kinds: Array<Pick<Row, 'select' | 'group'>> = [];
    const boxes = parent === undefined ? 1 : rng.int(0, 2);
    for (let i = 0; i < boxes; i++) kinds.push({ select: parent === undefined && rng.chance(0.7) ? null : 'checkbox' });
    const groups = parent === undefined ? 0 : rng.weighted([[0, 2], [1, 3], [2, 1]] as const);
    for (let g = 0; g < groups; g++) {
      for (let i = rng.int(2, 3); i > 0; i--) kinds.push({ select: 'radio', group: `${parent}~${g}` });
    }
    for (const kind of rng.shuffle(kinds)) {
      if (rows.length >= size) return;
      const id = `n${rows.length}`;
      rows.push({ id, parent, ...kind });
      if (rng.chance(0.7 - depth * 0.08)) grow(id, depth + 1);
    }
  };
  while (rows.length < size) grow(undefined, 0);
  const shape = handTree(rows);
  const selectable = shape.nodes.filter((n) => n.select !== null);
  for (const [i, row] of rows.entries()) {
    if (row.select === null) continue;
    if (rng.chance(0.3)) row.input = true;
    const below = new Set([row.id, ...shape.nodes[i].descendants]);
    const outside = selectable.filter((n) => !below.has(n.id));
    if (outside.length && rng.chance(0.15)) row.condition = rng.pick(outside).id;
  }
  return handTree(rows);
}
