import type { Project } from '../../services/personal/char-projects';
import type { WizardSelection } from '../../services/personal/project-list';
import { PersonalFrame, DateText } from './personal-frame';
import { ProjectFields } from './project-fields';
import { DataTable } from '../../components/data-table';

export interface ProjectsPageProps {
  projects: Project[];
  /** Per project seq: its products and its spec-wizard selections, one count. */
  counts: Record<number, number>;
  /** Spec-wizard selections whose project was deleted: still the user's, listed after the projects. */
  loose: WizardSelection[];
  done: string | null;
}

function place(p: Project): string {
  return [p.city, p.state].filter(Boolean).join(', ');
}

/** /account/projects: the user's projects, newest first, and a form to create one. */
export function ProjectsPage({ projects, counts, loose, done }: ProjectsPageProps) {
  return (
    <PersonalFrame title="Your projects" section="/account/projects" done={done}>
      {projects.length === 0 && loose.length === 0 ? (
        <section className="empty-state">
          <p>You have no projects yet. Create one below to keep track of the sections and manufacturers you specify.</p>
        </section>
      ) : (
        <DataTable caption="Your projects and those shared with you, newest first" columns={['Project', 'ID', 'Type', 'Location', 'Products and selections', 'Last specified']}>
          {projects.map((p) => (
            <tr key={p.seq}>
              <th scope="row">
                <a href={`/account/projects/${p.seq}`}>{p.name}</a>
                {p.role !== 'owner' && <span className="personal-list__meta"> shared by {p.owner.fullname || p.owner.company}</span>}
              </th>
              <td className="nowrap">{p.projectId}</td>
              <td>{p.typeName ?? '—'}</td>
              <td>{place(p) || '—'}</td>
              <td className="number">{counts[p.seq] ?? 0}</td>
              <td>
                <DateText iso={p.last_spec_date} />
              </td>
            </tr>
          ))}
          {loose.map((w) => (
            <tr key={`wizard-${w.seq}`}>
              <th scope="row">
                <a href={`/account/specwizard-projects/${w.seq}`}>{w.name}</a>
              </th>
              <td className="nowrap">Spec wizard</td>
              <td>—</td>
              <td>—</td>
              <td className="number">{w.selected}</td>
              <td>
                <DateText iso={w.updatedAt} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <section aria-labelledby="new-project-title" className="form-panel">
        <h2 id="new-project-title">New project</h2>
        <form method="post" action="/account/projects">
          <ProjectFields prefix="new-project" values={{ name: '', type: null, city: '', state: '' }} />
          <button type="submit" className="button">
            Create project
          </button>
        </form>
      </section>
    </PersonalFrame>
  );
}
