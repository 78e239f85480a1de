import { SpecInfoFrame } from './spec-info-frame';

export interface SpecChartRow {
  division: string;
  title: string;
  division95: string;
  /** Null when 1995 had no numbered division for this work (Division 00). */
  title95: string | null;
}

/** /spec-info/chart: each MasterFormat 2004 division beside the 1995 division its work was filed under. */
export function SpecChartPage({ rows }: { rows: SpecChartRow[] }) {
  return (
    <SpecInfoFrame
      current="/spec-info/chart"
      title="MasterFormat 2004 and 1995 divisions"
      lead="Where the work of each MasterFormat 2004 division was found in the 16 divisions of MasterFormat 1995. Follow a division to its specifications."
    >
      <p>
        Divisions 01 to 14 kept their numbers, though some titles changed. The 2004 divisions from 21 up are new: their
        work used to sit in Division 15 (mechanical), 16 (electrical), 02 (site construction) or one of the equipment
        divisions. Within a division, section numbers differ between the editions.
      </p>
      <div className="table-scroll">
        <table className="data-table spec-chart">
          <caption className="visually-hidden">MasterFormat 2004 divisions and their 1995 divisions</caption>
          <thead>
            <tr>
              <th scope="col">2004 division</th>
              <th scope="col">1995 division</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.division} className={row.division === row.division95 ? undefined : 'spec-chart__moved'}>
                <th scope="row">
                  <a href={`/content-type/spec/${row.division}`}>
                    <span className="spec-chart__number">{row.division}</span> {row.title}
                  </a>
                </th>
                <td>
                  {row.title95 ? (
                    <>
                      <span className="spec-chart__number">{row.division95}</span> {row.title95}
                    </>
                  ) : (
                    'Bidding and contract documents (no numbered division)'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SpecInfoFrame>
  );
}
