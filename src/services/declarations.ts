import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { DeclarationKind, DisclosureLevel } from '../domain/declarations';
import { isExpired, utcDay } from '../domain/declarations';

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

/** A declaration's stored facts, before the day decides whether it has expired. */
export type DeclarationFacts = Omit<Declaration, 'expired'>;

type Row = DeclarationFacts & { contentId: number };

/** The columns of DeclarationFacts, from `declarations`. */
const DECLARATION_COLUMNS = sql.raw(`kind, declared_unit AS "declaredUnit", gwp_kg_co2e::float8 AS "gwpKgCo2e",
  program_operator AS "programOperator", pcr, hpd_threshold_ppm AS "hpdThresholdPpm", disclosure_level AS "disclosureLevel",
  to_char(issued_on, 'YYYY-MM-DD') AS "issuedOn", to_char(expires_on, 'YYYY-MM-DD') AS "expiresOn"`);

/**
 * A content item's declaration facts as one JSON value (null when it has none), for a column of a list's own query
 * (`ci` is content_items): lists need no second query for their EPD and HPD cards.
 */
export const DECLARATION_FACTS_COLUMN = sql.raw(
  `(SELECT row_to_json(dcl) FROM (SELECT ${DECLARATION_COLUMNS.text} FROM declarations WHERE content_id = ci.id) dcl) AS "declarationFacts"`,
);

export function declarationOn(facts: DeclarationFacts, today: string): Declaration {
  return { ...facts, expired: isExpired(facts.expiresOn, today) };
}

/** Today as the listings see it: the UTC day. */
export function todayUtc(): string {
  return utcDay(new Date());
}

/** The declarations of these content items, by content id, in one query. */
export async function declarationsOf(db: Queryable, ids: readonly number[], today: string): Promise<Map<number, Declaration>> {
  if (ids.length === 0) return new Map();
  const rows = await db.many<Row>(sql`
    SELECT content_id AS "contentId", ${DECLARATION_COLUMNS} FROM declarations WHERE content_id = ANY(${[...ids]}::int[])`);
  return new Map(rows.map(({ contentId, ...d }) => [contentId, declarationOn(d, today)]));
}
