import { reportPassword } from '../../scripts/seed/company-rows';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';

export interface ClientCompany {
  coid: number;
  name: string;
  webabrv: string;
  password: string;
}

/** The seeded client companies (each with report password demo-report-{webabrv}) and one non-client. */
export async function reportCompanies(db: Db): Promise<{ clients: ClientCompany[]; nonClient: { coid: number; webabrv: string } }> {
  const rows = await db.many<{ coid: number; name: string; webabrv: string }>(sql`
    SELECT coid, name, webabrv FROM companies WHERE is_client ORDER BY coid`);
  const nonClient = await db.one<{ coid: number; webabrv: string }>(sql`
    SELECT coid, webabrv FROM companies WHERE NOT is_client AND webabrv IS NOT NULL ORDER BY coid LIMIT 1`);
  return { clients: rows.map((r) => ({ ...r, password: reportPassword(r.webabrv) })), nonClient };
}
