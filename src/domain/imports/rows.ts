import { parseDisplayValue } from '../product-data/parse';
import type { ProductTemplate } from '../product-data/template';
import type { PropertyValues } from '../product-data/values';
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

/** One product as a row states it, values read from their display text: the raw input product drafts check. */
interface ImportedProduct {
  code: string;
  name: string;
  tradename: string | null;
  section: string;
  template: string;
  properties: PropertyValues;
}

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
  const templateId = cell('template');
  const template = templates.get(templateId);
  if (!templateId) fail('template', 'is required');
  else if (!template) fail('template', `no product template is called "${templateId}"`);
  const properties: PropertyValues = {};
  if (template) {
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
  }
  if (errors.length > before) return null;
  const tradename = cell('tradename');
  return { code: cell('code'), name: cell('name'), tradename: tradename || null, section: cell('section'), template: templateId, properties };
}

/** A field of a product input as the column a sheet writes it in: `properties.fire-rating` is the fire-rating column. */
export function columnOfField(field: string): string {
  return field.startsWith('properties.') ? field.slice('properties.'.length) : field;
}

/**
 * The products a sheet states, each cell read through its property's display parser, and every error of the
 * sheet by row and column: an unknown header, an unknown template, a value its property cannot be read from,
 * a code twice. The product-drafts check (fields, ranges, required values) runs on these inputs next.
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
    const first = key === '' ? undefined : codeRows.get(key);
    if (first !== undefined) {
      errors.push({ row, column: 'code', message: `${product.code} is also on row ${first}: one row per product` });
      continue;
    }
    codeRows.set(key, row);
    products.push({ row, product });
  }
  return { products, errors: errors.sort((a, b) => a.row - b.row) };
}
