import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { sectionTitle } from '../../domain/csi';
import type { AsSpecifiedDiff, AsSpecifiedRecord } from '../../domain/project/as-specified';
import { asSpecifiedSchema, diffAsSpecified, diffKey, hasChanges } from '../../domain/project/as-specified';
import { notFound } from '../../errors';
import { productPath } from '../content-links';
import { productRecordsNow } from './product-record-now';

export type ProjectProductRole = 'basis' | 'equal';

/** A product a project holds, with what was specified and how the product differs from it now. */
export interface ProjectProduct {
  id: number;
  productId: number;
  section: string;
  sectionTitle: string | null;
  role: ProjectProductRole;
  notes: string;
  /** In the template's declared unit; null when not entered. */
  quantity: number | null;
  specifiedAt: string;
  specified: AsSpecifiedRecord;
  /** The product's page while it is on the site. */
  url: string | null;
  /** How the product differs now from `specified`; empty while the architect keeps the original of the same change. */
  changes: AsSpecifiedDiff;
  changed: boolean;
  /** When the architect kept the original of the change showing then (null: nothing kept). */
  keptAt: string | null;
}

interface ProjectProductRow {
  id: number;
  productId: number;
  section: string;
  role: ProjectProductRole;
  notes: string;
  quantity: string | number | null;
  specifiedAt: string;
  specified: unknown;
  keptKey: string | null;
  keptAt: string | null;
}

const NO_CHANGES: AsSpecifiedDiff = { properties: [], newDocuments: [], removedDocuments: [], withdrawn: false, declarations: [] };

/** The UTC day of now, what "expiring within 90 days" counts from. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

function toProjectProduct(row: ProjectProductRow, now: AsSpecifiedRecord | undefined, today: string): ProjectProduct {
  const specified = asSpecifiedSchema.parse(typeof row.specified === 'string' ? JSON.parse(row.specified) : row.specified);
  // A product deleted since is gone from the catalog: the row goes with it (ON DELETE CASCADE), so `now` is there.
  const diff = now ? diffAsSpecified(specified, now, today) : NO_CHANGES;
  const kept = row.keptKey !== null && row.keptKey === diffKey(diff);
  const changes = kept ? NO_CHANGES : diff;
  return {
    id: row.id,
    productId: row.productId,
    section: row.section,
    sectionTitle: sectionTitle(row.section),
    role: row.role,
    notes: row.notes,
    quantity: row.quantity === null ? null : Number(row.quantity),
    specifiedAt: row.specifiedAt,
    specified,
    url: now && !now.withdrawn ? productPath(row.productId) : null,
    changes,
    changed: hasChanges(changes),
    keptAt: kept ? row.keptAt : null,
  };
}

const SELECT_ROWS = sql`
  SELECT pp.seq AS id, pp.product_seq AS "productId", pp.section, pp.role, pp.notes, pp.quantity,
    to_char(pp.specified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "specifiedAt", pp.specified,
    pp.kept_key AS "keptKey", to_char(pp.kept_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "keptAt"
  FROM project_products pp`;

async function withChanges(db: Queryable, rows: ProjectProductRow[], today: string): Promise<ProjectProduct[]> {
  const now = await productRecordsNow(db, [...new Set(rows.map((r) => r.productId))]);
  return rows.map((r) => toProjectProduct(r, now.get(r.productId), today));
}

/**
 * The products of a project (whose role the caller checked), by section in CSI order, the basis of design first,
 * each with its as-specified record and the changes since.
 */
export async function listProjectProducts(db: Queryable, projectSeq: number, today = todayUtc()): Promise<ProjectProduct[]> {
  const rows = await db.many<ProjectProductRow>(sql`${SELECT_ROWS}
    WHERE pp.project_seq = ${projectSeq}
    ORDER BY pp.section, pp.role = 'equal', pp.specified->>'name', pp.seq`);
  return withChanges(db, rows, today);
}

/** One product row of a project; a row of another project is a 404. */
export async function getProjectProduct(db: Queryable, projectSeq: number, rowId: number, today = todayUtc()): Promise<ProjectProduct> {
  const row = await db.maybeOne<ProjectProductRow>(sql`${SELECT_ROWS} WHERE pp.project_seq = ${projectSeq} AND pp.seq = ${rowId}`);
  if (!row) throw notFound(`No product row ${rowId} in this project`);
  return (await withChanges(db, [row], today))[0];
}
