import type { WizardTree } from './tree';

/**
 * The selection a section is generated with when the caller chooses nothing: every paragraph
 * that depends on no condition, each with its first option.
 */
export function defaultSelection(tree: WizardTree): string[] {
  const paragraphs = new Set(tree.nodes.filter((n) => n.select === 'checkbox' && n.condition === null).map((n) => n.id));
  return tree.nodes
    .filter((n) => paragraphs.has(n.id) || (n.select === 'radio' && n.optionIndex === 0 && n.radioButtonGroup !== null && paragraphs.has(n.radioButtonGroup)))
    .map((n) => n.id);
}
