import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { DigestFrequency } from '../../domain/watches';

export async function setDigestFrequency(db: Queryable, userSeq: number, frequency: DigestFrequency): Promise<void> {
  await db.query(sql`UPDATE users SET change_digest = ${frequency} WHERE seq = ${userSeq}`);
}

export async function digestFrequencyOf(db: Queryable, userSeq: number): Promise<DigestFrequency> {
  const row = await db.maybeOne<{ frequency: DigestFrequency }>(sql`SELECT change_digest AS frequency FROM users WHERE seq = ${userSeq}`);
  return row?.frequency ?? 'off';
}
