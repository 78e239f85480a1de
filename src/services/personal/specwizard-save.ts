import type { Db } from '../../db/types';
import type { WizardProject, WizardProjectInput } from './specwizard-projects';
import { getWizardProject, saveWizardProject } from './specwizard-projects';
import type { WizardSelectionInput } from './specwizard-specs';
import { writeWizardSelection } from './specwizard-specs';
import { countWizardWrite } from './quotas';

/**
 * One save of the wizard: the project (created when seq is absent, updated when present) and, when
 * given, its whole selection, in one transaction, so a failed save leaves nothing half-made behind.
 * The project is written by saveWizardProject, so every rule it enforces applies here too; the write
 * counts against the user's hourly wizard writes (429).
 */
export async function saveWizardProjectWithSelection(
  db: Db,
  userSeq: number,
  input: WizardProjectInput,
  selection?: WizardSelectionInput,
): Promise<WizardProject> {
  await countWizardWrite(db, userSeq, input.seq === undefined ? 'create' : 'save');
  return db.transaction(async (tx) => {
    const project = await saveWizardProject(tx, userSeq, input);
    if (!selection) return project;
    await writeWizardSelection(tx, project.seq, selection);
    return getWizardProject(tx, userSeq, project.seq);
  });
}
