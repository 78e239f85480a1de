import type { WizardState, WizardTree } from '../../domain/spec-wizard';
import { BLANK } from '../../domain/spec-document';
import { selectedCount, selectedNodes } from '../../domain/spec-wizard';

/** The live outline: every selected line in order, blanks filled with what was typed. */
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
          {nodes.map((n) => {
            const value = n.conditionInputName ? state.inputs[n.conditionInputName] : undefined;
            return (
              <li key={n.id} className={`wizard__outline-item level-${n.level}`}>
                {value ? n.line.replace(BLANK, value) : n.line}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
