import { useState } from 'react';
import { api } from '../../client/api';
import { WIZARD_TOAST_MS } from '../../domain/constants';
import type { WizardState } from '../../domain/spec-wizard';

export interface WizardProjectRef {
  seq: number;
  name: string;
}

type ShowToast = (message: string, kind: 'success' | 'error', durationMs: number) => void;

/**
 * Saves the wizard's selections as the user's spec wizard project: created when it has no
 * seq yet, updated when it has one (SPEC §4), then its specs replaced. Toasts "Saved project"
 * or "Could not save project" for 3 s (SPEC §8). After the first save the address becomes
 * the project's wizard page, so a reload re-applies the saved selections.
 */
export function useWizardProject(initial: WizardProjectRef | null, contentId: number, showToast: ShowToast) {
  const [project, setProject] = useState(initial);
  const [busy, setBusy] = useState(false);

  const save = async (name: string, state: WizardState) => {
    if (busy) return;
    setBusy(true);
    try {
      let seq = project?.seq;
      if (seq === undefined) {
        seq = (await api<{ seq: number }>('/api/specwizard-project', { method: 'POST', body: { name, contentId } })).seq;
      } else if (name !== project?.name) {
        await api(`/api/specwizard-project/${seq}`, { method: 'PUT', body: { name } });
      }
      await api(`/api/specwizard-project/${seq}/specs`, { method: 'POST', body: { specs: state.selected, inputs: state.inputs } });
      setProject({ seq, name });
      showToast('Saved project', 'success', WIZARD_TOAST_MS);
      const projectPath = `/account/specwizard-projects/${seq}/specwizard`;
      if (window.location.pathname !== projectPath) window.history.replaceState(null, '', projectPath);
    } catch {
      showToast('Could not save project', 'error', WIZARD_TOAST_MS);
    } finally {
      setBusy(false);
    }
  };

  return { project, busy, save };
}
