import { PRODUCT_TEMPLATES } from '../domain/product-data/templates';
import type { ProductTemplate } from '../domain/product-data/template';
import { sql } from './sql';
import type { Queryable } from './types';

/**
 * Writes the templates the code ships into `product_templates`, each (id, version) once. A stored version
 * is never rewritten: changing a template means shipping it under a new version, so the records validated
 * against the old one keep naming what they were checked by. A shipped version that differs from the stored
 * one stops the start-up with a message saying so.
 */
export async function syncProductTemplates(db: Queryable, templates: readonly ProductTemplate[] = PRODUCT_TEMPLATES): Promise<number> {
  // A database migrated only part of the way (a migration's own test) has no table yet.
  const table = await db.one<{ exists: boolean }>(sql`SELECT to_regclass('product_templates') IS NOT NULL AS exists`);
  if (!table.exists) return 0;
  const stored = await db.many<{ id: string; version: number; properties: unknown; name: string; epd: unknown }>(
    sql`SELECT id, version, name, properties, epd FROM product_templates`,
  );
  const byKey = new Map(stored.map((r) => [`${r.id}@${r.version}`, r]));
  let written = 0;
  for (const t of templates) {
    const have = byKey.get(`${t.id}@${t.version}`);
    if (have) {
      if (canonicalJson(have.properties) !== canonicalJson(t.properties) || have.name !== t.name) {
        throw new Error(`Product template ${t.id} version ${t.version} differs from the stored one: ship the change as version ${t.version + 1}`);
      }
      // Rows stored before migration 031 gain their declared unit once; a stored one is never rewritten.
      if (have.epd === null) {
        await db.query(sql`UPDATE product_templates SET epd = ${JSON.stringify(t.epd)}::jsonb WHERE id = ${t.id} AND version = ${t.version}`);
        written++;
      } else if (canonicalJson(have.epd) !== canonicalJson(t.epd)) {
        throw new Error(`Product template ${t.id} version ${t.version} declares EPDs differently from the stored one: ship the change as version ${t.version + 1}`);
      }
      continue;
    }
    await db.query(sql`INSERT INTO product_templates (id, version, name, ifc_class, sections, properties, epd)
      VALUES (${t.id}, ${t.version}, ${t.name}, ${t.ifcClass},
        ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(t.sections)}::jsonb)), ${JSON.stringify(t.properties)}::jsonb,
        ${JSON.stringify(t.epd)}::jsonb)`);
    written++;
  }
  return written;
}

/** JSON with object keys sorted: jsonb keeps its own key order, so stored and shipped are compared this way. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
