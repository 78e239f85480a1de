import type { WizardNode, WizardTree } from './tree';

/**
 * The spec wizard's selection rules, as pure functions of a tree and a state:
 * - selecting a line also selects its ancestor lines;
 * - selecting a radio button removes its sibling lines (with their descendants);
 * - removing a line removes its descendants and its condition input state;
 * - a line whose condition line is no longer selected is hidden, and so removed;
 * - saved selections are re-applied by spec id; ids that match nothing are reported;
 * - reset clears all selections.
 * States are never mutated; every rule returns a new one.
 */
export interface WizardState {
  /** Selected spec ids, in tree order. */
  selected: string[];
  /** Condition input values by conditionInputName. */
  inputs: Record<string, string>;
}

export const EMPTY_WIZARD_STATE: WizardState = Object.freeze({ selected: Object.freeze([]) as unknown as string[], inputs: Object.freeze({}) });

const indexes = new WeakMap<WizardTree, Map<string, WizardNode>>();

/** id → node, built once per tree. */
export function nodeIndex(tree: WizardTree): Map<string, WizardNode> {
  let index = indexes.get(tree);
  if (!index) {
    index = new Map(tree.nodes.map((n) => [n.id, n]));
    indexes.set(tree, index);
  }
  return index;
}

/** Working form of a state: a set of ids and a copy of the inputs. */
interface Draft {
  tree: WizardTree;
  index: Map<string, WizardNode>;
  selected: Set<string>;
  inputs: Record<string, string>;
}

function draftOf(tree: WizardTree, state: WizardState): Draft {
  return { tree, index: nodeIndex(tree), selected: new Set(state.selected), inputs: { ...state.inputs } };
}

function finish(draft: Draft): WizardState {
  pruneHidden(draft);
  return {
    selected: draft.tree.nodes.filter((n) => draft.selected.has(n.id)).map((n) => n.id),
    inputs: draft.inputs,
  };
}

function drop(draft: Draft, node: WizardNode): void {
  for (const id of [node.id, ...node.descendants]) {
    draft.selected.delete(id);
    const name = draft.index.get(id)!.conditionInputName;
    if (name) delete draft.inputs[name];
  }
}

function shownIn(index: Map<string, WizardNode>, selected: ReadonlySet<string>, node: WizardNode): boolean {
  return [node.id, ...node.ancestors].every((id) => {
    const condition = index.get(id)!.condition;
    return !condition || selected.has(condition);
  });
}

/** Removes selected lines whose condition no longer holds, until none is left (conditions may chain). */
function pruneHidden(draft: Draft): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of draft.selected) {
      const node = draft.index.get(id);
      if (node && !shownIn(draft.index, draft.selected, node)) {
        drop(draft, node);
        changed = true;
      }
    }
  }
}

/** Adds a line and its ancestors; every radio among them pushes out its siblings. */
function add(draft: Draft, node: WizardNode): void {
  const chain = [node, ...node.ancestors.map((id) => draft.index.get(id)!)];
  for (const line of chain) {
    if (line.radioButtonGroup) {
      for (const sibling of draft.tree.nodes) {
        if (sibling.radioButtonGroup === line.radioButtonGroup && sibling.id !== line.id) drop(draft, sibling);
      }
    }
  }
  for (const line of chain) draft.selected.add(line.id);
}

/** Whether a line is shown: its own and its ancestors' conditions are selected. */
export function isShown(tree: WizardTree, state: WizardState, id: string): boolean {
  const index = nodeIndex(tree);
  const node = index.get(id);
  return node !== undefined && shownIn(index, new Set(state.selected), node);
}

export function isSelected(state: WizardState, id: string): boolean {
  return state.selected.includes(id);
}

/** Selects a shown, selectable line (and its ancestors); anything else leaves the state as it was. */
export function selectLine(tree: WizardTree, state: WizardState, id: string): WizardState {
  const node = nodeIndex(tree).get(id);
  if (!node || node.select === null || !isShown(tree, state, id)) return state;
  const draft = draftOf(tree, state);
  add(draft, node);
  return finish(draft);
}

/** Removes a line, its descendants and their condition input values. */
export function removeLine(tree: WizardTree, state: WizardState, id: string): WizardState {
  const node = nodeIndex(tree).get(id);
  if (!node || !state.selected.includes(id)) return state;
  const draft = draftOf(tree, state);
  drop(draft, node);
  return finish(draft);
}

/** A checkbox toggles; a radio button is only ever chosen (its paragraph is unchecked instead). */
export function toggleLine(tree: WizardTree, state: WizardState, id: string): WizardState {
  const node = nodeIndex(tree).get(id);
  if (node?.select === 'checkbox' && state.selected.includes(id)) return removeLine(tree, state, id);
  return selectLine(tree, state, id);
}

/** Sets a condition input; a value selects its line, an empty value clears the input only. */
export function setInput(tree: WizardTree, state: WizardState, name: string, value: string): WizardState {
  const node = tree.nodes.find((n) => n.conditionInputName === name);
  if (!node || !isShown(tree, state, node.id)) return state;
  const trimmed = value.trim();
  if (!trimmed) {
    const inputs = { ...state.inputs };
    delete inputs[name];
    return { selected: state.selected, inputs };
  }
  const selected = selectLine(tree, state, node.id);
  // When a condition contradicts a radio group, selecting can hide the line again; its value goes with it.
  if (!selected.selected.includes(node.id)) return selected;
  return { selected: selected.selected, inputs: { ...selected.inputs, [name]: trimmed } };
}

interface AppliedSelection {
  state: WizardState;
  /** Saved ids and input names that match no line of the tree (the caller logs a warning). */
  unmatched: string[];
}

/**
 * Re-applies saved spec ids (and input values) to a tree, in saved order: a later radio
 * button wins over an earlier sibling. Conditions are checked once all ids are in, so the
 * order of conditional lines and their conditions does not matter.
 */
export function applySaved(tree: WizardTree, ids: readonly string[], inputs: Record<string, string> = {}): AppliedSelection {
  const draft = draftOf(tree, EMPTY_WIZARD_STATE);
  const unmatched: string[] = [];
  for (const id of ids) {
    const node = draft.index.get(id);
    if (node) add(draft, node);
    else unmatched.push(id);
  }
  for (const [name, value] of Object.entries(inputs)) {
    const node = tree.nodes.find((n) => n.conditionInputName === name);
    if (!node) unmatched.push(name);
    else if (draft.selected.has(node.id) && value.trim()) draft.inputs[name] = value.trim();
  }
  return { state: finish(draft), unmatched };
}

/** Reset clears all selections and inputs. */
export function resetWizard(): WizardState {
  return { selected: [], inputs: {} };
}

/** The selected lines in tree order: the live outline. */
export function selectedNodes(tree: WizardTree, state: WizardState): WizardNode[] {
  const selected = new Set(state.selected);
  return tree.nodes.filter((n) => selected.has(n.id));
}

/** How many paragraphs and options are selected (articles, selected through them, are not counted). */
export function selectedCount(tree: WizardTree, state: WizardState): number {
  return selectedNodes(tree, state).filter((n) => n.select !== null).length;
}
