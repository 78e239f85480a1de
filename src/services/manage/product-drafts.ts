import { catalogTransaction } from '../../db/data-version';
import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import type { ProductState } from '../../domain/manage';
import { dataSheetRows } from '../../domain/product-data/data-sheet';
import { validateProperties, type PropertyValues } from '../../domain/product-data/values';
import { AppError, notFound } from '../../errors';
import { findTemplate } from '../product-data/templates';
import { removeProductContent, syncProductContent } from '../resources/product-content';
import { refreshSearchSummaries } from '../search-index';
import { publishDraftDocuments } from '../uploads/document-publication';
import { recordAudit, type ManageActor } from './audit';
import { codeTaken, refuseInput, requireProductInput, type CheckedProductInput } from './product-input';

/**
 * The one writer of a manufacturer's products (workspace, API, spreadsheet import). A new product is a
 * products row kept offline in 'draft'; a change to a published product waits in `pending` until published.
 * Every step is one catalog transaction with its audit entry, so the data version, change alerts (the products
 * triggers), the search summaries (on publish and withdrawal) and the audit log move with the write or not at all.
 */

export type { ProductState };

interface LockedProduct {
  seq: number;
  code: string | null;
  name: string;
  tradename: string | null;
  section: string | null;
  template_id: string | null;
  template_version: number | null;
  properties: PropertyValues;
  online: boolean;
  publication: 'draft' | 'submitted' | 'published';
  pending: CheckedProductInput | null;
  published_at: string | null;
}

export function stateOf(p: { publication: string; online: boolean }): ProductState {
  if (p.publication === 'draft' || p.publication === 'submitted') return p.publication;
  return p.online ? 'published' : 'withdrawn';
}

/** The public record of a product, as the audit log shows it before and after. */
function recordOf(p: LockedProduct): Omit<CheckedProductInput, 'division'> {
  return {
    template: p.template_id ?? '',
    templateVersion: p.template_version ?? 0,
    code: p.code ?? '',
    name: p.name,
    tradename: p.tradename,
    section: p.section ?? '',
    properties: p.properties,
    online: p.online,
  };
}

const withoutDivision = ({ division: _d, ...rest }: CheckedProductInput): Omit<CheckedProductInput, 'division'> => rest;

/** The manufacturer's row, locked so its products' codes and states change one writer at a time. */
async function lockCompany(tx: Queryable, coid: number): Promise<{ trusted: boolean }> {
  const company = await tx.maybeOne<{ trusted: boolean }>(sql`
    SELECT trusted_publisher AS trusted FROM companies WHERE coid = ${coid} FOR NO KEY UPDATE`);
  if (!company) throw notFound('No such manufacturer');
  return company;
}

async function lockProduct(tx: Queryable, coid: number, id: number): Promise<LockedProduct> {
  const product = await tx.maybeOne<LockedProduct>(sql`
    SELECT seq, code, name, tradename, section, template_id, template_version, properties, online, publication, pending,
      published_at::text AS published_at
    FROM products WHERE seq = ${id} AND coid = ${coid} AND NOT heading FOR UPDATE`);
  if (!product) throw notFound('No such product of this manufacturer');
  return product;
}

function conflict(message: string): AppError {
  return new AppError(409, message);
}

async function requireFreeCode(tx: Queryable, coid: number, code: string, exceptSeq: number | null): Promise<void> {
  if (await codeTaken(tx, coid, code, exceptSeq)) {
    throw new AppError(409, 'code: another product of this manufacturer has this code', {
      data: { fields: { code: 'another product of this manufacturer has this code' } },
    });
  }
}

/** The row's columns for a checked input, its data sheet's rows derived from the values. */
async function writeRecord(tx: Queryable, seq: number, input: CheckedProductInput): Promise<void> {
  const template = await findTemplate(tx, input.template, input.templateVersion);
  if (!template) throw refuseInput({ template: `no product template is called ${input.template}` });
  const checked = validateProperties(template, input.properties);
  if (!checked.ok) throw refuseInput(Object.fromEntries(checked.errors.map((e) => [`properties.${e.property}`, e.message])));
  await tx.query(sql`
    UPDATE products SET code = ${input.code}, name = ${input.name}, tradename = ${input.tradename}, section = ${input.section},
      division = ${input.division}, template_id = ${template.id}, template_version = ${template.version},
      properties = ${JSON.stringify(checked.values)}::jsonb, attributes = ${JSON.stringify(dataSheetRows(template, checked.values))}::jsonb,
      updated_at = now()
    WHERE seq = ${seq}`);
}

/** A new product: a draft, offline until published. */
export async function createDraft(db: Db, actor: ManageActor, coid: number, raw: unknown): Promise<{ id: number; state: ProductState }> {
  const { value } = await requireProductInput(db, raw);
  return catalogTransaction(db, async (tx) => {
    await lockCompany(tx, coid);
    await requireFreeCode(tx, coid, value.code, null);
    const { seq } = await tx.one<{ seq: number }>(sql`
      INSERT INTO products (coid, name, code, online, publication, pending, tree_order)
      VALUES (${coid}, ${value.name}, ${value.code}, false, 'draft', ${JSON.stringify(value)}::jsonb,
        (SELECT coalesce(max(tree_order), 0) + 1 FROM products WHERE coid = ${coid} AND parent_id IS NULL))
      RETURNING seq`);
    await writeRecord(tx, seq, value);
    await syncProductContent(tx, [seq]);
    await recordAudit(tx, actor, { coid, action: 'product.create', targetKind: 'product', targetId: seq, before: null, after: withoutDivision(value) });
    return { id: seq, state: 'draft' as const };
  });
}

/**
 * A changed product: a never-published one changes in place (it is offline); a published one keeps its public
 * record and holds the change in `pending`. Either way the change is a draft until submitted again.
 */
export async function updateProduct(db: Db, actor: ManageActor, coid: number, id: number, raw: unknown): Promise<{ id: number; state: ProductState }> {
  const { value } = await requireProductInput(db, raw);
  return catalogTransaction(db, async (tx) => {
    await lockCompany(tx, coid);
    const product = await lockProduct(tx, coid, id);
    await requireFreeCode(tx, coid, value.code, id);
    const before = product.pending ? withoutDivision(product.pending) : recordOf(product);
    if (product.published_at === null) await writeRecord(tx, id, value);
    await tx.query(sql`
      UPDATE products SET pending = ${JSON.stringify(value)}::jsonb, publication = 'draft', updated_at = now() WHERE seq = ${id}`);
    await recordAudit(tx, actor, { coid, action: 'product.update', targetKind: 'product', targetId: id, before, after: withoutDivision(value) });
    return { id, state: 'draft' as const };
  });
}

/** A draft goes to the administrators' review queue. */
export async function submitDraft(db: Db, actor: ManageActor, coid: number, id: number): Promise<{ state: ProductState }> {
  return catalogTransaction(db, async (tx) => {
    const product = await lockProduct(tx, coid, id);
    if (product.publication === 'submitted') throw conflict('This product is already waiting for review');
    if (product.publication !== 'draft' || !product.pending) throw conflict('Nothing to submit: this product has no unpublished change');
    await tx.query(sql`UPDATE products SET publication = 'submitted', updated_at = now() WHERE seq = ${id}`);
    await recordAudit(tx, actor, { coid, action: 'product.submit', targetKind: 'product', targetId: id, before: { state: 'draft' }, after: { state: 'submitted' } });
    return { state: 'submitted' as const };
  });
}

/**
 * Several writes in one open transaction (a spreadsheet import): each product's own rows move with its write,
 * and the search summaries, which every publish or withdrawal makes stale, are refreshed once at the end
 * (`refreshBatch`) instead of once per product.
 */
export interface PublishBatch {
  stale: boolean;
}

/** The search summaries a write made stale: now, or at the end of its batch. */
async function summariesStale(tx: Queryable, batch: PublishBatch | undefined): Promise<void> {
  if (batch) batch.stale = true;
  else await refreshSearchSummaries(tx);
}

/** The end of a batch: one refresh of the search summaries when any of its writes made them stale. */
export async function refreshBatch(db: Db, batch: PublishBatch): Promise<void> {
  if (!batch.stale) return;
  await catalogTransaction(db, (tx) => refreshSearchSummaries(tx));
  batch.stale = false;
}

/**
 * Publishes the waiting change: by an administrator, or by a trusted manufacturer's staff (checked in the same
 * transaction as the write). A first publish puts the product online; the audit entry holds both records.
 */
export async function publishDraft(db: Db, actor: ManageActor, coid: number, id: number, batch?: PublishBatch): Promise<{ state: ProductState }> {
  return catalogTransaction(db, async (tx) => {
    const company = await lockCompany(tx, coid);
    if (!actor.isAdmin && !company.trusted) throw new AppError(403, 'Only administrators publish this manufacturer’s changes (it is not a trusted publisher)');
    const product = await lockProduct(tx, coid, id);
    const change = product.pending;
    if (!change || product.publication === 'published') throw conflict('Nothing to publish: this product has no unpublished change');
    const before = product.published_at === null ? null : recordOf(product);
    await requireFreeCode(tx, coid, change.code, id);
    await writeRecord(tx, id, change);
    await tx.query(sql`
      UPDATE products SET online = ${change.online}, publication = 'published', pending = NULL,
        published_at = coalesce(published_at, now()),
        withdrawn_at = CASE WHEN ${change.online} THEN NULL ELSE coalesce(withdrawn_at, now()) END
      WHERE seq = ${id}`);
    await syncProductContent(tx, [id]);
    // The documents uploaded while it was a draft go on the site with it.
    await publishDraftDocuments(tx, id);
    await summariesStale(tx, batch);
    await recordAudit(tx, actor, { coid, action: 'product.publish', targetKind: 'product', targetId: id, before, after: withoutDivision(change) });
    return { state: change.online ? ('published' as const) : ('withdrawn' as const) };
  });
}

/** A reviewer returns a submitted change to its manufacturer as a draft, with a note saying why. */
export async function sendBack(db: Db, actor: ManageActor, coid: number, id: number, note: string): Promise<{ state: ProductState }> {
  if (!actor.isAdmin) throw new AppError(403, 'Only administrators review submitted changes');
  return catalogTransaction(db, async (tx) => {
    const product = await lockProduct(tx, coid, id);
    if (product.publication !== 'submitted') throw conflict('This product is not waiting for review');
    await tx.query(sql`UPDATE products SET publication = 'draft', updated_at = now() WHERE seq = ${id}`);
    await recordAudit(tx, actor, { coid, action: 'product.send-back', targetKind: 'product', targetId: id, before: { state: 'submitted' }, after: { state: 'draft', note } });
    return { state: 'draft' as const };
  });
}

/**
 * Takes a published product off the site at once (taking something down needs no review; putting it back is a
 * change that is published). A change waiting for review stays.
 */
export async function withdraw(db: Db, actor: ManageActor, coid: number, id: number, batch?: PublishBatch): Promise<{ state: ProductState }> {
  return catalogTransaction(db, async (tx) => withdrawLocked(tx, actor, coid, await lockProduct(tx, coid, id), batch));
}

async function withdrawLocked(tx: Queryable, actor: ManageActor, coid: number, product: LockedProduct, batch?: PublishBatch): Promise<{ state: ProductState }> {
  if (product.published_at === null) throw conflict('This product was never published: delete the draft instead');
  if (!product.online) throw conflict('This product is already withdrawn');
  await tx.query(sql`UPDATE products SET online = false, withdrawn_at = now(), updated_at = now() WHERE seq = ${product.seq}`);
  await syncProductContent(tx, [product.seq]);
  await summariesStale(tx, batch);
  await recordAudit(tx, actor, {
    coid, action: 'product.withdraw', targetKind: 'product', targetId: product.seq, before: recordOf(product), after: { ...recordOf(product), online: false },
  });
  return { state: 'withdrawn' };
}

/** DELETE: a never-published product (and its draft documents) is removed; a published one is withdrawn. */
export async function removeProduct(db: Db, actor: ManageActor, coid: number, id: number): Promise<{ state: ProductState | 'removed' }> {
  return catalogTransaction(db, async (tx) => {
    const product = await lockProduct(tx, coid, id);
    if (product.published_at !== null) return withdrawLocked(tx, actor, coid, product);
    await removeProductContent(tx, [id]);
    await tx.query(sql`DELETE FROM content_items WHERE product_seq = ${id} AND coid = ${coid}`);
    await tx.query(sql`DELETE FROM products WHERE seq = ${id}`);
    await recordAudit(tx, actor, { coid, action: 'product.delete', targetKind: 'product', targetId: id, before: recordOf(product), after: null });
    return { state: 'removed' as const };
  });
}
