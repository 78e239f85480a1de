import { catalogTransaction } from '../../db/data-version';
import { sql } from '../../db/sql';
import type { Db } from '../../db/types';
import type { ImportError, SheetTable } from '../../domain/imports/rows';
import { columnOfField } from '../../domain/imports/rows';
import { AppError, notFound } from '../../errors';
import { fieldsOf } from '../accounts/field-error';
import { recordAudit, type ManageActor } from '../manage/audit';
import { createDraft, publishDraft, refreshBatch, submitDraft, updateProduct, withdraw, type PublishBatch } from '../manage/product-drafts';
import { planImport, type ImportPlan, type RowOutcome } from './plan';
import { withinTransaction } from './within-transaction';

interface ImportOptions {
  dryRun: boolean;
  /** Withdraw the published products whose code the file does not list (never without asking). */
  withdrawMissing: boolean;
  /** The file's name, for the audit log. */
  filename: string;
}

/** What an import did, or would do on a dry run. */
export interface ImportSummary {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  /** Where the written products stand: published (trusted manufacturers, administrators) or submitted for review. */
  state: 'published' | 'submitted';
  errors: ImportError[];
  rows: Array<{ row: number; code: string; name: string; outcome: RowOutcome }>;
  /** Codes of published products the file does not list: withdrawn only when asked (`withdrawMissing`). */
  unlisted: string[];
}

function summarize(plan: ImportPlan, options: ImportOptions, state: ImportSummary['state']): ImportSummary {
  const count = (outcome: RowOutcome) => plan.rows.filter((r) => r.outcome === outcome).length;
  return {
    dryRun: options.dryRun,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    withdrawn: options.withdrawMissing ? plan.unlisted.length : 0,
    state,
    errors: plan.errors,
    rows: plan.rows.map(({ row, code, name, outcome }) => ({ row, code, name, outcome })),
    unlisted: plan.unlisted.map((p) => p.code),
  };
}

/** The 422 of an import refused as a whole: the summary with every error, and nothing written. */
export class ImportRefused extends AppError {
  constructor(readonly summary: ImportSummary) {
    super(422, `The file has ${summary.errors.length} error${summary.errors.length === 1 ? '' : 's'}: nothing was imported`, { data: { summary } });
  }
}

/** A writer's refusal of one row (a code taken meanwhile, a value its rule refuses) as that row's errors. */
function rowErrors(error: unknown, row: number): ImportError[] | null {
  if (!(error instanceof AppError) || error.statusCode >= 500) return null;
  const fields = fieldsOf(error);
  if (!fields) return [{ row, column: 'code', message: error.message }];
  return Object.entries(fields).map(([field, message]) => ({ row, column: columnOfField(field), message }));
}

/**
 * A manufacturer's spreadsheet, dry-run or applied. Applying is one catalog transaction, with the manufacturer's
 * row locked first so imports and workspace edits of one manufacturer take turns: the plan is made again inside
 * it, every row is written through the product-drafts writer (created or updated, then published for trusted
 * manufacturers and administrators, submitted for review otherwise), unlisted products withdrawn only when asked,
 * the search summaries refreshed once for the whole batch, and the import itself audited. Any error refuses the whole file (422 with every error) and nothing is written;
 * rows that change nothing are not written, so the same file twice changes nothing.
 */
export async function runImport(db: Db, actor: ManageActor, coid: number, table: SheetTable, options: ImportOptions): Promise<ImportSummary> {
  const company = await db.maybeOne<{ trusted: boolean }>(sql`SELECT trusted_publisher AS trusted FROM companies WHERE coid = ${coid}`);
  if (!company) throw notFound('No such manufacturer');
  const state = company.trusted || actor.isAdmin ? 'published' : 'submitted';
  if (options.dryRun) {
    return summarize(await planImport(db, coid, table), options, state);
  }
  return catalogTransaction(db, async (tx) => {
    await tx.query(sql`SELECT 1 FROM companies WHERE coid = ${coid} FOR NO KEY UPDATE`);
    const plan = await planImport(tx, coid, table);
    const summary = summarize(plan, options, state);
    if (plan.errors.length) throw new ImportRefused(summary);
    const inTx = withinTransaction(db, tx);
    const batch: PublishBatch = { stale: false };
    for (const planned of plan.rows) {
      if (planned.outcome === 'unchanged') continue;
      const { template, code, name, tradename, section, properties, online } = planned.input;
      const input = { template, code, name, tradename, section, properties, online };
      try {
        const { id } = planned.id === null ? await createDraft(inTx, actor, coid, input) : await updateProduct(inTx, actor, coid, planned.id, input);
        if (state === 'published') await publishDraft(inTx, actor, coid, id, batch);
        else await submitDraft(inTx, actor, coid, id);
      } catch (error) {
        const errors = rowErrors(error, planned.row);
        if (!errors) throw error;
        throw new ImportRefused({ ...summary, errors });
      }
    }
    if (options.withdrawMissing) for (const p of plan.unlisted) await withdraw(inTx, actor, coid, p.id, batch);
    await refreshBatch(inTx, batch);
    await recordAudit(tx, actor, {
      coid,
      action: 'import.apply',
      targetKind: 'import',
      targetId: null,
      before: null,
      after: { filename: options.filename, created: summary.created, updated: summary.updated, withdrawn: summary.withdrawn, state },
    });
    return summary;
  });
}
