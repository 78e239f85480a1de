import { sql } from '../../db/sql';
import type { SqlQuery } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { displayValue } from '../../domain/product-data/display';
import type { ProductTemplate } from '../../domain/product-data/template';
import type { UnitId } from '../../domain/product-data/units';
import type { PropertyValue, PropertyValues } from '../../domain/product-data/values';
import { findTemplate } from './templates';

export interface RecordProperty {
  id: string;
  name: string;
  group: string;
  /** In the canonical unit: seconds, metres, W/(m²·K)…; a range as { min, max }; several values as a list. */
  value: PropertyValue;
  /** The canonical unit's id, or null for values without one. */
  unit: UnitId | null;
  /** As the pages print it: "60 min", "R-30", "1-3/4 in". */
  display: string;
  /** The IFC property it is exported as (`Pset_DoorCommon.FireRating`), or null. */
  ifc: string | null;
}

interface RecordDeclaration {
  id: number;
  type: 'epd' | 'hpd';
  declaredUnit: string | null;
  /** kg CO2e per declared unit (EPDs). */
  gwp: number | null;
  issuedOn: string;
  expiresOn: string;
  current: boolean;
}

/** A record's values in template order, each with its name, unit, printed form and IFC property. */
function recordProperties(template: ProductTemplate, values: PropertyValues): RecordProperty[] {
  return template.properties.flatMap((def) => {
    const value = values[def.id];
    if (value === undefined) return [];
    return [{ id: def.id, name: def.name, group: def.group, value, unit: def.unit ?? null, display: displayValue(def, value), ifc: def.ifc ?? null }];
  });
}

export interface DeclarationRow {
  product_seq: number;
  id: number;
  type: 'epd' | 'hpd';
  declared_unit: string | null;
  gwp: string | number | null;
  issued_on: string;
  expires_on: string;
  current: boolean;
}

/** The online EPDs and HPDs of the products `seqs` selects (a SELECT of seqs, or a list), newest first. */
const declarationRows = (seqs: SqlQuery) => sql`
    SELECT ci.product_seq, ci.id, d.kind AS type, d.declared_unit, d.gwp_kg_co2e AS gwp,
      to_char(d.issued_on, 'YYYY-MM-DD') AS issued_on, to_char(d.expires_on, 'YYYY-MM-DD') AS expires_on,
      d.expires_on > current_date AS current
    FROM content_items ci JOIN declarations d ON d.content_id = ci.id
    WHERE ci.online AND ci.product_seq IN (${seqs})
    ORDER BY ci.product_seq, d.issued_on DESC, ci.id`;

/**
 * A column of one product's declarations as a JSON array (declarationsOf reads it): for a statement that reads the
 * product anyway, one round trip instead of two. `seq` is the product's seq in that statement.
 */
export const declarationsColumn = (seq: SqlQuery) =>
  sql`(SELECT coalesce(json_agg(r ORDER BY r.issued_on DESC, r.id), '[]'::json) FROM (${declarationRows(seq)}) r)`;

const declarationOf = (r: DeclarationRow): RecordDeclaration => ({
  id: r.id,
  type: r.type,
  declaredUnit: r.declared_unit,
  gwp: r.gwp === null ? null : Number(r.gwp),
  issuedOn: r.issued_on,
  expiresOn: r.expires_on,
  current: r.current,
});

/** The rows of declarationsColumn as a product's declarations. */
export const declarationsOf = (rows: readonly DeclarationRow[]): RecordDeclaration[] => rows.map(declarationOf);

/** The online EPDs and HPDs of these products, newest first. */
export async function productDeclarations(db: Queryable, seqs: readonly number[]): Promise<Map<number, RecordDeclaration[]>> {
  const out = new Map<number, RecordDeclaration[]>();
  if (seqs.length === 0) return out;
  const rows = await db.many<DeclarationRow>(declarationRows(sql`SELECT jsonb_array_elements_text(${JSON.stringify(seqs)}::jsonb)::int`));
  for (const r of rows) {
    const list = out.get(r.product_seq);
    if (list) list.push(declarationOf(r));
    else out.set(r.product_seq, [declarationOf(r)]);
  }
  return out;
}

/** A product's stored record: its template and version (null without one) and its values in canonical units. */
export interface StoredRecord {
  seq: number;
  template: string | null;
  templateVersion: number | null;
  properties: unknown;
}

export interface RecordView {
  properties: RecordProperty[];
  declarations: RecordDeclaration[];
}

/** Products' records read through their templates, each with its declarations; in the order given. */
export async function recordViews(db: Queryable, records: readonly StoredRecord[], known?: ReadonlyMap<number, RecordDeclaration[]>): Promise<RecordView[]> {
  const templates = new Map<string, ProductTemplate | null>();
  for (const r of records) {
    const key = `${String(r.template)}@${String(r.templateVersion)}`;
    if (r.template && !templates.has(key)) templates.set(key, await findTemplate(db, r.template, Number(r.templateVersion)));
  }
  // Declarations read with the records (declarationsColumn) need no statement of their own.
  const declarations = known ?? (await productDeclarations(db, records.map((r) => r.seq)));
  return records.map((r) => {
    const template = templates.get(`${String(r.template)}@${String(r.templateVersion)}`);
    const values = (r.properties ?? {}) as PropertyValues;
    return { properties: template ? recordProperties(template, values) : [], declarations: declarations.get(r.seq) ?? [] };
  });
}

/** Products as the API gives them: `properties` as a list read through their template, and their declarations. */
export async function expandProductRecords(db: Queryable, records: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const stored = records.map((r) => ({
    seq: Number(r.seq),
    template: r.template ? String(r.template) : null,
    templateVersion: r.templateVersion === null || r.templateVersion === undefined ? null : Number(r.templateVersion),
    properties: r.properties,
  }));
  const views = await recordViews(db, stored);
  return records.map((r, i) => ({ ...r, ...views[i] }));
}
