import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';

/** What was done to a project; each change records one entry naming who made it (written in the change's own statement or transaction). */
type ProjectAction =
  | 'project-updated'
  | 'section-added'
  | 'member-added'
  | 'member-changed'
  | 'member-removed'
  | 'substitution-reviewed';

export interface ProjectActivity {
  seq: number;
  action: ProjectAction;
  detail: string;
  /** Who made the change ("Jane Doe"); null once their account is deleted. */
  by: string | null;
  byUserSeq: number | null;
  at: string;
}

/** The project's newest changes first (the caller has checked the reader may view the project). */
export async function listProjectActivity(db: Queryable, projectSeq: number, limit = 20): Promise<ProjectActivity[]> {
  const rows = await db.many<Omit<ProjectActivity, 'at'> & { at: Date | string; seq: string | number }>(sql`
    SELECT a.seq, a.action, a.detail, a.user_seq AS "byUserSeq",
      CASE WHEN u.seq IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END AS by, a.created_at AS at
    FROM project_activity a LEFT JOIN users u ON u.seq = a.user_seq
    WHERE a.project_seq = ${projectSeq}
    ORDER BY a.seq DESC LIMIT ${limit}`);
  return rows.map((r) => ({ ...r, seq: Number(r.seq), at: new Date(r.at).toISOString() }));
}
