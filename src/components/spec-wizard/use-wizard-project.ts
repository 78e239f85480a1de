import { useState } from 'react';
import { api } from '../../client/api';
import { WIZARD_TOAST_MS } from '../../domain/toast-queue';
import type { WizardState } from '../../domain/spec-wizard';

export interface WizardProjectRef {
  seq: number;
  name: string;
}

type ShowToast = (message: string, kind: 'success' | 'error', durationMs: number) => void;

/**
 * Saves the wizard's selections as the user's spec wizard project in one call: created with its
 * selections when it has no seq yet, updated (name and selections) when it has one. The
 * server stores both in one transaction, so a failed first save leaves no project behind and the next
 * click creates it; after a successful one every save updates it. Toasts "Saved project" or "Could
 * not save project" for 3 s. After the first save the address becomes the project's wizard
 * page, so a reload re-applies the saved selections. A first save opened from a project's page lands in that project.
 */
export function useWizardProject(initial: WizardProjectRef | null, contentId: number, showToast: ShowToast, charProject: number | null = null) {
  const [project, setProject] = useState(initial);
  const [busy, setBusy] = useState(false);

  /** True when the project was saved. */
  const save = async (name: string, state: WizardState): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const body = { name, specs: state.selected, inputs: state.inputs };
      const saved = project
        ? await api<WizardProjectRef>(`/api/specwizard-project/${project.seq}`, { method: 'PUT', body })
        : await api<WizardProjectRef>('/api/specwizard-project', { method: 'POST', body: { ...body, contentId, ...(charProject === null ? {} : { project: charProject }) } });
      setProject({ seq: saved.seq, name: saved.name });
      showToast('Saved project', 'success', WIZARD_TOAST_MS);
      const projectPath = `/account/specwizard-projects/${saved.seq}/specwizard`;
      if (window.location.pathname !== projectPath) window.history.replaceState(null, '', projectPath);
      return true;
    } catch {
      showToast('Could not save project', 'error', WIZARD_TOAST_MS);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { project, busy, save };
}
