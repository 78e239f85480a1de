import type { WizardState } from '../../domain/spec-wizard';

/** The localStorage key of the unsaved selections of one wizard (by its content id). */
export const wizardDraftKey = (contentId: number) => `specfind:wizard-draft:${contentId}`;

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** A stored draft, or null when there is none or it is not a wizard state (hand-edited, older shape). */
export function parseWizardDraft(text: string | null): WizardState | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { selected, inputs } = value as Record<string, unknown>;
    if (!Array.isArray(selected) || !selected.every((id) => typeof id === 'string') || !isStringRecord(inputs)) return null;
    return { selected, inputs };
  } catch {
    return null;
  }
}

/** True when a state holds nothing worth keeping. */
export const isEmptyState = (state: WizardState) => state.selected.length === 0 && Object.keys(state.inputs).length === 0;

/** localStorage, or null where it is unavailable (private modes, storage turned off). */
export function draftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
