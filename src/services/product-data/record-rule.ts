import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { dataSheetRows } from '../../domain/product-data/data-sheet';
import { validateProperties } from '../../domain/product-data/values';
import { AppError } from '../../errors';
import { findTemplate } from './templates';

interface StoredRecord {
  template_id: string | null;
  template_version: number | null;
  properties: unknown;
}


function refuse(fields: Record<string, string>): AppError {
  const summary = Object.entries(fields).map(([f, m]) => `${f}: ${m}`).join('; ');
  return new AppError(400, summary, { data: { fields } });
}

/**
 * A product's record after a write: its template known (the newest version when the template changed), every
 * property valid for it (a 400 naming each property otherwise, and the write rolled back), values stored as
 * a map in canonical units, and the data sheet's rows derived from them.
 */
export async function productRecordRule(tx: Queryable, [seq]: readonly unknown[]): Promise<void> {
  const row = await tx.one<StoredRecord>(sql`SELECT template_id, template_version, properties FROM products WHERE seq = ${seq}`);
  const input = (row.properties ?? {}) as Record<string, unknown>;
  if (!row.template_id) {
    if (Object.keys(input).length > 0) throw refuse({ template: 'a product needs a template before it can hold properties' });
    return;
  }
  const stored = row.template_version === null ? null : await findTemplate(tx, row.template_id, row.template_version);
  const template = stored ?? (await findTemplate(tx, row.template_id));
  if (!template) throw refuse({ template: `no product template is called ${row.template_id}` });
  const checked = validateProperties(template, input);
  if (!checked.ok) throw refuse(Object.fromEntries(checked.errors.map((e) => [`properties.${e.property}`, e.message])));
  await tx.query(sql`
    UPDATE products SET template_version = ${template.version}, properties = ${JSON.stringify(checked.values)}::jsonb,
      attributes = ${JSON.stringify(dataSheetRows(template, checked.values))}::jsonb
    WHERE seq = ${seq}`);
}
