import type { WizardNode, WizardState, WizardTree } from '../../domain/spec-wizard';
import { BLANK } from '../../domain/spec-document';
import { foldChoice, selectedCount, selectedNodes } from '../../domain/spec-wizard';

/**
 * The outline's text of each selected line, as the generated section writes it: a chosen option that
 * fills its paragraph's blank is folded into the paragraph (and has no line of its own); a typed value
 * fills the blank it was typed for.
 */
function outlineLines(nodes: WizardNode[], state: WizardState): { node: WizardNode; text: string }[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const folded = new Map<string, string>();
  for (const n of nodes) {
    if (n.select === 'radio' && n.radioButtonGroup) folded.set(n.radioButtonGroup, n.line);
  }
  return nodes.flatMap((n) => {
    const paragraph = n.select === 'radio' && n.radioButtonGroup ? byId.get(n.radioButtonGroup) : undefined;
    if (paragraph && BLANK.test(paragraph.line)) return [];
    const choice = folded.get(n.id);
    if (choice !== undefined && BLANK.test(n.line)) return [{ node: n, text: foldChoice(n.line, choice) }];
    const value = n.conditionInputName ? state.inputs[n.conditionInputName] : undefined;
    return [{ node: n, text: value ? n.line.replace(BLANK, () => value) : n.line }];
  });
}

/** The live outline: every selected line in order, as the generated section will word it. */
export function WizardOutline({ tree, state }: { tree: WizardTree; state: WizardState }) {
  const nodes = selectedNodes(tree, state);
  return (
    <section className="wizard__outline" aria-labelledby="wizard-outline-title">
      <h2 id="wizard-outline-title">Your selections</h2>
      <p className="wizard__count" aria-live="polite">
        {selectedCount(tree, state)} selected
      </p>
      {nodes.length === 0 ? (
        <p>Nothing selected yet. Tick the paragraphs and options your project needs.</p>
      ) : (
        <ol className="wizard__outline-list">
          {outlineLines(nodes, state).map(({ node, text }) => (
            <li key={node.id} className={`wizard__outline-item level-${node.level}`}>
              {text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
