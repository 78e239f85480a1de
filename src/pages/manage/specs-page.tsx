import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import { managePath, manageSpecPath } from '../../domain/manage';
import type { WorkspaceSpec } from '../../services/manage/spec-drafts';
import { Notice, StateChip } from './manage-parts';

export interface ManageSpecsPageProps {
  company: { coid: number; name: string };
  specs: WorkspaceSpec[];
  notice: string | null;
}

/** /manage/{coid}/specs: the manufacturer's specification sections, each with its state and last change. */
export function ManageSpecsPage({ company, specs, notice }: ManageSpecsPageProps) {
  return (
    <div className="manage-page">
      <Breadcrumbs items={[{ label: 'Manufacturers’ workspace', href: '/manage' }, { label: company.name, href: managePath(company.coid) }, { label: 'Specification sections' }]} />
      <h1>{company.name}: specification sections</h1>
      <Notice text={notice} />
      <p>Edit a section’s three-part text; the edit is a draft until it is published, and the public section, its downloads and its spec wizard keep the published text until then.</p>
      {specs.length === 0 ? (
        <p>This manufacturer has no specification sections yet.</p>
      ) : (
        <DataTable caption="Specification sections" columns={['Number', 'Title', 'State', 'Last change']}>
          {specs.map((s) => (
            <tr key={s.id}>
              <td>{s.section}</td>
              <th scope="row">
                <a href={manageSpecPath(company.coid, s.id)}>{s.title}</a>
              </th>
              <td>
                <StateChip state={s.state} changePending={s.changePending && s.state === 'published'} />
              </td>
              <td>
                <time dateTime={s.updatedAt}>{s.updatedAt.slice(0, 10)}</time>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
