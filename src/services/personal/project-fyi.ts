import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { notFound } from '../../errors';

/** The visitor's request for news about a manufacturer's project (POST /api/user-project-fyi). */
export interface ProjectFyi {
  seq: number;
  projectId: number;
  coid: number;
  createdAt: string;
}

interface FyiRow {
  seq: number;
  projectId: number;
  coid: number;
  createdAt: Date | string;
}

/** Records the request once per user and project; asking again returns the first record. */
export async function recordProjectFyi(db: Queryable, userSeq: number, projectId: number): Promise<ProjectFyi> {
  const project = await db.maybeOne<{ coid: number }>(sql`SELECT coid FROM client_projects WHERE seq = ${projectId}`);
  if (!project) throw notFound(`No project ${projectId}`);
  await db.query(sql`
    INSERT INTO user_project_fyi (user_seq, client_project_seq, coid)
    VALUES (${userSeq}, ${projectId}, ${project.coid})
    ON CONFLICT (user_seq, client_project_seq) DO NOTHING`);
  const row = await db.one<FyiRow>(sql`
    SELECT seq, client_project_seq AS "projectId", coid, created_at AS "createdAt"
    FROM user_project_fyi WHERE user_seq = ${userSeq} AND client_project_seq = ${projectId}`);
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}
