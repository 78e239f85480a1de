import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { projectTypeName } from '../../domain/project-types';
import { notFound } from '../../errors';
import { addWithinQuota } from './quotas';
import { createProject } from './char-project-save';
import { requireProjectRole } from './project-access';

/** A spec wizard project: seq and its selected spec ids, each entry carrying specId. */
export interface WizardProject {
  seq: number;
  name: string;
  type: number | null;
  typeName: string | null;
  /** The spec wizard (content item of type sw) the selections belong to. */
  contentId: number | null;
  coid: number | null;
  createdAt: string;
  updatedAt: string;
  specs: { specId: string }[];
  /** Condition input values by input name. */
  inputs: Record<string, string>;
  /** The project (char project seq) the selections belong to; null once that project is deleted. */
  projectSeq: number | null;
}

interface WizardRow {
  seq: number;
  name: string;
  type: number | null;
  contentId: number | null;
  coid: number | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  specIds: string[] | null;
  inputs: Record<string, string>;
  projectSeq: number | null;
}

const SELECT_WIZARD_PROJECTS = sql`
  SELECT w.seq, w.name, w.type, w.content_id AS "contentId", w.coid, w.created_at AS "createdAt", w.updated_at AS "updatedAt", w.inputs, w.char_project_seq AS "projectSeq",
         (SELECT array_agg(s.spec_id ORDER BY s.spec_id) FROM specwizard_project_specs s WHERE s.project_seq = w.seq) AS "specIds"
  FROM specwizard_projects w`;

function toWizardProject(row: WizardRow): WizardProject {
  return {
    seq: row.seq,
    name: row.name,
    type: row.type,
    typeName: projectTypeName(row.type),
    contentId: row.contentId,
    coid: row.coid,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    specs: (row.specIds ?? []).map((specId) => ({ specId })),
    inputs: row.inputs,
    projectSeq: row.projectSeq,
  };
}

/** GET /api/specwizard-project/me: the user's wizard projects, most recently changed first. */
export async function listWizardProjects(db: Queryable, userSeq: number): Promise<WizardProject[]> {
  const rows = await db.many<WizardRow>(sql`${SELECT_WIZARD_PROJECTS}
    WHERE w.user_seq = ${userSeq} ORDER BY w.updated_at DESC, w.seq DESC`);
  return rows.map(toWizardProject);
}

export async function getWizardProject(db: Queryable, userSeq: number, seq: number): Promise<WizardProject> {
  const row = await db.maybeOne<WizardRow>(sql`${SELECT_WIZARD_PROJECTS} WHERE w.seq = ${seq} AND w.user_seq = ${userSeq}`);
  if (!row) throw notFound(`No spec wizard project ${seq}`);
  return toWizardProject(row);
}

export interface WizardProjectInput {
  seq?: number;
  name: string;
  type?: number | null;
  contentId?: number | null;
  /** The project the selections belong to (one the user edits); a new wizard project without one gets a project of its own. */
  project?: number;
}

/** The manufacturer of a spec wizard; an unknown wizard is a 404. */
async function wizardCoid(db: Queryable, contentId: number): Promise<number> {
  const row = await db.maybeOne<{ coid: number }>(sql`
    SELECT coid FROM content_items WHERE id = ${contentId} AND content_type = 'sw' AND online`);
  if (!row) throw notFound(`No spec wizard ${contentId}`);
  return row.coid;
}

/**
 * Creates when seq is absent, updates the user's own project when present. New projects
 * count against the user's quota (409). Callers count the write first (`countWizardWrite`, on the
 * app's database: `saveWizardProjectWithSelection` does).
 */
export async function saveWizardProject(db: Queryable, userSeq: number, input: WizardProjectInput): Promise<WizardProject> {
  const contentId = input.contentId ?? null;
  const coid = contentId === null ? null : await wizardCoid(db, contentId);
  if (input.project !== undefined) await requireProjectRole(db, userSeq, input.project, 'edit');
  if (input.seq === undefined) {
    const row = await addWithinQuota(db, userSeq, 'wizardProjects', {
      insert: async (tx) => {
        // One list of projects: selections made outside a project start one of the same name.
        const projectSeq = input.project ?? (await createProject(tx, userSeq, { name: input.name.slice(0, 120), type: input.type ?? null }));
        return tx.one<{ seq: number }>(sql`
          INSERT INTO specwizard_projects (user_seq, name, type, content_id, coid, char_project_seq)
          VALUES (${userSeq}, ${input.name}, ${input.type ?? null}, ${contentId}, ${coid}, ${projectSeq}) RETURNING seq`);
      },
    });
    return getWizardProject(db, userSeq, row.seq);
  }
  const keepWizard = input.contentId === undefined;
  const result = await db.query(sql`
    UPDATE specwizard_projects SET name = ${input.name},
      type = CASE WHEN ${input.type === undefined} THEN type ELSE ${input.type ?? null}::int END,
      content_id = CASE WHEN ${keepWizard} THEN content_id ELSE ${contentId}::int END,
      coid = CASE WHEN ${keepWizard} THEN coid ELSE ${coid}::int END,
      char_project_seq = coalesce(${input.project ?? null}::int, char_project_seq),
      updated_at = now()
    WHERE seq = ${input.seq} AND user_seq = ${userSeq}`);
  if (result.rowCount === 0) throw notFound(`No spec wizard project ${input.seq}`);
  return getWizardProject(db, userSeq, input.seq);
}

export async function deleteWizardProject(db: Queryable, userSeq: number, seq: number): Promise<void> {
  const result = await db.query(sql`DELETE FROM specwizard_projects WHERE seq = ${seq} AND user_seq = ${userSeq}`);
  if (result.rowCount === 0) throw notFound(`No spec wizard project ${seq}`);
}
