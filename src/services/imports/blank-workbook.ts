import ExcelJS from 'exceljs';
import { cellUnit, columnHelp, displayBound, FIXED_COLUMN_HELP, FIXED_COLUMNS, templateColumns } from '../../domain/imports/columns';
import { csvField } from '../../domain/reports/csv';
import type { ProductTemplate, PropertyDefinition } from '../../domain/product-data/template';
import { IMPORT_LIMITS } from './limits';

/** Rows of the product sheet that carry the drop-down lists and number checks (the import's row limit). */
const ROWS = IMPORT_LIMITS.rows;

const columnLetter = (n: number): string => (n <= 26 ? String.fromCharCode(64 + n) : columnLetter(Math.floor((n - 1) / 26)) + columnLetter(((n - 1) % 26) + 1));

/** A drop-down of values listed in column `listColumn` of the hidden Lists sheet. */
function listValidation(listColumn: number, count: number, multiple: boolean): ExcelJS.DataValidation {
  const letter = columnLetter(listColumn);
  return {
    type: 'list',
    allowBlank: true,
    formulae: [`Lists!$${letter}$1:$${letter}$${count}`],
    showErrorMessage: true,
    // Several values ("UL 10C, NFPA 80") are typed, not picked: a warning only.
    errorStyle: multiple ? 'warning' : 'stop',
    errorTitle: 'Not an allowed value',
    error: multiple ? 'Pick one value, or type several separated by commas' : 'Pick a value from the list',
  };
}

/** A number check in the display unit: a warning, since "3'-0\"" and "90 min" are also read. */
function numberValidation(def: PropertyDefinition): ExcelJS.DataValidation | null {
  const [min, max] = [displayBound(def, def.min), displayBound(def, def.max)];
  if (min === undefined && max === undefined) return null;
  const unit = cellUnit(def);
  const range = min !== undefined && max !== undefined ? `from ${min} to ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`;
  const base = { type: 'decimal' as const, allowBlank: true, showErrorMessage: true, errorStyle: 'warning' as const, errorTitle: 'Out of range', error: `${def.name}: ${range}${unit ? ` ${unit}` : ''}` };
  if (min !== undefined && max !== undefined) return { ...base, operator: 'between', formulae: [min, max] };
  return min !== undefined ? { ...base, operator: 'greaterThanOrEqual', formulae: [min] } : { ...base, operator: 'lessThanOrEqual', formulae: [max!] };
}

function listValues(def: PropertyDefinition): string[] | null {
  if (def.type === 'enumeration') return def.values!;
  if (def.type === 'boolean') return ['Yes', 'No'];
  return null;
}

/**
 * The blank workbook of a template: a Products sheet with the header row (each header's note says what the
 * column holds and in which unit), drop-down lists of the allowed values and number checks in the display unit
 * down to the import's row limit; a Columns sheet describing each column; the lists on a hidden sheet.
 */
export async function blankWorkbook(template: ProductTemplate): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SpecFind';
  const products = workbook.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = workbook.addWorksheet('Columns');
  const lists = workbook.addWorksheet('Lists', { state: 'hidden' });

  // exceljs's types leave out the sheet's range validations, which it writes as one rule per range.
  const validations = (products as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }).dataValidations;
  const addValidation = (range: string, rule: ExcelJS.DataValidation) => validations.add(range, rule);
  const ids = templateColumns(template);
  products.addRow(ids);
  products.getRow(1).font = { bold: true };
  let listColumn = 0;
  const addList = (values: readonly string[]) => {
    listColumn += 1;
    values.forEach((v, i) => (lists.getCell(i + 1, listColumn).value = v));
    return listColumn;
  };
  ids.forEach((id, i) => {
    const letter = columnLetter(i + 1);
    const range = `${letter}2:${letter}${ROWS + 1}`;
    products.getColumn(i + 1).width = Math.max(14, id.length + 4);
    const def = template.properties.find((p) => p.id === id);
    const cell = products.getCell(1, i + 1);
    if (!def) {
      cell.note = FIXED_COLUMN_HELP[id as (typeof FIXED_COLUMNS)[number]];
      if (id === 'template') addValidation(range, listValidation(addList([template.id]), 1, false));
      if (id === 'section') addValidation(range, listValidation(addList(template.sections), template.sections.length, false));
      return;
    }
    cell.note = columnHelp(def);
    const values = listValues(def);
    if (values) addValidation(range, listValidation(addList(values), values.length, def.multiple ?? false));
    else if (def.type === 'number') {
      const check = numberValidation(def);
      if (check) addValidation(range, check);
    }
  });

  columns.addRow(['Column', 'Name', 'Unit', 'Type', 'Allowed', 'Required', 'How to fill it']);
  columns.getRow(1).font = { bold: true };
  for (const id of FIXED_COLUMNS) columns.addRow([id, id, '', 'text', '', id === 'tradename' ? 'no' : 'yes', FIXED_COLUMN_HELP[id]]);
  for (const def of template.properties) {
    const [min, max] = [displayBound(def, def.min), displayBound(def, def.max)];
    const allowed = def.values ? def.values.join(', ') : def.type === 'boolean' ? 'Yes, No' : min !== undefined || max !== undefined ? `${min ?? ''} to ${max ?? ''}` : '';
    columns.addRow([def.id, def.name, cellUnit(def) ?? '', def.multiple ? 'enumeration (several)' : def.type, allowed, def.required ? 'yes' : 'no', columnHelp(def)]);
  }
  [14, 36, 16, 20, 50, 10, 80].forEach((width, i) => (columns.getColumn(i + 1).width = width));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The CSV variant: the header row alone (a CSV holds no notes or lists: the Columns sheet of the XLSX explains them). */
export function blankCsv(template: ProductTemplate): string {
  return `\uFEFF${templateColumns(template).map(csvField).join(',')}\r\n`;
}
