import { dataSheetRows } from '../domain/product-data/data-sheet';
import { valuesFromProse } from '../domain/product-data/parse';
import type { ProductTemplate } from '../domain/product-data/template';
import { PRODUCT_TEMPLATES } from '../domain/product-data/templates';
import { validateProperties } from '../domain/product-data/values';
import { sql } from './sql';
import type { Queryable } from './types';

const CHUNK = 1000;

/** The template of a product from its section, or, where several families share a section, its heading's name. */
function templateFor(section: string, heading: string | null, templates: readonly ProductTemplate[]): ProductTemplate | null {
  const candidates = templates.filter((t) => t.sections.includes(section));
  if (candidates.length <= 1) return candidates[0] ?? null;
  const key = (heading ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return candidates.find((t) => t.id === key || t.name.toLowerCase() === heading?.toLowerCase()) ?? null;
}

/**
 * Gives products written before typed records (template_id NULL) their template and the values their
 * description states, read through the template's phrases; the data sheet's rows are then derived from
 * them. What the prose does not state stays unstated. Runs after every migration and finds nothing to do
 * once a catalog is typed; headings, and families without a template, are left as they are.
 */
export async function backfillProductRecords(db: Queryable, templates: readonly ProductTemplate[] = PRODUCT_TEMPLATES): Promise<number> {
  const sections = [...new Set(templates.flatMap((t) => t.sections))];
  const rows = await db.many<{ seq: number; section: string; heading: string | null; description: string }>(sql`
    SELECT p.seq, p.section, h.name AS heading, p.description
    FROM products p LEFT JOIN products h ON h.seq = p.parent_id
    WHERE p.template_id IS NULL AND NOT p.heading
      AND p.section IN (SELECT jsonb_array_elements_text(${JSON.stringify(sections)}::jsonb))`);
  const updates: { seq: number; template_id: string; template_version: number; properties: unknown; attributes: unknown }[] = [];
  for (const row of rows) {
    const template = templateFor(row.section, row.heading, templates);
    if (!template) continue;
    const checked = validateProperties(template, valuesFromProse(template, row.description));
    const values = checked.ok ? checked.values : {};
    updates.push({ seq: row.seq, template_id: template.id, template_version: template.version, properties: values, attributes: dataSheetRows(template, values) });
  }
  for (let i = 0; i < updates.length; i += CHUNK) {
    await db.query(sql`
      UPDATE products p SET template_id = r.template_id, template_version = r.template_version, properties = r.properties, attributes = r.attributes
      FROM jsonb_to_recordset(${JSON.stringify(updates.slice(i, i + CHUNK))}::jsonb)
        AS r(seq int, template_id text, template_version int, properties jsonb, attributes jsonb)
      WHERE p.seq = r.seq`);
  }
  return updates.length;
}
