import { z } from 'zod';
import { RateLimiter } from '../../auth/rate-limit';
import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { accountEmail } from '../accounts/schemas';
import { fieldError } from '../accounts/field-error';
import { requireProjectRole } from './project-access';

/** POST /api/char-project/{id}/members and the project page's invitation form. */
export const memberInput = z.object({
  email: accountEmail,
  role: z.enum(['editor', 'viewer'], { error: 'must be editor or viewer' }),
});
type MemberInput = z.infer<typeof memberInput>;

/** Someone on a project: its owner, or a colleague invited as an editor or a viewer. */
export interface ProjectMember {
  userId: number;
  name: string;
  email: string;
  role: 'owner' | 'editor' | 'viewer';
  /** When they were invited (null for the owner). */
  addedAt: string | null;
}

/** Why a form's invitation was not made, for the page to say (?invite=…). */
export const INVITE_PROBLEMS = ['no-account', 'self', 'full', 'bad'] as const;
export type InviteProblem = (typeof INVITE_PROBLEMS)[number];

/** The most colleagues one project holds; a cap keeps one project's list and checks small. */
export const MAX_PROJECT_MEMBERS = 50;

/**
 * Invitations per owner and hour. An invitation says whether an address has an account (a 422 when it has
 * none), so the count bounds how fast anyone could test addresses this way, as registration's limit does.
 */
export const INVITATION_LIMIT = { limit: 100, windowMs: 60 * 60_000 } as const;

/** The advisory lock class of a project's member list (the second key is the project), the same in every process. */
const MEMBERS_LOCK_CLASS = 22_026;

interface MemberRow {
  userId: number;
  first: string;
  last: string;
  email: string;
  role: ProjectMember['role'];
  addedAt: Date | string | null;
}

const toMember = (r: MemberRow): ProjectMember => ({
  userId: r.userId,
  name: [r.first, r.last].filter(Boolean).join(' '),
  email: r.email,
  role: r.role,
  addedAt: r.addedAt === null ? null : new Date(r.addedAt).toISOString(),
});

/** The project's owner first, then its colleagues by when they were invited (anyone on the project may read it). */
export async function listMembers(db: Queryable, userSeq: number, projectSeq: number): Promise<ProjectMember[]> {
  await requireProjectRole(db, userSeq, projectSeq, 'view');
  const rows = await db.many<MemberRow>(sql`
    SELECT u.seq AS "userId", u.first_name AS first, u.last_name AS last, u.email, 'owner' AS role, NULL::timestamptz AS "addedAt", 0 AS ord
    FROM char_projects p JOIN users u ON u.seq = p.user_seq WHERE p.seq = ${projectSeq}
    UNION ALL
    SELECT u.seq, u.first_name, u.last_name, u.email, m.role, m.created_at, 1
    FROM project_members m JOIN users u ON u.seq = m.user_seq WHERE m.project_seq = ${projectSeq}
    ORDER BY ord, "addedAt", "userId"`);
  return rows.map(toMember);
}

/**
 * The owner invites a colleague by the address of their account, as an editor or a viewer; inviting a member
 * again changes their role. An address without an account is a 422 naming the email field: access follows
 * an account whose address was proven by signing in, never an address someone registers later.
 */
export async function addMember(db: Db, userSeq: number, projectSeq: number, input: MemberInput): Promise<ProjectMember> {
  await requireProjectRole(db, userSeq, projectSeq, 'manage');
  await new RateLimiter(db, 'project:invite', INVITATION_LIMIT.limit, INVITATION_LIMIT.windowMs).hit(String(userSeq));
  const invitee = await db.maybeOne<{ seq: number }>(sql`SELECT seq FROM users WHERE email = ${input.email}`);
  if (!invitee) throw fieldError('email', 'has no SpecFind account: ask your colleague to create one with this address, then invite them', 422);
  if (invitee.seq === userSeq) throw fieldError('email', 'is yours: you own this project', 422);
  await db.transaction(async (tx) => {
    // The count and the insert under one lock per project, so racing invitations never pass the cap.
    await tx.query(sql`SELECT pg_advisory_xact_lock(${MEMBERS_LOCK_CLASS}::int, ${projectSeq}::int)`);
    const { n, had } = await tx.one<{ n: number; had: string | null }>(sql`
      SELECT count(*)::int AS n, max(role) FILTER (WHERE user_seq = ${invitee.seq}) AS had FROM project_members WHERE project_seq = ${projectSeq}`);
    if (had === null && n >= MAX_PROJECT_MEMBERS) throw new AppError(409, `A project holds at most ${MAX_PROJECT_MEMBERS} colleagues. Remove some to invite more.`);
    await tx.query(sql`
      INSERT INTO project_members (project_seq, user_seq, role, invited_by) VALUES (${projectSeq}, ${invitee.seq}, ${input.role}, ${userSeq})
      ON CONFLICT (project_seq, user_seq) DO UPDATE SET role = EXCLUDED.role`);
    await tx.query(sql`
      INSERT INTO project_activity (project_seq, user_seq, action, detail)
      VALUES (${projectSeq}, ${userSeq}, ${had === null ? 'member-added' : 'member-changed'}, ${`${input.email} as ${input.role}`})`);
  });
  const members = await listMembers(db, userSeq, projectSeq);
  return members.find((m) => m.userId === invitee.seq)!;
}

/** The owner removes a colleague, or a colleague leaves; anyone else is refused, and someone not on the project is a 404. */
export async function removeMember(db: Db, userSeq: number, projectSeq: number, memberSeq: number): Promise<void> {
  await requireProjectRole(db, userSeq, projectSeq, memberSeq === userSeq ? 'view' : 'manage');
  const result = await db.query(sql`
    WITH gone AS (DELETE FROM project_members WHERE project_seq = ${projectSeq} AND user_seq = ${memberSeq} RETURNING user_seq)
    INSERT INTO project_activity (project_seq, user_seq, action, detail)
    SELECT ${projectSeq}, ${userSeq}, 'member-removed', u.email FROM gone JOIN users u ON u.seq = gone.user_seq`);
  if (result.rowCount === 0) throw notFound(`No colleague ${memberSeq} on this project`);
}
