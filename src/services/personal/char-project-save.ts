import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { AppError, notFound } from '../../errors';
import type { CsiMap, Project, ProjectRef } from './char-projects';
import { getProject } from './char-projects';
import { editableBy, requireProjectRole } from './project-access';
import { addWithinQuota } from './quotas';

export interface ProjectInput {
  /** Absent: create a project. Present: update that project. */
  seq?: number;
  name: string;
  type?: number | null;
  city?: string;
  state?: string;
  csiMap?: CsiMap;
}

/** Creates one of the user's projects within their quota; its seq. */
export async function createProject(db: Queryable, userSeq: number, input: ProjectInput): Promise<number> {
  // The projectId reads like the seeded ones, "P-{year}-{seq}"; seq comes from the same sequence.
  const insert = (tx: Queryable) => tx.one<{ seq: number }>(sql`
    WITH next AS (SELECT nextval(pg_get_serial_sequence('char_projects', 'seq'))::int AS seq)
    INSERT INTO char_projects (seq, char_project_id, user_seq, name, type, city, state, csi_map)
    SELECT next.seq, 'P-' || to_char(now(), 'YYYY') || '-' || lpad(next.seq::text, 4, '0'),
           ${userSeq}, ${input.name}, ${input.type ?? null}, ${input.city ?? ''}, ${input.state ?? ''},
           ${JSON.stringify(input.csiMap ?? {})}::jsonb
    FROM next
    RETURNING seq`);
  return (await addWithinQuota(db, userSeq, 'projects', { insert })).seq;
}

/** Changes the project (its owner or an editor; a viewer gets 403, anyone else 404) and records who did. */
async function updateProject(db: Queryable, userSeq: number, seq: number, input: ProjectInput, action: 'project-updated' | 'section-added' = 'project-updated', detail = ''): Promise<number> {
  await requireProjectRole(db, userSeq, seq, 'edit');
  // Fields left out keep their value; `type: null` clears the type. The change and its activity entry are one statement.
  const result = await db.query(sql`
    WITH changed AS (
      UPDATE char_projects cp SET
        name = ${input.name},
        type = CASE WHEN ${input.type === undefined} THEN type ELSE ${input.type ?? null}::int END,
        city = coalesce(${input.city ?? null}, city),
        state = coalesce(${input.state ?? null}, state),
        csi_map = coalesce(${input.csiMap === undefined ? null : JSON.stringify(input.csiMap)}::jsonb, csi_map),
        updated_by = ${userSeq}, updated_at = now()
      WHERE cp.seq = ${seq} AND ${editableBy(userSeq)}
      RETURNING cp.seq)
    INSERT INTO project_activity (project_seq, user_seq, action, detail)
    SELECT seq, ${userSeq}, ${action}, ${(detail || input.name).slice(0, 300)} FROM changed`);
  if (result.rowCount === 0) throw notFound(`No project ${seq}`);
  return seq;
}

/** Creates the project when seq is absent, updates it when present (its owner or an editor). */
export async function saveProject(db: Queryable, userSeq: number, input: ProjectInput): Promise<Project> {
  const seq = input.seq === undefined ? await createProject(db, userSeq, input) : await updateProject(db, userSeq, input.seq, input);
  return getProject(db, userSeq, seq);
}

/** Deletes a project (its outline specs go with it): only its owner may; a member gets 403, anyone else 404. */
export async function deleteProject(db: Queryable, userSeq: number, ref: ProjectRef): Promise<void> {
  const project = await getProject(db, userSeq, ref);
  if (project.role !== 'owner') throw new AppError(403, 'Only the project’s owner may delete it');
  const result = await db.query(sql`DELETE FROM char_projects WHERE seq = ${project.seq} AND user_seq = ${userSeq}`);
  if (result.rowCount === 0) throw notFound(`No project ${ref}`);
}

/** Caps of a project's CSI map (the same the API's csiMap field enforces). */
export const MAX_MAP_SECTIONS = 300;
export const MAX_SECTION_MANUFACTURERS = 100;

/**
 * Adds a manufacturer under a CSI section of a project the user may change ("add to project" on a
 * product's page). Adding one that is already there changes nothing; a full map is a 409.
 */
export async function addSectionManufacturer(db: Queryable, userSeq: number, projectSeq: number, section: string, coid: number): Promise<Project> {
  const project = await getProject(db, userSeq, projectSeq, 'edit');
  const listed = project.csiMap[section] ?? [];
  if (listed.includes(coid)) return project;
  if (!(section in project.csiMap) && Object.keys(project.csiMap).length >= MAX_MAP_SECTIONS) {
    throw new AppError(409, `The project already names ${MAX_MAP_SECTIONS} CSI sections, the most it can hold.`);
  }
  if (listed.length >= MAX_SECTION_MANUFACTURERS) throw new AppError(409, `Section ${section} already names ${MAX_SECTION_MANUFACTURERS} manufacturers.`);
  const csiMap = { ...project.csiMap, [section]: [...listed, coid] };
  await updateProject(db, userSeq, project.seq, { name: project.name, csiMap }, 'section-added', `${section}: manufacturer ${coid}`);
  return getProject(db, userSeq, project.seq);
}
