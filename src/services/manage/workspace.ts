import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { PropertyValues } from '../../domain/product-data/values';
import { stateOf, type ProductState } from './product-drafts';
import type { CheckedProductInput } from './product-input';

/** One product as the workspace lists it: its state, whether it is on the site, and whether a change waits. */
export interface WorkspaceProduct {
  id: number;
  code: string | null;
  name: string;
  tradename: string | null;
  section: string | null;
  template: string | null;
  state: ProductState;
  /** On the public site now (a published product with a change waiting is still online). */
  online: boolean;
  /** Published at least once: its public record exists (or existed, when withdrawn). */
  everPublished: boolean;
  changePending: boolean;
  treeOrder: number;
  updatedAt: string;
}

interface ProductRow extends Omit<WorkspaceProduct, 'state'> {
  publication: string;
}

const LIST_LIMIT = 2000;

/** The manufacturer's products (headings and their subtrees' order kept), for the workspace and the API. */
export async function listWorkspaceProducts(db: Queryable, coid: number): Promise<WorkspaceProduct[]> {
  const rows = await db.many<ProductRow>(sql`
    SELECT seq AS id, code, name, tradename, section, template_id AS template, publication, online,
      published_at IS NOT NULL AS "everPublished", pending IS NOT NULL AS "changePending", tree_order AS "treeOrder",
      to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"
    FROM products WHERE coid = ${coid} AND NOT heading
    ORDER BY tree_order, seq LIMIT ${LIST_LIMIT}`);
  return rows.map(({ publication, ...r }) => ({ ...r, state: stateOf({ publication, online: r.online }) }));
}

/** One product as the typed form edits it: the waiting change when there is one, else the stored record. */
interface EditableProduct {
  id: number;
  coid: number;
  state: ProductState;
  online: boolean;
  everPublished: boolean;
  changePending: boolean;
  input: Omit<CheckedProductInput, 'division' | 'templateVersion'> & { templateVersion: number | null };
}

export async function findEditableProduct(db: Queryable, coid: number, id: number): Promise<EditableProduct | null> {
  const row = await db.maybeOne<{
    seq: number; coid: number; code: string | null; name: string; tradename: string | null; section: string | null;
    template_id: string | null; template_version: number | null; properties: PropertyValues; online: boolean;
    publication: string; pending: CheckedProductInput | null; ever: boolean;
  }>(sql`
    SELECT seq, coid, code, name, tradename, section, template_id, template_version, properties, online, publication, pending,
      published_at IS NOT NULL AS ever
    FROM products WHERE seq = ${id} AND coid = ${coid} AND NOT heading`);
  if (!row) return null;
  const stored = {
    template: row.template_id ?? '',
    templateVersion: row.template_version,
    code: row.code ?? '',
    name: row.name,
    tradename: row.tradename,
    section: row.section ?? '',
    properties: row.properties,
    online: row.online,
  };
  const input = row.pending ? { ...stored, ...row.pending } : stored;
  return { id: row.seq, coid: row.coid, state: stateOf(row), online: row.online, everPublished: row.ever, changePending: row.pending !== null, input };
}
