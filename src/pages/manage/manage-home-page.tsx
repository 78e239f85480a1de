import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import { managePath, REVIEW_PATH } from '../../domain/manage';

export interface ManageHomePageProps {
  companies: { coid: number; name: string; trusted: boolean; submitted: number }[];
  q: string;
  waiting: number;
}

/** /manage for administrators: pick a manufacturer (those with changes waiting first), or open the review queue. */
export function ManageHomePage({ companies, q, waiting }: ManageHomePageProps) {
  return (
    <div className="manage-page">
      <Breadcrumbs items={[{ label: 'Manufacturers’ workspace' }]} />
      <h1>Manufacturers’ workspace</h1>
      <p>
        <a href={REVIEW_PATH}>Review queue</a>: {waiting === 1 ? 'one change waits' : `${waiting} changes wait`} for review.
      </p>
      <form method="get" action="/manage" role="search" className="manage-search">
        <label htmlFor="manage-q">Find a manufacturer</label>
        <input id="manage-q" name="q" type="search" defaultValue={q} maxLength={100} />
        <button type="submit">Find</button>
      </form>
      <DataTable caption="Manufacturers" columns={['Manufacturer', 'Waiting for review', 'Publishes without review']}>
        {companies.map((c) => (
          <tr key={c.coid}>
            <th scope="row">
              <a href={managePath(c.coid)}>{c.name}</a>
            </th>
            <td>{c.submitted}</td>
            <td>{c.trusted ? 'Yes (trusted)' : 'No'}</td>
          </tr>
        ))}
      </DataTable>
      {companies.length === 0 && <p>No manufacturer is called like that.</p>}
    </div>
  );
}
