import type { Queryable } from '../../db/types';
import { sectionText } from '../../domain/spec-output';
import type { WizardState } from '../../domain/spec-wizard';
import { applySaved, buildWizardTree, defaultSelection } from '../../domain/spec-wizard';
import { buildModel } from './local';
import type { ResolvedRequest, SpecRequest } from './request';
import { resolveRequest } from './request';

interface GeneratedSectionText {
  request: ResolvedRequest;
  /** The selection as the wizard rules kept it (what the download URLs carry). */
  state: WizardState;
  /** Chosen ids and input names that match nothing in the section. */
  unmatched: string[];
  text: string;
}

/**
 * The section the spec generator writes, as plain text: the chosen paragraph and option ids
 * (or, when none are given, every unconditional paragraph with its first option) applied through
 * the wizard rules, with the "or equal" alternatives.
 */
export async function generatedSectionText(
  db: Queryable,
  input: Pick<SpecRequest, 'coid' | 'spec' | 'inputs' | 'mf'> & { ids: string[] | null },
): Promise<GeneratedSectionText> {
  const draft = await resolveRequest(db, { ...input, ids: input.ids ?? [], format: 'html', filename: null });
  const tree = buildWizardTree(draft.document.body);
  const ids = input.ids ?? defaultSelection(tree);
  const { state, unmatched } = applySaved(tree, ids, input.inputs);
  const request = { ...draft, ids: state.selected, inputs: state.inputs };
  return { request, state, unmatched, text: sectionText(await buildModel(db, request)) };
}
