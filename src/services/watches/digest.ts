import { sql } from '../../db/sql';
import type { SqlQuery } from '../../db/sql';
import type { Db } from '../../db/types';
import { SITE_NAME } from '../../domain/site';
import type { DigestFrequency } from '../../domain/watches';
import { changeLabel } from '../../domain/watches';
import { storeMessage } from '../mail/outbox';
import type { ProductChange } from './changes';
import { changesFor, recordDeclarationChanges } from './changes';
import { formatCount } from '../../domain/count-text';

/** How often the server looks for digests that are due (a day's digest goes out within this of its time). */
export const CHANGE_DIGEST_INTERVAL_MS = 60 * 60_000;

/** At most this many changes in one mail; the rest wait for the next. */
const DIGEST_MAX_CHANGES = 50;

interface DueUser {
  seq: number;
  email: string;
  firstName: string;
  frequency: Exclude<DigestFrequency, 'off'>;
}

/** The user's day or week since the last digest has passed at `now` (or no digest went out yet). */
function digestDue(now: Date): SqlQuery {
  return sql`change_digest <> 'off'
    AND (digest_sent_at IS NULL
      OR digest_sent_at <= ${now}::timestamptz - CASE change_digest WHEN 'daily' THEN interval '1 day' ELSE interval '7 days' END)`;
}

function digestText(user: DueUser, changes: readonly ProductChange[], publicUrl: string): string {
  const lines = changes.map((c) =>
    [
      `- ${c.changedAt} ${changeLabel(c.kind)}: ${c.title} (${c.companyName})\n  ${new URL(c.url, publicUrl).href}`,
      ...c.specifiedIn.map((p) => `  Changed since specified in ${p.name}: ${new URL(`/account/projects/${p.seq}`, publicUrl).href}`),
    ].join('\n'),
  );
  return [
    `Hello ${user.firstName || 'there'},`,
    '',
    `What changed in the products, manufacturers and projects you watch on ${SITE_NAME}:`,
    '',
    ...lines,
    '',
    `Your watches and mail setting: ${new URL('/account/watches', publicUrl).href}`,
  ].join('\n');
}

/**
 * Queues one digest mail per user who asked for one and whose day or week has passed, listing the watched
 * changes no digest mailed them yet, whenever their transactions committed. The mail, the mailed marks and the
 * time sent are written in one transaction whose claim re-checks that the digest is due under the user's row
 * lock, so a change is never mailed twice, even by two processes at once. Returns the number of mails queued.
 */
export async function queueChangeDigests(db: Db, publicUrl: string, now: Date): Promise<number> {
  await recordDeclarationChanges(db, now.toISOString().slice(0, 10));
  const due = await db.many<DueUser>(sql`
    SELECT seq, email, first_name AS "firstName", change_digest AS frequency FROM users WHERE ${digestDue(now)} ORDER BY seq`);
  let queued = 0;
  for (const user of due) {
    const sent = await db.transaction(async (tx) => {
      const changes = await changesFor(tx, user.seq, { after: 0, limit: DIGEST_MAX_CHANGES, oldestFirst: true, notMailed: true });
      if (changes.length === 0) return false;
      // Another process that mailed this user meanwhile holds the row until it commits; then it is no longer due.
      const claimed = await tx.query(sql`UPDATE users SET digest_sent_at = ${now} WHERE seq = ${user.seq} AND ${digestDue(now)}`);
      if (claimed.rowCount === 0) return false;
      await tx.query(sql`
        INSERT INTO digest_mailed (user_seq, change_seq) SELECT ${user.seq}, unnest(${changes.map((c) => c.seq)}::bigint[])`);
      const subject = `${SITE_NAME}: ${formatCount(changes.length, 'change')} in what you watch`;
      await storeMessage(tx, { to: user.email, subject, text: digestText(user, changes, publicUrl) }, now);
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
