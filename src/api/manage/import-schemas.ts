import { z } from 'zod';
import type { ImportSummary } from '../../services/imports/run-import';

const importError = z.object({
  row: z.number().int().describe('The sheet row: the header is row 1, the first product row 2'),
  column: z.string().describe('The column id: code, name, tradename, section, template or a property id'),
  message: z.string(),
});

/** What POST /api/manage/{coid}/imports answers (and, with status 422, what refused the file). */
export const importSummaryOutput = z
  .object({
    dryRun: z.boolean(),
    created: z.number().int().describe('Products the file adds'),
    updated: z.number().int().describe('Products the file changes'),
    unchanged: z.number().int().describe('Rows that change nothing'),
    withdrawn: z.number().int().describe('Published products withdrawn because the file does not list them (only with withdrawMissing=true)'),
    state: z.enum(['published', 'submitted']).describe('Where written products stand: published (trusted manufacturers, administrators) or submitted for review'),
    errors: z.array(importError),
    rows: z.array(z.object({ row: z.number().int(), code: z.string(), name: z.string(), outcome: z.enum(['create', 'update', 'unchanged']) })),
    unlisted: z.array(z.string()).describe('Codes of published products the file does not list'),
  })
  .meta({ id: 'ImportSummary' }) satisfies z.ZodType<ImportSummary>;
