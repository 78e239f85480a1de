import path from 'node:path';
import { z } from 'zod';
import { coidParam } from '../../domain/company-id';
import { IMPORT_FORM } from '../../domain/imports/paths';
import { requireManager } from '../../auth/require';
import { importForm } from '../../http/upload-forms';
import { actorOf, type ManageActor } from '../../services/manage/audit';
import { ImportRefused, runImport, type ImportSummary } from '../../services/imports/run-import';
import { readUploadedSheet } from '../../services/imports/sheet-reader';
import { action } from '../page-types';

export const manageImportParams = z.object({ coid: coidParam });

/** What the import page shows after a post: the summary, and whether the file was refused as a whole. */
export interface ImportShown {
  summary: ImportSummary;
  refused: boolean;
}

/**
 * The import page's form (multipart: the file, `mode` dry-run or apply, `withdrawMissing`): who may post is
 * checked before the body is read; the file streams within its limit and is read in the import pool. A refused
 * file (too large, not a spreadsheet) shows its reason on the form; a file with row errors shows them all.
 */
export const manageImportAction = action<z.infer<typeof manageImportParams>, Record<string, never>, ManageActor, ImportShown>({
  form: IMPORT_FORM,
  body: z.object({}),
  target: ({ params, user }) => actorOf(requireManager({ user }, params.coid)),
  async run({ db, req, params, target, config }) {
    const upload = await importForm(req, path.join(config.DATA_DIR, 'tmp'), ['mode', 'withdrawMissing']);
    const table = await readUploadedSheet(upload);
    const options = { dryRun: upload.fields.mode !== 'apply', withdrawMissing: upload.fields.withdrawMissing === 'true', filename: upload.file.filename };
    try {
      return { shown: { summary: await runImport(db, target, params.coid, table, options), refused: false } };
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      return { status: 422, shown: { summary: error.summary, refused: true } };
    }
  },
});
