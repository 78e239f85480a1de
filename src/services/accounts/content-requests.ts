import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';

export interface UserContentRequest {
  seq: number;
  kind: string;
  status: string;
  message: string;
  companyName: string | null;
  coid: number | null;
  createdAt: Date;
}

/** The signed-in user's requests for information and content, newest first. */
export function listUserContentRequests(db: Queryable, userSeq: number, limit = 200): Promise<UserContentRequest[]> {
  return db.many<UserContentRequest>(sql`
    SELECT r.seq, r.kind, r.status, r.message, c.name AS "companyName", r.coid, r.created_at AS "createdAt"
    FROM content_requests r LEFT JOIN companies c ON c.coid = r.coid
    WHERE r.user_seq = ${userSeq}
    ORDER BY r.created_at DESC, r.seq DESC
    LIMIT ${limit}`);
}
