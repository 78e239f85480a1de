import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { expiryDate, type DeclarationKind } from '../../src/domain/declarations';
import { ROOT } from '../helpers/paths';
import { createTestDb } from '../helpers/test-db';

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

interface Stored {
  id: number;
  kind: DeclarationKind;
  description: string;
  gwp: string | null;
  threshold: number | null;
  level: string | null;
  issued: string;
  expires: string;
}

const stored = () =>
  db.many<Stored>(sql`
    SELECT ci.id, d.kind, ci.description, d.gwp_kg_co2e::float8::text AS gwp, d.hpd_threshold_ppm AS threshold,
      d.disclosure_level AS level, to_char(d.issued_on, 'YYYY-MM-DD') AS issued, to_char(d.expires_on, 'YYYY-MM-DD') AS expires
    FROM content_items ci JOIN declarations d ON d.content_id = ci.id ORDER BY ci.id`);

describe('declarations of the seeded test catalog', () => {
  it('exist for every EPD and HPD item, of its kind', async () => {
    const missing = await db.many(sql`SELECT ci.id FROM content_items ci LEFT JOIN declarations d ON d.content_id = ci.id
      WHERE ci.content_type IN ('epd', 'hpd') AND (d.content_id IS NULL OR d.kind <> ci.content_type)`);
    expect(missing).toEqual([]);
    expect((await stored()).length).toBeGreaterThan(20);
  });

  it('agree with the item descriptions: the EPD GWP, the HPD threshold and disclosure level', async () => {
    for (const row of await stored()) {
      if (row.kind === 'epd') {
        const printed = /Global warming potential (\d+(?:\.\d+)?) kg CO2e/.exec(row.description)?.[1];
        expect(printed, `item ${row.id}`).toBeDefined();
        expect(Number(row.gwp), `item ${row.id}`).toBe(Number(printed));
      } else {
        expect(row.description, `item ${row.id}`).toContain(`to ${row.threshold} ppm`);
        expect(row.description.includes('partial disclosure'), `item ${row.id}`).toBe(row.level === 'partial');
      }
      expect(row.expires).toBe(expiryDate(row.kind, row.issued));
    }
  });

  it('are what migration 013 back-fills for a catalog seeded before it', async () => {
    const seeded = await stored();
    await db.exec('DELETE FROM declarations');
    // The migration is idempotent: table and indexes exist already, so only its back-fill runs.
    await db.exec(readFileSync(path.join(ROOT, 'src/db/migrations/013_declarations.sql'), 'utf8'));
    expect(await stored()).toEqual(seeded);
    // Facts printed only in the PDF are unknown to the back-fill.
    const unit = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM declarations WHERE declared_unit IS NOT NULL OR pcr IS NOT NULL`);
    expect(unit.n).toBe(0);
  });
});
