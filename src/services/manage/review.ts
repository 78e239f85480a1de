import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { displayValue } from '../../domain/product-data/display';
import type { PropertyDefinition, ProductTemplate } from '../../domain/product-data/template';
import type { PropertyValue, PropertyValues } from '../../domain/product-data/values';
import { findTemplate } from '../product-data/templates';
import type { CheckedProductInput } from './product-input';

/** One line of a change under review: what a field or property was on the site, and what it would become. */
interface ReviewLine {
  /** `name`, `section`… or `properties.<id>`. */
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

export interface ReviewItem {
  coid: number;
  companyName: string;
  id: number;
  name: string;
  /** Never published: the whole record is new. */
  firstPublication: boolean;
  submittedAt: string;
  lines: ReviewLine[];
}

interface QueueRow {
  coid: number;
  company_name: string;
  seq: number;
  name: string;
  tradename: string | null;
  code: string | null;
  section: string | null;
  template_id: string | null;
  template_version: number | null;
  properties: PropertyValues;
  online: boolean;
  ever: boolean;
  pending: CheckedProductInput;
  submitted_at: string;
}

const QUEUE_LIMIT = 200;

const FIELDS = [
  ['code', 'Product code'],
  ['name', 'Name'],
  ['tradename', 'Trade name'],
  ['section', 'Section'],
  ['template', 'Template'],
  ['online', 'On the site'],
] as const;

function shown(def: PropertyDefinition | undefined, value: PropertyValue | undefined): string | null {
  if (value === undefined) return null;
  return def ? displayValue(def, value) : JSON.stringify(value);
}

/** Every field and property that differs between the public record and the waiting change, in the template's order. */
function reviewLines(row: QueueRow, before: ProductTemplate | null, after: ProductTemplate | null): ReviewLine[] {
  const was = row.ever
    ? { code: row.code, name: row.name, tradename: row.tradename, section: row.section, template: row.template_id, online: row.online }
    : null;
  const lines: ReviewLine[] = [];
  for (const [field, label] of FIELDS) {
    const b = was ? was[field] : null;
    const a = row.pending[field];
    const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v));
    if (text(a) !== text(b)) lines.push({ field, label, before: text(b), after: text(a) });
  }
  const defs = new Map<string, PropertyDefinition>([...(before?.properties ?? []), ...(after?.properties ?? [])].map((d) => [d.id, d]));
  const oldValues = row.ever ? row.properties : {};
  const ids = [...new Set([...(after?.properties ?? []).map((d) => d.id), ...Object.keys(oldValues), ...Object.keys(row.pending.properties)])];
  for (const id of ids) {
    const def = defs.get(id);
    const b = shown(def, oldValues[id]);
    const a = shown(def, row.pending.properties[id]);
    if (a !== b) lines.push({ field: `properties.${id}`, label: def?.name ?? id, before: b, after: a });
  }
  return lines;
}

/** The administrators' review queue: submitted changes, oldest first, each with its lines before → after. */
export async function listReviewQueue(db: Queryable, coid?: number): Promise<ReviewItem[]> {
  const rows = await db.many<QueueRow>(sql`
    SELECT p.coid, c.name AS company_name, p.seq, p.name, p.tradename, p.code, p.section, p.template_id, p.template_version,
      p.properties, p.online, p.published_at IS NOT NULL AS ever, p.pending,
      to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS submitted_at
    FROM products p JOIN companies c ON c.coid = p.coid
    WHERE p.publication = 'submitted' AND p.pending IS NOT NULL AND (${coid ?? null}::int IS NULL OR p.coid = ${coid ?? null})
    ORDER BY p.updated_at, p.seq LIMIT ${QUEUE_LIMIT}`);
  const items: ReviewItem[] = [];
  for (const row of rows) {
    const before = row.ever && row.template_id ? await findTemplate(db, row.template_id, row.template_version ?? undefined) : null;
    const after = await findTemplate(db, row.pending.template, row.pending.templateVersion);
    items.push({
      coid: row.coid,
      companyName: row.company_name,
      id: row.seq,
      name: row.pending.name,
      firstPublication: !row.ever,
      submittedAt: row.submitted_at,
      lines: reviewLines(row, before, after),
    });
  }
  return items;
}
