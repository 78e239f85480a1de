import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { AppError, notFound } from '../../errors';

/** What someone is to a project: its owner, or a member invited as an editor or a viewer. */
export type ProjectRole = 'owner' | 'editor' | 'viewer';

/** What an action needs: reading and downloading, changing, or managing members. */
export type ProjectNeed = 'view' | 'edit' | 'manage';

const GRANTS: Record<ProjectRole, readonly ProjectNeed[]> = {
  owner: ['view', 'edit', 'manage'],
  editor: ['view', 'edit'],
  viewer: ['view'],
};

/** The user's role on the project (by its seq), or null when they are neither its owner nor a member. */
async function projectRole(db: Queryable, userSeq: number, projectSeq: number): Promise<ProjectRole | null> {
  const row = await db.maybeOne<{ role: ProjectRole }>(sql`
    SELECT 'owner' AS role FROM char_projects WHERE seq = ${projectSeq} AND user_seq = ${userSeq}
    UNION ALL
    SELECT role FROM project_members WHERE project_seq = ${projectSeq} AND user_seq = ${userSeq}
    LIMIT 1`);
  return row?.role ?? null;
}

/**
 * The user's role when it allows what they ask. People who are not members get 404, as for a project that does
 * not exist (a project's existence is not disclosed); members without the right get 403.
 */
export async function requireProjectRole(db: Queryable, userSeq: number, projectSeq: number, need: ProjectNeed): Promise<ProjectRole> {
  const role = await projectRole(db, userSeq, projectSeq);
  if (!role) throw notFound('No such project');
  if (!GRANTS[role].includes(need)) throw new AppError(403, need === 'manage' ? 'Only the project’s owner manages its members' : 'Viewers may read and download this project, not change it');
  return role;
}

/**
 * SQL condition on a char_projects row aliased `cp`: the user may change it (its owner or an editor). Writes
 * put it in their own WHERE, so a member removed meanwhile cannot slip a change through after the check.
 */
export const editableBy = (userSeq: number) => sql`(cp.user_seq = ${userSeq} OR EXISTS (
  SELECT 1 FROM project_members m WHERE m.project_seq = cp.seq AND m.user_seq = ${userSeq} AND m.role = 'editor'))`;

/** SQL condition on a char_projects row aliased `cp`: the user is its owner or a colleague on it. */
export const onProject = (userSeq: number) => sql`(cp.user_seq = ${userSeq} OR EXISTS (
  SELECT 1 FROM project_members m WHERE m.project_seq = cp.seq AND m.user_seq = ${userSeq}))`;
