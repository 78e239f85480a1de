import { resetWizard, selectLine, setInput, type WizardState, type WizardTree } from '../../src/domain/spec-wizard';
import { deepFreeze } from './wizard-tree';

/** A click on a line id, or a value typed into a condition input. */
export type Step = string | [name: string, value: string];

/** Plays steps from an empty state; every state is frozen, so a rule that mutated one would throw. */
export function play(tree: WizardTree, ...steps: Step[]): WizardState {
  return steps.reduce<WizardState>(
    (state, step) => deepFreeze(typeof step === 'string' ? selectLine(tree, state, step) : setInput(tree, state, ...step)),
    deepFreeze(resetWizard()),
  );
}
