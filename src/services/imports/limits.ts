import type { PoolBudgets } from '../workers/pool';

/**
 * What one spreadsheet import may hold and cost (docs/operations.md, "Spreadsheet imports"). The upload is
 * counted while it streams in; the rest is checked in the import worker before and while the sheet is read.
 */
export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file (413 past it, counted while it streams). */
  fileBytes: 10 * 2 ** 20,
  /** Data rows of the sheet (the header row is not counted). */
  rows: 5_000,
  /** Columns of the header row. */
  columns: 100,
  /** Characters of one cell. */
  cellChars: 2_000,
  /** Files inside an XLSX (a workbook has a dozen). */
  zipEntries: 200,
  /** Bytes all the files of an XLSX inflate to, counted while inflating (a zip bomb stops here). */
  inflatedBytes: 48 * 2 ** 20,
} as const;

/** The import pool's budgets: one worker, a sheet of 5,000 rows reads in well under a second. */
export const IMPORT_POOL_BUDGETS: PoolBudgets = { timeMs: 20_000, heapMb: 256, memoryMb: 512 };

/** Thrown inside the worker for a file it will not read: the message says why, and is shown to the manufacturer. */
export class SheetRefused extends Error {
  override name = 'SheetRefused';
}
