import type { CsiColumn } from '../../domain/reports';

export interface ReportFilterValues {
  from: string;
  to: string;
  csi: string;
}

/**
 * The period (and, given its sections, the CSI section) of a report, as a plain GET form
 * (works without JavaScript). An empty `action` submits to the page's own address without repeating it.
 */
export function ReportFilters({ values, csis, action, sort }: { values: ReportFilterValues; csis?: CsiColumn[]; action: string; sort?: string }) {
  return (
    <form className="report-filters no-print" method="get" action={action || undefined}>
      <p className="field">
        <label htmlFor="report-from">From</label>
        <input id="report-from" name="from" type="date" defaultValue={values.from} />
      </p>
      <p className="field">
        <label htmlFor="report-to">To</label>
        <input id="report-to" name="to" type="date" defaultValue={values.to} />
      </p>
      {csis && (
        <p className="field">
          <label htmlFor="report-csi">CSI section</label>
          <input id="report-csi" name="csi" list="report-csi-list" defaultValue={values.csi} placeholder="e.g. 08 11 13" maxLength={20} />
          <datalist id="report-csi-list">
            {csis.map((c) => (
              <option key={c.key} value={c.key}>
                {c.value}
              </option>
            ))}
          </datalist>
        </p>
      )}
      {sort && <input type="hidden" name="sort" value={sort} />}
      <button type="submit" className="button">
        Apply
      </button>
      {(values.from || values.to || values.csi) && (
        <a className="button button--quiet" href={action || '?'}>
          Clear
        </a>
      )}
    </form>
  );
}
