import type { WizardNode, WizardTree } from '../../src/domain/spec-wizard';

/** One line of a hand-made wizard tree; rows are listed in document order, parents first. */
export interface Row {
  id: string;
  parent?: string;
  select: WizardNode['select'];
  /** Radio group; the parent's id when not given. */
  group?: string;
  condition?: string;
  /** The line asks for a value, named `${id}-value`. */
  input?: boolean;
}

type Extra = Partial<Pick<Row, 'group' | 'condition' | 'input'>>;

export const heading = (id: string, parent?: string, extra: Extra = {}): Row => ({ id, parent, select: null, ...extra });
export const box = (id: string, parent?: string, extra: Extra = {}): Row => ({ id, parent, select: 'checkbox', ...extra });
export const radio = (id: string, parent: string, extra: Extra = {}): Row => ({ id, parent, select: 'radio', ...extra });

/** A WizardTree from rows, for shapes buildWizardTree cannot make (radios under radios, deep chains). */
export function handTree(rows: Row[]): WizardTree {
  const nodes: WizardNode[] = [];
  const byId = new Map<string, WizardNode>();
  const groupSizes = new Map<string, number>();
  for (const row of rows) {
    if (byId.has(row.id)) throw new Error(`duplicate row ${row.id}`);
    const parent = row.parent === undefined ? undefined : byId.get(row.parent);
    if (row.parent !== undefined && !parent) throw new Error(`row ${row.id}: parent ${row.parent} must come first`);
    const previous = nodes.at(-1);
    if (parent && previous && parent.id !== previous.id && !previous.ancestors.includes(parent.id)) {
      throw new Error(`row ${row.id}: rows must be in document order`);
    }
    const ancestors = parent ? [parent.id, ...parent.ancestors] : [];
    const group = row.select === 'radio' ? (row.group ?? row.parent!) : null;
    const optionIndex = group === null ? null : (groupSizes.get(group) ?? 0);
    if (group !== null) groupSizes.set(group, optionIndex! + 1);
    const node: WizardNode = {
      seq: nodes.length + 1,
      id: row.id,
      parentId: parent?.id ?? null,
      ancestors,
      descendants: [],
      level: ancestors.length,
      line: row.id,
      select: row.select,
      radioButtonGroup: group,
      optionIndex,
      conditionInputName: row.input ? `${row.id}-value` : null,
      condition: row.condition ?? null,
      info: null,
      cellSpan: 1,
    };
    for (const id of ancestors) byId.get(id)!.descendants.push(row.id);
    nodes.push(node);
    byId.set(row.id, node);
  }
  return { section: '99 00 00', title: 'Hand-made tree', nodes };
}

/** Freezes a value and everything inside it, so any mutation by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
