import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import { blankSheetPath, manageImportPath } from '../../domain/imports/paths';
import type { ImportSummary } from '../../services/imports/run-import';

export interface ImportPageProps {
  coid: number;
  companyName: string;
  templates: Array<{ id: string; name: string }>;
  /** What the file just sent did (applied) or would do (dry run), or why it was refused as a whole. */
  result: { summary: ImportSummary; refused: boolean } | null;
  /** A file refused before its rows were read (too large, not a spreadsheet, a zip bomb). */
  message: string | null;
  maxRows: number;
  maxMegabytes: number;
}

const OUTCOME = { create: 'new product', update: 'changed', unchanged: 'no change' } as const;

function Result({ summary, refused }: NonNullable<ImportPageProps['result']>) {
  const verb = summary.dryRun ? 'would be' : 'were';
  return (
    <section aria-labelledby="import-result" className="import-result">
      <h2 id="import-result">{refused ? 'Nothing was imported' : summary.dryRun ? 'Dry run: nothing written yet' : 'Imported'}</h2>
      {summary.errors.length > 0 && (
        <>
          <p role="alert">
            The file has {summary.errors.length} error{summary.errors.length === 1 ? '' : 's'}. Correct them in your spreadsheet and send it
            again: a file is imported whole or not at all.
          </p>
          <DataTable caption="Errors by row and column" showCaption columns={['Row', 'Column', 'Problem']}>
            {summary.errors.map((e, i) => (
              <tr key={i}>
                <td>{e.row}</td>
                <td>
                  <code>{e.column}</code>
                </td>
                <td>{e.message}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
      {summary.errors.length === 0 && (
        <p>
          {summary.created} new product{summary.created === 1 ? '' : 's'} and {summary.updated} changed {verb}{' '}
          {summary.state === 'published' ? 'published' : 'submitted for review'}; {summary.unchanged} row{summary.unchanged === 1 ? '' : 's'} changed
          nothing; {summary.withdrawn} product{summary.withdrawn === 1 ? '' : 's'} {verb} withdrawn.
          {summary.dryRun && ' Choose the same file below and press Apply to import it.'}
        </p>
      )}
      {summary.unlisted.length > 0 && (
        <p>
          Published products the file does not list (withdrawn only when you tick “Withdraw”): {summary.unlisted.join(', ')}.
        </p>
      )}
      {summary.rows.length > 0 && (
        <DataTable caption="Rows" showCaption columns={['Row', 'Code', 'Name', 'Outcome']}>
          {summary.rows.map((r) => (
            <tr key={r.row}>
              <td>{r.row}</td>
              <td>
                <code>{r.code}</code>
              </td>
              <td>{r.name}</td>
              <td>{OUTCOME[r.outcome]}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/**
 * /manage/{coid}/import: a manufacturer's staff send a spreadsheet of their products, see what it would do row by
 * row (a dry run) and apply it; the blank workbook of each template to start from. Works without JavaScript.
 */
export function ImportPage({ coid, companyName, templates, result, message, maxRows, maxMegabytes }: ImportPageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: companyName }, { label: 'Import products' }]} />
      <h1>Import products from a spreadsheet</h1>
      <p>
        One row per product: the columns <code>code</code> (your own product code, the key), <code>name</code>, <code>tradename</code>,{' '}
        <code>section</code>, <code>template</code>, then one column per property of the template, written as our pages print it (“90 min”, “R-30”,
        “3'-0"”) or as a number in the unit the header note gives. XLSX or CSV (UTF-8), at most {maxRows.toLocaleString('en-US')} products and{' '}
        {maxMegabytes} MB.
      </p>
      {message && (
        <p role="alert" className="form-error">
          {message}
        </p>
      )}
      {result && <Result {...result} />}
      <form method="post" action={manageImportPath(coid)} encType="multipart/form-data" className="import-form">
        <p>
          <label htmlFor="import-file">Spreadsheet (.xlsx or .csv)</label>
          <input id="import-file" type="file" name="file" accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" required />
        </p>
        <p>
          <input id="import-withdraw" type="checkbox" name="withdrawMissing" value="true" />{' '}
          <label htmlFor="import-withdraw">Withdraw published products whose code the file does not list</label>
        </p>
        <p>
          <button type="submit" name="mode" value="dry-run">
            Check the file (dry run)
          </button>{' '}
          <button type="submit" name="mode" value="apply">
            Apply
          </button>
        </p>
      </form>
      <h2>Blank workbooks</h2>
      <p>Each has a header note per column with its unit, drop-down lists of the allowed values and a sheet describing every column.</p>
      <ul className="template-downloads">
        {templates.map((t) => (
          <li key={t.id}>
            {t.name}: <a href={blankSheetPath(coid, t.id, 'xlsx')}>XLSX</a> · <a href={blankSheetPath(coid, t.id, 'csv')}>CSV</a>
          </li>
        ))}
      </ul>
    </>
  );
}
