import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { DeclarationKind, DisclosureLevel } from '../domain/declarations';
import { isDeclarationKind, isExpired, utcDay } from '../domain/declarations';

/** The structured facts of an EPD or HPD content item (the declarations table). */
export interface Declaration {
  kind: DeclarationKind;
  declaredUnit: string | null;
  /** Global warming potential per declared unit, kg CO2e (EPDs). */
  gwpKgCo2e: number | null;
  programOperator: string | null;
  pcr: string | null;
  hpdThresholdPpm: number | null;
  disclosureLevel: DisclosureLevel | null;
  issuedOn: string;
  expiresOn: string;
  /** On the day the answer was made (UTC). */
  expired: boolean;
}

type Row = Omit<Declaration, 'expired'> & { contentId: number };

/** Today as the listings see it: the UTC day. */
export function todayUtc(): string {
  return utcDay(new Date());
}

/** The declarations of these content items, by content id, in one query. */
export async function declarationsOf(db: Queryable, ids: readonly number[], today: string): Promise<Map<number, Declaration>> {
  if (ids.length === 0) return new Map();
  const rows = await db.many<Row>(sql`
    SELECT content_id AS "contentId", kind, declared_unit AS "declaredUnit", gwp_kg_co2e::float8 AS "gwpKgCo2e",
      program_operator AS "programOperator", pcr, hpd_threshold_ppm AS "hpdThresholdPpm", disclosure_level AS "disclosureLevel",
      to_char(issued_on, 'YYYY-MM-DD') AS "issuedOn", to_char(expires_on, 'YYYY-MM-DD') AS "expiresOn"
    FROM declarations WHERE content_id = ANY(${[...ids]}::int[])`);
  return new Map(rows.map(({ contentId, ...d }) => [contentId, { ...d, expired: isExpired(d.expiresOn, today) }]));
}

/**
 * Fills `declaration` on the EPD and HPD items of a list (one query for the whole list, none when
 * it has no such item). Items without a declarations row are left as they are.
 */
export async function attachDeclarations<T extends { id: number; contentType: string; declaration?: Declaration }>(
  db: Queryable,
  items: T[],
  today = todayUtc(),
): Promise<T[]> {
  const ids = items.filter((i) => isDeclarationKind(i.contentType)).map((i) => i.id);
  if (ids.length === 0) return items;
  const found = await declarationsOf(db, ids, today);
  return items.map((item) => {
    const declaration = found.get(item.id);
    return declaration ? { ...item, declaration } : item;
  });
}
