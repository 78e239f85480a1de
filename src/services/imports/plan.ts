import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { columnOfField, readProductRows, type ImportError, type SheetTable } from '../../domain/imports/rows';
import type { PropertyValues } from '../../domain/product-data/values';
import { checkProductInput, type CheckedProductInput } from '../manage/product-input';
import { listTemplates } from '../product-data/templates';

/** What one row does to the manufacturer's products. */
export type RowOutcome = 'create' | 'update' | 'unchanged';

interface PlannedRow {
  row: number;
  code: string;
  name: string;
  outcome: RowOutcome;
  /** The product the row updates (null for a new one). */
  id: number | null;
  input: CheckedProductInput;
}

export interface ImportPlan {
  rows: PlannedRow[];
  /** Published products online whose code the file does not list, by code. */
  unlisted: Array<{ id: number; code: string }>;
  errors: ImportError[];
}

interface ExistingProduct {
  seq: number;
  code: string | null;
  name: string;
  tradename: string | null;
  section: string | null;
  template_id: string | null;
  properties: PropertyValues;
  online: boolean;
  pending: CheckedProductInput | null;
  published_at: string | null;
}

/** JSON with object keys sorted, so two records holding the same values compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The product as it would publish next: its waiting change, or its public record. */
function effective(p: ExistingProduct) {
  const source = p.pending ?? { template: p.template_id, code: p.code, name: p.name, tradename: p.tradename, section: p.section, properties: p.properties, online: p.online };
  return canonical({ ...source, tradename: source.tradename ?? null, templateVersion: undefined, division: undefined });
}

const asRecord = (input: CheckedProductInput) => canonical({ ...input, templateVersion: undefined, division: undefined });

/**
 * What a sheet would do to a manufacturer's products, read on `db` (the import's transaction when it applies):
 * each row checked by the product-drafts rule (every error by row and column), matched to a product by its
 * code (the published code or the code of a change waiting for publication), and compared with what that
 * product would publish next, so a row that changes nothing is `unchanged`.
 */
export async function planImport(db: Queryable, coid: number, table: SheetTable): Promise<ImportPlan> {
  const templates = new Map((await listTemplates(db)).map((t) => [t.id, t]));
  const { products, errors } = readProductRows(table, templates);
  const existing = await db.many<ExistingProduct>(sql`
    SELECT seq, code, name, tradename, section, template_id, properties, online, pending, published_at::text AS published_at
    FROM products WHERE coid = ${coid} AND NOT heading AND coalesce(pending->>'code', code) IS NOT NULL`);
  const byCode = new Map(existing.map((p) => [p.pending?.code ?? p.code!, p]));
  const rows: PlannedRow[] = [];
  for (const { row, product } of products) {
    const checked = await checkProductInput(db, { ...product, online: true });
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.fields)) errors.push({ row, column: columnOfField(field), message });
      continue;
    }
    const match = byCode.get(checked.value.code);
    const outcome: RowOutcome = !match ? 'create' : effective(match) === asRecord(checked.value) ? 'unchanged' : 'update';
    rows.push({ row, code: checked.value.code, name: checked.value.name, outcome, id: match?.seq ?? null, input: checked.value });
  }
  const listed = new Set(products.map((p) => p.product.code));
  const unlisted = existing
    .filter((p) => p.online && p.published_at !== null && !listed.has(p.pending?.code ?? p.code!))
    .map((p) => ({ id: p.seq, code: p.pending?.code ?? p.code! }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return { rows, unlisted, errors: errors.sort((a, b) => a.row - b.row) };
}
