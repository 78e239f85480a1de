import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import { notFound } from '../../errors';
import { countWizardWrite } from './quotas';

async function assertOwned(db: Db, userSeq: number, projectSeq: number): Promise<void> {
  const owned = await db.maybeOne(sql`SELECT 1 FROM specwizard_projects WHERE seq = ${projectSeq} AND user_seq = ${userSeq}`);
  if (!owned) throw notFound(`No spec wizard project ${projectSeq}`);
}

/** A selection to store: spec ids (duplicates are stored once) and condition input values by input name. */
export interface WizardSelectionInput {
  specIds: string[];
  inputs: Record<string, string>;
}

interface WizardSelection {
  specs: { specId: string }[];
  /** Condition input values by input name. */
  inputs: Record<string, string>;
}

/** GET /api/specwizard-project/{id}/specs: the selected spec ids, each entry carrying specId, and the input values. */
export async function listWizardSpecs(db: Db, userSeq: number, projectSeq: number): Promise<WizardSelection> {
  await assertOwned(db, userSeq, projectSeq);
  const [specs, project] = await Promise.all([
    db.many<{ specId: string }>(sql`
      SELECT spec_id AS "specId" FROM specwizard_project_specs WHERE project_seq = ${projectSeq} ORDER BY spec_id`),
    db.one<{ inputs: Record<string, string> }>(sql`SELECT inputs FROM specwizard_projects WHERE seq = ${projectSeq}`),
  ]);
  return { specs, inputs: project.inputs };
}

/**
 * Makes the given ids and inputs the project's whole selection. Runs inside the caller's transaction;
 * the caller has checked that the project is the user's.
 */
export async function writeWizardSelection(tx: Queryable, projectSeq: number, selection: WizardSelectionInput): Promise<void> {
  const unique = [...new Set(selection.specIds)];
  await tx.query(sql`DELETE FROM specwizard_project_specs WHERE project_seq = ${projectSeq}`);
  if (unique.length > 0) {
    await tx.query(sql`
      INSERT INTO specwizard_project_specs (project_seq, spec_id)
      SELECT ${projectSeq}, unnest(${unique}::text[])`);
  }
  await tx.query(sql`UPDATE specwizard_projects SET inputs = ${JSON.stringify(selection.inputs)}::jsonb, updated_at = now() WHERE seq = ${projectSeq}`);
}

/**
 * POST /api/specwizard-project/{id}/specs: the given ids and inputs become the whole selection (in one
 * transaction); counts as a save (429 past WIZARD_WRITE_LIMITS).
 */
export async function replaceWizardSpecs(db: Db, userSeq: number, projectSeq: number, selection: WizardSelectionInput): Promise<WizardSelection> {
  await assertOwned(db, userSeq, projectSeq);
  await countWizardWrite(db, userSeq, 'save');
  await db.transaction((tx) => writeWizardSelection(tx, projectSeq, selection));
  return listWizardSpecs(db, userSeq, projectSeq);
}
