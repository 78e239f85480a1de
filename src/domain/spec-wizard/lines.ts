import type { WizardState } from './rules';
import type { WizardNode, WizardTree } from './tree';

/**
 * The wizard as rows: each line holds
 * its node, the lines below it, and, for a paragraph with radio options, the id of the
 * chosen option (null when none is chosen).
 */
export interface WizardLine {
  node: WizardNode;
  children: WizardLine[];
  selectedId: string | null;
}

export function wizardLines(tree: WizardTree, state: WizardState): WizardLine[] {
  const selected = new Set(state.selected);
  const byParent = new Map<string | null, WizardNode[]>();
  for (const node of tree.nodes) {
    const list = byParent.get(node.parentId) ?? [];
    list.push(node);
    byParent.set(node.parentId, list);
  }
  const build = (node: WizardNode): WizardLine => {
    const children = (byParent.get(node.id) ?? []).map(build);
    const chosen = children.find((c) => c.node.select === 'radio' && selected.has(c.node.id));
    return { node, children, selectedId: chosen?.node.id ?? null };
  };
  return (byParent.get(null) ?? []).map(build);
}
