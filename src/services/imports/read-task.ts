import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { SheetTable } from '../../domain/imports/rows';
import type { TaskOutput } from '../workers/task-worker';
import { IMPORT_LIMITS, SheetRefused } from './limits';
import { checkZipBounds } from './zip-check';

/** A file to read: its bytes (moved to the worker, not copied). */
export interface SheetTask {
  bytes: Uint8Array;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

function boundedTable(header: string[], rows: SheetTable['rows']): SheetTable {
  if (header.every((h) => h.trim() === '')) throw new SheetRefused('The first row must be the header row: code, name, tradename, section, template and one column per property');
  if (header.length > IMPORT_LIMITS.columns) throw new SheetRefused(`The sheet has ${header.length} columns, more than ${IMPORT_LIMITS.columns}`);
  return { header, rows };
}

function checkCell(text: string, row: number): string {
  if (text.length > IMPORT_LIMITS.cellChars) throw new SheetRefused(`Row ${row} has a cell of more than ${IMPORT_LIMITS.cellChars} characters`);
  return text;
}

const tooManyRows = () => new SheetRefused(`The sheet has more than ${IMPORT_LIMITS.rows.toLocaleString('en-US')} product rows: split it into several files`);

/** A cell's value as the text a person sees in it (a formula's result, rich text joined, a date as YYYY-MM-DD). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

/**
 * Rows and cells past the limits stop exceljs while it parses; the parts an import never reads (validations,
 * conditional formatting) are skipped, so a validation over a million cells costs nothing.
 */
const READ_OPTIONS = {
  ignoreNodes: ['dataValidations', 'conditionalFormatting'],
  maxRows: IMPORT_LIMITS.rows + 1,
  maxCols: IMPORT_LIMITS.columns,
} as ExcelJS.XlsxReadOptions;

async function readXlsx(bytes: Uint8Array): Promise<SheetTable> {
  checkZipBounds(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer, READ_OPTIONS);
  } catch (error) {
    const message = (error as Error).message;
    if (/^Max row count/.test(message)) throw tooManyRows();
    if (/^Max c count/.test(message)) throw new SheetRefused(`A row has more than ${IMPORT_LIMITS.columns} cells`);
    throw new SheetRefused(`The workbook cannot be read: ${message.slice(0, 200)}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetRefused('The workbook has no worksheet');
  if (sheet.rowCount > IMPORT_LIMITS.rows + 1 && sheet.actualRowCount > IMPORT_LIMITS.rows + 1) throw tooManyRows();
  const width = Math.min(sheet.columnCount, IMPORT_LIMITS.columns + 1);
  const cellsOf = (n: number) => {
    const row = sheet.getRow(n);
    return Array.from({ length: width }, (_, i) => checkCell(cellText(row.getCell(i + 1).value).trim(), n));
  };
  const header = cellsOf(1);
  while (header.length && header[header.length - 1] === '') header.pop();
  const rows: SheetTable['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    rows.push({ row: n, cells: cellsOf(n).slice(0, header.length) });
  });
  if (rows.length > IMPORT_LIMITS.rows) throw tooManyRows();
  return boundedTable(header, rows);
}

function readCsv(bytes: Uint8Array): SheetTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SheetRefused('The file is neither an XLSX workbook nor a CSV file in UTF-8: save it as .xlsx or as CSV UTF-8');
  }
  if (text.includes('\0')) throw new SheetRefused('The file is neither an XLSX workbook nor a CSV file: it holds binary bytes');
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      // One row more than allowed (plus the header): enough to tell the file is too long without reading it all.
      to_line: IMPORT_LIMITS.rows + 2,
      max_record_size: IMPORT_LIMITS.cellChars * IMPORT_LIMITS.columns,
      delimiter: [',', ';', '\t'],
    });
  } catch (error) {
    throw new SheetRefused(`The CSV file cannot be read: ${(error as Error).message.slice(0, 200)}`);
  }
  if (records.length > IMPORT_LIMITS.rows + 1) throw tooManyRows();
  const [header = [], ...data] = records;
  const rows = data.map((cells, i) => ({ row: i + 2, cells: cells.map((c) => checkCell(c.trim(), i + 2)) }));
  return boundedTable(header.map((h) => checkCell(h.trim(), 1)), rows);
}

/** The worker's task: the first worksheet of an XLSX workbook, or a CSV file, as a header and rows of text. */
export async function readSheet(task: SheetTask): Promise<TaskOutput<SheetTable>> {
  const { bytes } = task;
  if (startsWith(bytes, ZIP)) return { result: await readXlsx(bytes) };
  if (startsWith(bytes, OLE)) throw new SheetRefused('This is an old Excel .xls workbook: save it as .xlsx (Excel Workbook) and import that');
  return { result: readCsv(bytes) };
}

/** Loads the readers before the first task, so its time budget is spent on the file. */
export async function warmUp(): Promise<void> {
  await new ExcelJS.Workbook().xlsx.writeBuffer();
}
