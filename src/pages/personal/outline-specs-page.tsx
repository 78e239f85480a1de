import type { Project } from '../../services/personal/char-projects';
import type { OutlineSpec } from '../../services/personal/project-outline-specs';
import { DateText, PersonalFrame } from './personal-frame';
import { DataTable } from '../../components/data-table';

export interface OutlineSpecsPageProps {
  project: Project;
  specs: OutlineSpec[];
}

/** /account/projects/{id}/outline-specs: the outline specification of a project: sections, manufacturers and their products; printable. */
export function OutlineSpecsPage({ project, specs }: OutlineSpecsPageProps) {
  return (
    <PersonalFrame
      title={`Outline specs: ${project.name}`}
      section="/account/projects"
      crumbs={[{ label: project.name, href: `/account/projects/${project.seq}` }, { label: 'Outline specs' }]}
    >
      {specs.length === 0 ? (
        <section className="empty-state">
          <p>No outline specs have been recorded for this project yet.</p>
        </section>
      ) : (
        <DataTable caption={<>Outline specs of {project.name}, newest first</>} columns={['Section', 'Manufacturer', 'Products', 'Specified']}>
          {specs.map((s) => (
            <tr key={`${s.coid}-${s.section}`}>
              <td>
                <span className="section-number">{s.section}</span> {s.sectionTitle ?? ''}
              </td>
              <td>
                <a href={s.companyUrl}>{s.companyName}</a>
              </td>
              <td>
                {s.products.length === 0 ? (
                  '—'
                ) : (
                  <ul className="plain-list">
                    {s.products.map((p) => (
                      <li key={p.seq}>
                        <a href={`/product/${p.seq}`}>{p.name}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <DateText iso={s.specDate} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <p className="no-print">
        <a href={`/account/projects/${project.seq}`}>Back to the project</a> · Print this page for an outline
        specification of the project: your browser’s print command leaves out the site’s menus.
      </p>
    </PersonalFrame>
  );
}
