import { hashPassword } from '../../auth/passwords';
import { randomPassword } from '../../auth/random-password';
import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';

export interface ReportClient {
  coid: number;
  name: string;
  webabrv: string;
}

/** Client companies with a report link (they need a webabrv), by name. */
export function listReportClients(db: Queryable): Promise<ReportClient[]> {
  return db.many<ReportClient>(sql`SELECT coid, name, webabrv FROM companies WHERE is_client AND webabrv IS NOT NULL ORDER BY name, coid`);
}

/**
 * Gives a client a new random report password and returns it: the only time it exists in clear
 * (only its scrypt hash is stored). The old password and links stop working at once. Null for a
 * company that is not a client with a report link.
 */
export async function issueReportPassword(db: Queryable, coid: number): Promise<{ client: ReportClient; password: string } | null> {
  const password = randomPassword();
  const hash = await hashPassword(password);
  const client = await db.maybeOne<ReportClient>(sql`UPDATE companies SET report_password_hash = ${hash}
    WHERE coid = ${coid} AND is_client AND webabrv IS NOT NULL RETURNING coid, name, webabrv`);
  return client ? { client, password } : null;
}
