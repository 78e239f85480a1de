import type { RefObject } from 'react';
import { useEffect } from 'react';
import type { WizardState } from '../../domain/spec-wizard';
import { WIZARD_INPUT_PREFIX } from './wizard-input-id';

/** Sets every wizard input under `root` to what the state says. */
function writeStateToInputs(root: HTMLElement, state: WizardState): void {
  const selected = new Set(state.selected);
  for (const input of root.querySelectorAll<HTMLInputElement>(`input[id^="${WIZARD_INPUT_PREFIX}"]`)) {
    const id = input.id.slice(WIZARD_INPUT_PREFIX.length);
    if (input.type === 'checkbox' || input.type === 'radio') input.checked = selected.has(id);
    else if (input.type === 'text') input.value = state.inputs[id] ?? '';
  }
}

/**
 * The wizard's state is the only truth about what is ticked. A browser that restores form
 * controls on Back or reload (by position, so a tick can land on a line the user never chose)
 * is overruled: after every render and on every pageshow the inputs are set from the state.
 * The tree's form also has autocomplete="off", which tells browsers not to restore it at all.
 */
export function useFormFromState(root: RefObject<HTMLElement | null>, state: WizardState): void {
  useEffect(() => {
    if (root.current) writeStateToInputs(root.current, state);
    const onPageShow = () => root.current && writeStateToInputs(root.current, state);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [root, state]);
}
