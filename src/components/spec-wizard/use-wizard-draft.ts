import type { Dispatch, SetStateAction } from 'react';
import { useCallback, useEffect, useState } from 'react';
import type { WizardState, WizardTree } from '../../domain/spec-wizard';
import { applySaved } from '../../domain/spec-wizard';
import { draftStorage, isEmptyState, parseWizardDraft, wizardDraftKey } from './wizard-draft';

/**
 * Keeps the selections of a wizard that is not a saved project as a draft in this browser, so a
 * reload, the Back button or signing in loses nothing. On the first render after hydration a stored
 * draft is re-applied through the wizard rules (ids the wizard no longer has drop out); from then on
 * every change is written, an empty selection removes the draft, and `clear` removes it once the
 * selections are saved as a project. `restored` tells the page to say where the selections came from.
 */
export function useWizardDraft(tree: WizardTree, contentId: number, isProject: boolean, state: WizardState, setState: Dispatch<SetStateAction<WizardState>>) {
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const key = wizardDraftKey(contentId);

  useEffect(() => {
    const draft = isProject ? null : parseWizardDraft(draftStorage()?.getItem(key) ?? null);
    if (draft) {
      const applied = applySaved(tree, draft.selected, draft.inputs).state;
      if (!isEmptyState(applied)) {
        setState(applied);
        setRestored(true);
      }
    }
    setReady(true);
    // Read once, after hydration: the server-rendered markup knows nothing of the browser's storage.
  }, []);

  useEffect(() => {
    if (!ready || isProject) return;
    const storage = draftStorage();
    try {
      if (isEmptyState(state)) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(state));
    } catch {
      // A full or refused storage only costs the draft.
    }
  }, [ready, isProject, key, state]);

  const clear = useCallback(() => {
    draftStorage()?.removeItem(key);
    setRestored(false);
  }, [key]);

  return { restored, clear };
}
