import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { declaredUnitOfText } from '../../domain/product-data/declared-units';
import { dataSheetRows } from '../../domain/product-data/data-sheet';
import type { ProductTemplate } from '../../domain/product-data/template';
import type { PropertyValues } from '../../domain/product-data/values';
import { asSpecifiedSchema, type AsSpecifiedRecord } from '../../domain/project/as-specified';
import { carbonSummary } from '../../domain/project-manual/carbon';
import type { ManualModel, ManualProduct, ManualProject } from '../../domain/project-manual/model';
import { AppError } from '../../errors';
import { requireProjectRole } from '../personal/project-access';
import { findTemplate } from '../product-data/templates';
import { manualSection, projectWizardSelections } from './section-text';

/** What one manual holds at most (beyond it the document takes too long to write and to read); products: as many as a project holds (project-products.ts). */
const MANUAL_LIMITS = { sections: 120, products: 500 } as const;

interface ProjectRow {
  name: string;
  number: string;
  city: string;
  state: string;
  firm: string;
}

interface ProductRow {
  seq: number;
  section: string;
  role: 'basis' | 'equal';
  quantity: string | number | null;
  specified: unknown;
  specified_on: string;
}

/** "November 27, 2026" (UTC). */
const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

async function projectFacts(db: Queryable, projectSeq: number, now: Date): Promise<ManualProject> {
  const row = await db.one<ProjectRow>(sql`
    SELECT p.name, p.char_project_id AS number, p.city, p.state, u.company AS firm
    FROM char_projects p JOIN users u ON u.seq = p.user_seq WHERE p.seq = ${projectSeq}`);
  return { name: row.name, number: row.number, place: [row.city, row.state].map((s) => s.trim()).filter(Boolean).join(', '), date: longDate(now), firm: row.firm.trim() };
}

/** The record's values by property id, as the template reads them. */
const valuesOf = (record: AsSpecifiedRecord): PropertyValues => Object.fromEntries(record.properties.map((p) => [p.id, p.value])) as PropertyValues;

/** A product of the manual from its as-specified record (what the architect relied on, not the live product). */
function manualProduct(row: ProductRow, record: AsSpecifiedRecord, template: ProductTemplate | null): ManualProduct {
  const rows = template
    ? dataSheetRows(template, valuesOf(record))
    : record.properties.map((p) => ({ group: 'performance', label: p.name, value: p.display }));
  const facets = new Set(template?.properties.filter((d) => d.facet).map((d) => d.id) ?? []);
  const declaredUnit = template?.epd.declaredUnit ?? null;
  const epd = record.declarations.find((d) => d.type === 'epd' && d.gwp !== null && d.declaredUnit !== null && declaredUnitOfText(d.declaredUnit) === declaredUnit);
  return {
    seq: row.seq,
    name: record.name,
    tradename: record.tradename,
    maker: record.manufacturer.name,
    section: row.section,
    role: row.role,
    productType: template?.name ?? null,
    rows,
    keyProperties: record.properties.filter((p) => facets.has(p.id)).map((p) => ({ label: p.name, value: p.display })),
    quantity: row.quantity === null ? null : Number(row.quantity),
    declaredUnit,
    gwp: epd?.gwp ?? null,
    specifiedOn: row.specified_on,
  };
}

function tooLarge(what: string, limit: number): AppError {
  return new AppError(413, `The project manual holds at most ${limit} ${what}; this project has more`, { data: { fields: { [what]: `at most ${limit}` } } });
}

/**
 * Everything the project manual and outline print, read for someone who may view the project (404 for anyone
 * else): the cover's facts, each section's text in CSI order, the products' as-specified records and the carbon
 * summary. Bounded: a project past MANUAL_LIMITS is refused with 413.
 */
export async function loadManual(db: Queryable, userSeq: number, projectSeq: number, now = new Date()): Promise<ManualModel> {
  await requireProjectRole(db, userSeq, projectSeq, 'view');
  const [project, rows, wizards] = await Promise.all([
    projectFacts(db, projectSeq, now),
    db.many<ProductRow>(sql`
      SELECT pp.product_seq AS seq, pp.section, pp.role, pp.quantity, pp.specified, to_char(pp.specified_at, 'YYYY-MM-DD') AS specified_on
      FROM project_products pp WHERE pp.project_seq = ${projectSeq}
      ORDER BY pp.section, pp.role, pp.seq LIMIT ${MANUAL_LIMITS.products + 1}`),
    projectWizardSelections(db, projectSeq),
  ]);
  if (rows.length > MANUAL_LIMITS.products) throw tooLarge('products', MANUAL_LIMITS.products);
  const numbers = [...new Set([...rows.map((r) => r.section), ...wizards.map((w) => w.section)])].sort();
  if (numbers.length > MANUAL_LIMITS.sections) throw tooLarge('sections', MANUAL_LIMITS.sections);

  const templates = new Map<string, ProductTemplate | null>();
  const products: ManualProduct[] = [];
  const coidOf = new Map<number, number>();
  for (const row of rows) {
    const record = asSpecifiedSchema.parse(row.specified);
    const key = record.template ? `${record.template.id}@${record.template.version}` : '';
    if (record.template && !templates.has(key)) templates.set(key, await findTemplate(db, record.template.id, record.template.version));
    products.push(manualProduct(row, record, templates.get(key) ?? null));
    coidOf.set(row.seq, record.manufacturer.coid);
  }
  const titles = new Map(
    (await db.many<{ section: string; title: string }>(sql`SELECT section, title FROM csi_sections WHERE mf = '04' AND section = ANY(${numbers}::text[])`)).map((t) => [t.section, t.title]),
  );
  const sections = [];
  for (const number of numbers) {
    const title = titles.get(number) ?? `Section ${number}`;
    const wizard = wizards.find((w) => w.section === number) ?? null;
    sections.push(await manualSection(db, { number, title, products: products.filter((p) => p.section === number), coidOf, wizard, now }));
  }
  return { project, sections, products, carbon: carbonSummary(products) };
}

/** Whether the project has anything for a manual or an outline: products chosen, or a spec wizard selection. */
export async function hasManualContent(db: Queryable, projectSeq: number): Promise<boolean> {
  const row = await db.one<{ has: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM project_products WHERE project_seq = ${projectSeq})
      OR EXISTS (SELECT 1 FROM specwizard_projects w JOIN content_items ci ON ci.id = w.content_id AND ci.online AND ci.section IS NOT NULL
                 WHERE w.char_project_seq = ${projectSeq}) AS has`);
  return row.has;
}
