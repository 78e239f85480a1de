import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { projectTypeName } from '../../domain/project-types';
import { notFound } from '../../errors';
import type { ProjectNeed, ProjectRole } from './project-access';
import { requireProjectRole } from './project-access';

/** Section number ("08 11 13") → coids of the manufacturers specified there. */
export type CsiMap = Record<string, number[]>;

interface ProjectOwner {
  seq: number;
  company: string;
  fullname: string;
  website: string;
  city: string;
  state: string;
}

/** A project (character project); char_project_id is exposed as projectId. */
export interface Project {
  seq: number;
  projectId: string;
  name: string;
  type: number | null;
  typeName: string | null;
  city: string;
  state: string;
  owner: ProjectOwner;
  last_spec_date: string | null;
  csiMap: CsiMap;
  createdAt: string;
  /** What the reader is to the project: its owner, or a colleague invited as an editor or a viewer. */
  role: ProjectRole;
}

interface ProjectRow {
  seq: number;
  projectId: string;
  name: string;
  type: number | null;
  city: string;
  state: string;
  last_spec_date: Date | string | null;
  csi_map: CsiMap | string | null;
  created_at: Date | string;
  owner_seq: number;
  owner_company: string;
  owner_first: string;
  owner_last: string;
  owner_website: string;
  owner_city: string;
  owner_state: string;
  role: ProjectRole;
}

const SELECT_PROJECTS = sql`
  SELECT p.seq, p.char_project_id AS "projectId", p.name, p.type, p.city, p.state, p.last_spec_date,
         p.csi_map, p.created_at, u.seq AS owner_seq, u.company AS owner_company, u.first_name AS owner_first,
         u.last_name AS owner_last, u.website AS owner_website, u.city AS owner_city, u.state AS owner_state
  FROM char_projects p JOIN users u ON u.seq = p.user_seq`;

/** The reader's role on project `p` (owner or member), null when they are neither. */
const roleOf = (userSeq: number) => sql`CASE WHEN p.user_seq = ${userSeq} THEN 'owner'
  ELSE (SELECT m.role FROM project_members m WHERE m.project_seq = p.seq AND m.user_seq = ${userSeq}) END`;

function toProject(row: ProjectRow): Project {
  const csiMap = typeof row.csi_map === 'string' ? (JSON.parse(row.csi_map) as CsiMap) : (row.csi_map ?? {});
  return {
    seq: row.seq,
    projectId: row.projectId,
    name: row.name,
    type: row.type,
    typeName: projectTypeName(row.type),
    city: row.city,
    state: row.state,
    owner: {
      seq: row.owner_seq,
      company: row.owner_company,
      fullname: [row.owner_first, row.owner_last].filter(Boolean).join(' '),
      website: row.owner_website,
      city: row.owner_city,
      state: row.owner_state,
    },
    last_spec_date: row.last_spec_date ? new Date(row.last_spec_date).toISOString() : null,
    csiMap,
    createdAt: new Date(row.created_at).toISOString(),
    role: row.role,
  };
}

/** The user's projects and those shared with them (role says which), newest first. */
export async function listProjects(db: Queryable, userSeq: number): Promise<Project[]> {
  const rows = await db.many<ProjectRow>(sql`
    SELECT * FROM (SELECT q.*, ${roleOf(userSeq)} AS role FROM (${SELECT_PROJECTS}) q JOIN char_projects p ON p.seq = q.seq
      WHERE p.user_seq = ${userSeq} OR p.seq IN (SELECT project_seq FROM project_members WHERE user_seq = ${userSeq})) r
    ORDER BY r.created_at DESC, r.seq DESC`);
  return rows.map(toProject);
}

/** A project reference: its seq (digits) or its projectId (char_project_id, e.g. "P-2025-0042"). */
export type ProjectRef = number | string;

/**
 * A project the user may use as `need` asks (reading by default): through requireProjectRole, so a project
 * they are not a member of is a 404 like an unknown one, and a viewer's change a 403.
 */
export async function getProject(db: Queryable, userSeq: number, ref: ProjectRef, need: ProjectNeed = 'view'): Promise<Project> {
  const match = typeof ref === 'number' ? sql`p.seq = ${ref}` : sql`p.char_project_id = ${ref}`;
  const row = await db.maybeOne<Omit<ProjectRow, 'role'>>(sql`${SELECT_PROJECTS} WHERE ${match}`);
  if (!row) throw notFound(`No project ${ref}`);
  const role = await requireProjectRole(db, userSeq, row.seq, need);
  return toProject({ ...row, role });
}

/** The seq of the project `ref` names, or 404; the caller's service checks the reader's role on it. */
export async function projectSeqOf(db: Queryable, ref: ProjectRef): Promise<number> {
  if (typeof ref === 'number') return ref;
  const row = await db.maybeOne<{ seq: number }>(sql`SELECT seq FROM char_projects WHERE char_project_id = ${ref}`);
  if (!row) throw notFound(`No project ${ref}`);
  return row.seq;
}
