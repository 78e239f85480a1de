import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { TemplateDeclaration } from '../../domain/product-data/declared-units';
import type { ProductTemplate, PropertyDefinition } from '../../domain/product-data/template';

interface TemplateRow {
  id: string;
  version: number;
  name: string;
  ifc_class: string;
  sections: string[];
  properties: PropertyDefinition[];
  epd: TemplateDeclaration;
}

const toTemplate = (r: TemplateRow): ProductTemplate => ({
  id: r.id,
  version: r.version,
  name: r.name,
  ifcClass: r.ifc_class as ProductTemplate['ifcClass'],
  sections: r.sections,
  properties: r.properties,
  epd: r.epd,
});

/** The newest version of every template, by name. */
export async function listTemplates(db: Queryable): Promise<ProductTemplate[]> {
  const rows = await db.many<TemplateRow>(sql`
    SELECT DISTINCT ON (id) id, version, name, ifc_class, sections, properties, epd
    FROM product_templates ORDER BY id, version DESC`);
  return rows.map(toTemplate).sort((a, b) => a.name.localeCompare(b.name));
}

/** A stored version never changes (a changed template ships as a new version), so a version once read is kept. */
const VERSIONS = new Map<string, ProductTemplate>();
const MAX_KEPT_VERSIONS = 1000;

/** One template: the version asked for, or the newest. */
export async function findTemplate(db: Queryable, id: string, version?: number): Promise<ProductTemplate | null> {
  const kept = version === undefined ? undefined : VERSIONS.get(`${id}@${version}`);
  if (kept) return kept;
  const template = await readTemplate(db, id, version);
  if (template && version !== undefined && VERSIONS.size < MAX_KEPT_VERSIONS) VERSIONS.set(`${id}@${version}`, template);
  return template;
}

async function readTemplate(db: Queryable, id: string, version?: number): Promise<ProductTemplate | null> {
  const row = await db.maybeOne<TemplateRow>(
    version === undefined
      ? sql`SELECT id, version, name, ifc_class, sections, properties, epd FROM product_templates WHERE id = ${id} ORDER BY version DESC LIMIT 1`
      : sql`SELECT id, version, name, ifc_class, sections, properties, epd FROM product_templates WHERE id = ${id} AND version = ${version}`,
  );
  return row && toTemplate(row);
}
