import { sql } from '../../src/db/sql';
import type { Queryable } from '../../src/db/types';

export interface ComparePair {
  a: { seq: number; name: string; coid: number; company: string };
  b: { seq: number; name: string; coid: number; company: string };
  /** A property A's record states that B's template does not have. */
  onlyA: string;
}

/**
 * Two online products of different manufacturers and families whose records share a property,
 * A stating one B's template lacks: the pair a cross-manufacturer comparison is for.
 */
export async function comparePair(db: Queryable): Promise<ComparePair> {
  const pair = await db.one<{ a: number; b: number; onlyA: string }>(sql`
    WITH t AS (
      SELECT DISTINCT ON (id) id, ARRAY(SELECT jsonb_array_elements(properties)->>'id') AS props FROM product_templates ORDER BY id, version DESC
    ), one AS (
      SELECT DISTINCT ON (p.template_id) p.seq, p.coid, p.template_id, ARRAY(SELECT jsonb_object_keys(p.properties)) AS keys
      FROM products p WHERE p.online AND NOT p.heading AND p.template_id IS NOT NULL ORDER BY p.template_id, p.seq
    )
    SELECT a.seq AS a, b.seq AS b, (SELECT k FROM unnest(a.keys) k WHERE k <> ALL(tb.props) ORDER BY k LIMIT 1) AS "onlyA"
    FROM one a JOIN one b ON a.coid <> b.coid AND a.template_id < b.template_id JOIN t tb ON tb.id = b.template_id
    WHERE a.keys && b.keys AND NOT a.keys <@ tb.props
    ORDER BY a.seq, b.seq LIMIT 1`);
  const rows = await db.many<ComparePair['a']>(sql`
    SELECT p.seq, p.name, p.coid, c.name AS company FROM products p JOIN companies c USING (coid) WHERE p.seq IN (${pair.a}, ${pair.b})`);
  return { a: rows.find((r) => r.seq === pair.a)!, b: rows.find((r) => r.seq === pair.b)!, onlyA: pair.onlyA };
}
