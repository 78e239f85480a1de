import { normalizeSection } from '../csi';
import { parseDisplayValue } from '../product-data/parse';
import type { ProductTemplate } from '../product-data/template';
import { validateProperties, type PropertyValues } from '../product-data/values';
import { columnHelp, columnIdOf, FIXED_COLUMNS } from './columns';

/** A sheet as the reader hands it over: the header cells and each data row's cells as text, with its sheet row number. */
export interface SheetTable {
  header: string[];
  rows: Array<{ row: number; cells: string[] }>;
}

/** One problem of a file, where a spreadsheet shows it: its row number (the header is row 1) and column id. */
export interface ImportError {
  row: number;
  column: string;
  message: string;
}

/** One product as a row states it, in the shape product drafts take. */
export interface ImportedProduct {
  code: string;
  name: string;
  tradename: string | null;
  section: string;
  template: string;
  properties: PropertyValues;
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
const MAX_NAME = 200;

/** A cell a CSV export guarded against formulas ("'-5") reads as what was meant. */
const unguard = (text: string) => text.trim().replace(/^'(?=[=+\-@])/, '');

/** The header's column ids: every fixed column present, none twice, each other one a property of some template. */
function headerErrors(ids: string[], templates: ReadonlyMap<string, ProductTemplate>): ImportError[] {
  const errors: ImportError[] = [];
  for (const fixed of FIXED_COLUMNS) if (!ids.includes(fixed)) errors.push({ row: 1, column: fixed, message: 'this column is missing from the header row' });
  const known = new Set<string>([...FIXED_COLUMNS, ...[...templates.values()].flatMap((t) => t.properties.map((p) => p.id))]);
  ids.forEach((id, i) => {
    if (id === '') return;
    if (ids.indexOf(id) !== i) errors.push({ row: 1, column: id, message: 'this column appears twice' });
    else if (!known.has(id)) errors.push({ row: 1, column: id, message: 'is neither a product field nor a property of any template' });
  });
  return errors;
}

function readRow(ids: string[], cells: string[], row: number, templates: ReadonlyMap<string, ProductTemplate>, errors: ImportError[]): ImportedProduct | null {
  const cell = (id: string) => unguard(cells[ids.indexOf(id)] ?? '');
  const fail = (column: string, message: string) => errors.push({ row, column, message });
  const before = errors.length;
  const code = cell('code');
  if (!code) fail('code', 'is required');
  else if (!CODE.test(code)) fail('code', 'must be 1–40 letters, digits and . _ / - starting with a letter or digit');
  const name = cell('name');
  if (!name) fail('name', 'is required');
  else if (name.length > MAX_NAME) fail('name', `must be at most ${MAX_NAME} characters`);
  const tradename = cell('tradename');
  if (tradename.length > MAX_NAME) fail('tradename', `must be at most ${MAX_NAME} characters`);
  const sectionText = cell('section');
  const section = sectionText ? normalizeSection(sectionText) : null;
  if (!sectionText) fail('section', 'is required');
  else if (!section) fail('section', `"${sectionText}" is not a MasterFormat 2004 section number such as 08 11 13`);
  const templateId = cell('template');
  const template = templates.get(templateId);
  if (!templateId) fail('template', 'is required');
  else if (!template) fail('template', `no product template is called "${templateId}"`);

  const properties: Record<string, unknown> = {};
  if (template) {
    if (section && !template.sections.includes(section)) fail('section', `${section} is not a section of the ${template.name} template (${template.sections.join(', ')})`);
    const defs = new Map(template.properties.map((p) => [p.id, p]));
    ids.forEach((id, i) => {
      if (id === '' || (FIXED_COLUMNS as readonly string[]).includes(id)) return;
      const text = unguard(cells[i] ?? '');
      if (text === '') return;
      const def = defs.get(id);
      if (!def) return fail(id, `is not a property of the ${template.name} template: leave it empty`);
      const value = parseDisplayValue(def, text);
      if (value === null) return fail(id, `cannot read "${text}": ${columnHelp(def)}`);
      properties[id] = value;
    });
    const checked = validateProperties(template, properties);
    if (!checked.ok) for (const e of checked.errors) fail(e.property, e.message);
  }
  if (errors.length > before) return null;
  return { code, name, tradename: tradename || null, section: section!, template: templateId, properties };
}

/**
 * The products a sheet states, each checked against its template, or every error of the sheet by row and
 * column: an unknown header, a missing or malformed field, a value its property cannot hold, a code twice.
 * Rows with no text at all are skipped.
 */
export function readProductRows(table: SheetTable, templates: ReadonlyMap<string, ProductTemplate>): { products: Array<{ row: number; product: ImportedProduct }>; errors: ImportError[] } {
  const ids = table.header.map(columnIdOf);
  const errors = headerErrors(ids, templates);
  if (errors.some((e) => (FIXED_COLUMNS as readonly string[]).includes(e.column) && e.message.includes('missing'))) return { products: [], errors };
  const products: Array<{ row: number; product: ImportedProduct }> = [];
  const codeRows = new Map<string, number>();
  for (const { row, cells } of table.rows) {
    if (cells.every((c) => c.trim() === '')) continue;
    const product = readRow(ids, cells, row, templates, errors);
    if (!product) continue;
    const key = product.code;
    const first = codeRows.get(key);
    if (first !== undefined) {
      errors.push({ row, column: 'code', message: `${product.code} is also on row ${first}: one row per product` });
      continue;
    }
    codeRows.set(key, row);
    products.push({ row, product });
  }
  return { products, errors: errors.sort((a, b) => a.row - b.row) };
}
