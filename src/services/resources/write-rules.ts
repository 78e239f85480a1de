import type { SqlQuery } from '../../db/sql';
import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import { divisionOf } from '../../domain/csi';

/**
 * Rules a written record must keep that no single field can check: run inside the write's
 * transaction on the stored row (so an update of one field is checked against the others), a
 * broken rule is a 400 naming the field and rolls the write back.
 */
type WriteRule = (tx: Queryable, key: readonly unknown[]) => Promise<void>;

function refuse(field: string, message: string): AppError {
  return new AppError(400, `${field}: ${message}`, { data: { fields: { [field]: message } } });
}

/** Longest parent chain walked; a deeper tree is refused like a cycle. */
const MAX_TREE_DEPTH = 1000;

/** A product may not be its own ancestor (parent_id = itself, or a longer loop). */
export const productTreeRule: WriteRule = async (tx, [seq]) => {
  const row = await tx.one<{ cycle: boolean }>(sql`
    WITH RECURSIVE up (seq, parent_id, depth) AS (
      SELECT seq, parent_id, 1 FROM products WHERE seq = ${seq}
      UNION ALL
      SELECT p.seq, p.parent_id, up.depth + 1 FROM products p JOIN up ON p.seq = up.parent_id
      WHERE up.parent_id <> ${seq} AND up.depth < ${MAX_TREE_DEPTH}
    )
    SELECT EXISTS (SELECT 1 FROM up WHERE parent_id = ${seq} OR depth >= ${MAX_TREE_DEPTH}) AS cycle`);
  if (row.cycle) throw refuse('parent_id', 'would make this product its own ancestor');
};

/** The section's number begins with its division ("08 11 13" and "08110" belong to 08). */
const sectionDivisionRule =
  (select: (key: readonly unknown[]) => SqlQuery): WriteRule =>
  async (tx, key) => {
    const row = await tx.maybeOne<{ section: string | null; division: string | null }>(select(key));
    if (!row?.section || !row.division) return;
    if (divisionOf(row.section) !== row.division) {
      throw refuse('section', `section ${row.section} is not in division ${row.division}`);
    }
  };

export const productSectionRule = sectionDivisionRule(([seq]) => sql`SELECT section, division FROM products WHERE seq = ${seq}`);
export const csiSectionRule = sectionDivisionRule(
  ([mf, section]) => sql`SELECT section, division FROM csi_sections WHERE mf = ${mf} AND section = ${section}`,
);

/** A client's contract may not end before it starts. */
export const clientPeriodRule: WriteRule = async (tx, [seq]) => {
  const row = await tx.one<{ backwards: boolean }>(sql`SELECT coalesce(ends_at < starts_at, false) AS backwards FROM clients WHERE seq = ${seq}`);
  if (row.backwards) throw refuse('endsAt', 'must not be before startsAt');
};
