import path from 'node:path';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { manageActor } from '../../auth/manage-actor';
import type { Db } from '../../db/types';
import { coidParam } from '../../domain/company-id';
import { notFound } from '../../errors';
import { importForm } from '../../http/upload-forms';
import { parseInput } from '../../parse-input';
import { blankCsv, blankWorkbook } from '../../services/imports/blank-workbook';
import { IMPORT_LIMITS } from '../../services/imports/limits';
import { ImportRefused, runImport } from '../../services/imports/run-import';
import { readUploadedSheet } from '../../services/imports/sheet-reader';
import { findTemplate } from '../../services/product-data/templates';
import { withEndpointSpec, type EndpointSpec } from '../endpoint';
import { fileEndpoint } from '../file-endpoint';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import { importSummaryOutput } from './import-schemas';

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).default('false').transform((v) => v === 'true');
const importQuery = z.object({
  dryRun: flag.describe('true: report what the file would do, write nothing'),
  withdrawMissing: flag.describe('true: withdraw published products whose code the file does not list'),
});
const coidParams = z.object({ coid: coidParam });
const templateFileParams = z.object({
  coid: coidParam,
  file: z.string().regex(/^[a-z][a-z0-9-]{1,59}\.(xlsx|csv)$/, 'must be a template id with .xlsx or .csv'),
});

/**
 * POST /api/manage/{coid}/imports: who may import is checked before a byte of the body is read; the file streams
 * in within its size limit (413), is read in the import pool (422 for a file it refuses), then dry-run or applied.
 * An applied file with any error is a 422 answering the summary with every error; nothing is written.
 */
function importEndpoint(db: Db, dataDir: string): RequestHandler {
  const spec: EndpointSpec<z.infer<typeof coidParams>, z.infer<typeof importQuery>, undefined> = {
    params: coidParams,
    query: importQuery,
    output: importSummaryOutput,
    errors: [413, 415, 422],
    multipart: z.object({
      file: z.string().describe(`The spreadsheet: XLSX (first worksheet) or CSV in UTF-8, at most ${IMPORT_LIMITS.fileBytes / 2 ** 20} MB and ${IMPORT_LIMITS.rows.toLocaleString('en-US')} product rows`),
    }),
    summary: 'Import products from a spreadsheet (dry run or apply)',
  };
  const handle: RequestHandler = async (req, res) => {
    const { coid } = parseInput(coidParams, req.params, 'params');
    const query = parseInput(importQuery, req.query, 'query');
    const actor = await manageActor(db, req, coid, 'write');
    const upload = await importForm(req, path.join(dataDir, 'tmp'), []);
    const table = await readUploadedSheet(upload);
    res.setHeader('Cache-Control', 'no-store');
    try {
      res.json(await runImport(db, actor, coid, table, { ...query, filename: upload.file.filename }));
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      res.status(422).json({ ...error.summary, error: { status: 422, message: error.message } });
    }
  };
  return withEndpointSpec(handle, spec);
}

/** GET /api/manage/{coid}/imports/template/{templateId}.xlsx (or .csv): the blank sheet of a template. */
function templateEndpoint(db: Db): RequestHandler {
  return fileEndpoint(
    db,
    {
      params: templateFileParams,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      summary: 'The blank import workbook of a product template (drop-down lists, units in the header notes), or its CSV header',
    },
    async ({ params, req }) => {
      await manageActor(db, req, params.coid, 'read');
      const [id, format] = params.file.split('.') as [string, 'xlsx' | 'csv'];
      const template = await findTemplate(db, id);
      if (!template) throw notFound(`No product template is called ${id}`);
      const filename = `${template.id}-import.${format}`;
      if (format === 'csv') return { body: Buffer.from(blankCsv(template)), contentType: 'text/csv; charset=utf-8', disposition: `attachment; filename="${filename}"` };
      return { body: await blankWorkbook(template), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', disposition: `attachment; filename="${filename}"` };
    },
  );
}

/** Spreadsheet imports of a manufacturer's products (docs/decisions/2026-11-27-spreadsheet-import.md). */
export function manageImportsApi(db: Db, dataDir: string): AreaRows {
  const table = areaTable({ guard: 'client' });
  table.post('/manage/:coid/imports', importEndpoint(db, dataDir));
  table.get('/manage/:coid/imports/template/:file', templateEndpoint(db));
  return table.rows;
}

