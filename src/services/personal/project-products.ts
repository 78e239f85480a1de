import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import { normalizeSection } from '../../domain/csi';
import { diffAsSpecified, diffKey } from '../../domain/project/as-specified';
import { AppError, badRequest, notFound } from '../../errors';
import type { ProjectRef } from './char-projects';
import type { ProjectNeed } from './project-access';
import { requireProjectRole } from './project-access';
import type { ProjectProduct, ProjectProductRole } from './project-products-list';
import { getProjectProduct, todayUtc } from './project-products-list';
import { productRecordsNow } from './product-record-now';

/** The most products one project holds (a manual of every section of a large building stays well below). */
const MAX_PROJECT_PRODUCTS = 500;

interface AddProjectProduct {
  productId: number;
  role: ProjectProductRole;
  /** Defaults to the product's own section. */
  section?: string;
  notes?: string;
  quantity?: number | null;
}

interface ProjectProductChange {
  role?: ProjectProductRole;
  notes?: string;
  quantity?: number | null;
}

/** The project's seq from its seq or projectId, when the user's role allows `need` (404 for non-members, 403 for a viewer's change). */
export async function projectFor(db: Queryable, userSeq: number, ref: ProjectRef, need: ProjectNeed): Promise<number> {
  let seq = typeof ref === 'number' ? ref : null;
  if (seq === null) seq = (await db.maybeOne<{ seq: number }>(sql`SELECT seq FROM char_projects WHERE char_project_id = ${ref}`))?.seq ?? null;
  if (seq === null) throw notFound(`No project ${ref}`);
  await requireProjectRole(db, userSeq, seq, need);
  return seq;
}

/**
 * Locks the project's row for the rest of the transaction and checks the role under it: every write of a
 * project's products takes this lock first, so the cap, the one basis per section and the role hold together.
 */
async function lockForEdit(tx: Queryable, userSeq: number, projectSeq: number): Promise<void> {
  await tx.query(sql`SELECT seq FROM char_projects WHERE seq = ${projectSeq} FOR UPDATE`);
  await requireProjectRole(tx, userSeq, projectSeq, 'edit');
}

function sectionOf(given: string | undefined, product: string | null): string {
  const section = normalizeSection(given ?? product ?? '');
  if (section) return section;
  if (given !== undefined) throw badRequest('Invalid body: section: must be a CSI section like "08 11 13"', { fields: { section: 'must be a CSI section like "08 11 13"' } });
  throw badRequest('Invalid body: section: the product names no CSI section; give one', { fields: { section: 'the product names no CSI section; give one' } });
}

async function basisHolder(tx: Queryable, projectSeq: number, section: string, exceptRow = 0): Promise<string | null> {
  const row = await tx.maybeOne<{ name: string }>(sql`
    SELECT specified->>'name' AS name FROM project_products
    WHERE project_seq = ${projectSeq} AND section = ${section} AND role = 'basis' AND seq <> ${exceptRow}`);
  return row?.name ?? null;
}

function basisTaken(section: string, name: string): AppError {
  return new AppError(409, `Section ${section} already has a basis of design (${name}); add this product as an equal, or make that one an equal first`, {
    data: { fields: { role: `section ${section} already has a basis of design` } },
  });
}

/**
 * Adds a product to a project and freezes its record as specified now. The product's manufacturer joins the
 * project's CSI map under the section too, so csiMap and project watches keep naming it.
 */
export async function addProjectProduct(db: Db, userSeq: number, projectSeq: number, input: AddProjectProduct): Promise<ProjectProduct> {
  const rowId = await db.transaction(async (tx) => {
    await lockForEdit(tx, userSeq, projectSeq);
    const record = (await productRecordsNow(tx, [input.productId])).get(input.productId);
    if (!record || record.withdrawn) throw badRequest(`Invalid body: productId: no product ${input.productId} on the site`, { fields: { productId: 'is not a product on the site' } });
    const section = sectionOf(input.section, record.section);
    const count = await tx.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM project_products WHERE project_seq = ${projectSeq}`);
    if (count.n >= MAX_PROJECT_PRODUCTS) throw new AppError(409, `The project already holds ${MAX_PROJECT_PRODUCTS} products, the most it can hold`);
    const inserted = await tx.maybeOne<{ seq: number }>(sql`
      INSERT INTO project_products (project_seq, product_seq, section, role, notes, quantity, specified, added_by)
      VALUES (${projectSeq}, ${input.productId}, ${section}, ${input.role}, ${input.notes ?? ''}, ${input.quantity ?? null},
        ${JSON.stringify(record)}::jsonb, ${userSeq})
      ON CONFLICT DO NOTHING RETURNING seq`);
    if (!inserted) {
      const holder = await basisHolder(tx, projectSeq, section);
      if (input.role === 'basis' && holder !== null) throw basisTaken(section, holder);
      throw new AppError(409, `${record.name} is already in this project`, { data: { fields: { productId: 'is already in this project' } } });
    }
    await tx.query(sql`
      UPDATE char_projects SET
        csi_map = jsonb_set(csi_map, ARRAY[${section}], coalesce(csi_map -> ${section}, '[]'::jsonb) || to_jsonb(${record.manufacturer.coid}::int))
      WHERE seq = ${projectSeq} AND NOT coalesce(csi_map -> ${section} @> to_jsonb(${record.manufacturer.coid}::int), false)`);
    await tx.query(sql`UPDATE char_projects SET last_spec_date = now() WHERE seq = ${projectSeq}`);
    return inserted.seq;
  });
  return getProjectProduct(db, projectSeq, rowId);
}

/** Changes a row's role, notes or quantity; making it the basis of a section that has one is a 409. */
export async function updateProjectProduct(db: Db, userSeq: number, projectSeq: number, rowId: number, change: ProjectProductChange): Promise<ProjectProduct> {
  await db.transaction(async (tx) => {
    await lockForEdit(tx, userSeq, projectSeq);
    const row = await tx.maybeOne<{ section: string }>(sql`SELECT section FROM project_products WHERE seq = ${rowId} AND project_seq = ${projectSeq}`);
    if (!row) throw notFound(`No product row ${rowId} in this project`);
    if (change.role === 'basis') {
      const holder = await basisHolder(tx, projectSeq, row.section, rowId);
      if (holder !== null) throw basisTaken(row.section, holder);
    }
    await tx.query(sql`
      UPDATE project_products SET
        role = coalesce(${change.role ?? null}, role),
        notes = coalesce(${change.notes ?? null}, notes),
        quantity = CASE WHEN ${change.quantity === undefined} THEN quantity ELSE ${change.quantity ?? null}::numeric END
      WHERE seq = ${rowId}`);
  });
  return getProjectProduct(db, projectSeq, rowId);
}

export async function removeProjectProduct(db: Db, userSeq: number, projectSeq: number, rowId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockForEdit(tx, userSeq, projectSeq);
    const result = await tx.query(sql`DELETE FROM project_products WHERE seq = ${rowId} AND project_seq = ${projectSeq}`);
    if (result.rowCount === 0) throw notFound(`No product row ${rowId} in this project`);
  });
}

/**
 * "Accept": the as-specified record moves to the product as it is now. "Keep": the original stays, and the
 * change showing now is remembered so it stops showing until the product changes again.
 */
export async function resolveProjectProductChange(db: Db, userSeq: number, projectSeq: number, rowId: number, decision: 'accept' | 'keep'): Promise<ProjectProduct> {
  await db.transaction(async (tx) => {
    await lockForEdit(tx, userSeq, projectSeq);
    const current = await getProjectProduct(tx, projectSeq, rowId);
    const now = (await productRecordsNow(tx, [current.productId])).get(current.productId);
    if (!now) throw notFound(`No product ${current.productId}`);
    if (decision === 'accept') {
      await tx.query(sql`
        UPDATE project_products SET specified = ${JSON.stringify(now)}::jsonb, specified_at = now(), kept_key = NULL, kept_at = NULL, kept_by = NULL
        WHERE seq = ${rowId}`);
    } else {
      const key = diffKey(diffAsSpecified(current.specified, now, todayUtc()));
      await tx.query(sql`UPDATE project_products SET kept_key = ${key}, kept_at = now(), kept_by = ${userSeq} WHERE seq = ${rowId}`);
    }
  });
  return getProjectProduct(db, projectSeq, rowId);
}

/** The projects the user may add products to (their own and those they edit), by name: "Add to project"'s choices. */
export async function projectChoices(db: Queryable, userSeq: number): Promise<{ seq: number; name: string }[]> {
  return db.many<{ seq: number; name: string }>(sql`
    SELECT p.seq, p.name FROM char_projects p
    WHERE p.user_seq = ${userSeq}
      OR EXISTS (SELECT 1 FROM project_members m WHERE m.project_seq = p.seq AND m.user_seq = ${userSeq} AND m.role = 'editor')
    ORDER BY p.created_at DESC, p.seq DESC`);
}
