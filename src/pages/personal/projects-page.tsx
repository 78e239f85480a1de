import type { Project } from '../../services/personal/char-projects';
import type { WizardProject } from '../../services/personal/specwizard-projects';
import { PersonalFrame, DateText } from './personal-frame';
import { ProjectFields } from './project-fields';
import { DataTable } from '../../components/data-table';

export interface ProjectsPageProps {
  projects: Project[];
  wizardProjects: WizardProject[];
  done: string | null;
}

function WizardProjects({ projects }: { projects: WizardProject[] }) {
  return (
    <section aria-labelledby="specwizard-projects" className="personal-section">
      <h2 id="specwizard-projects">Spec wizard projects</h2>
      {projects.length === 0 ? (
        <p>
          None yet. Open a <a href="/specwizard">spec wizard</a>, make your selections and save them as a project.
        </p>
      ) : (
        <ul className="personal-list">
          {projects.map((p) => (
            <li key={p.seq}>
              <a href={`/account/specwizard-projects/${p.seq}`}>{p.name}</a>
              <span className="personal-list__meta">
                {p.specs.length} lines selected · saved <DateText iso={p.updatedAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function place(p: Project): string {
  return [p.city, p.state].filter(Boolean).join(', ');
}

/** /account/projects: the user's projects, newest first, and a form to create one. */
export function ProjectsPage({ projects, wizardProjects, done }: ProjectsPageProps) {
  return (
    <PersonalFrame title="Your projects" section="/account/projects" done={done}>
      {projects.length === 0 ? (
        <section className="empty-state">
          <p>You have no projects yet. Create one below to keep track of the sections and manufacturers you specify.</p>
        </section>
      ) : (
        <DataTable caption="Your projects and those shared with you, newest first" columns={['Project', 'ID', 'Type', 'Location', 'Last specified']}>
          {projects.map((p) => (
            <tr key={p.seq}>
              <th scope="row">
                <a href={`/account/projects/${p.seq}`}>{p.name}</a>
                {p.role !== 'owner' && <span className="personal-list__meta"> shared by {p.owner.fullname || p.owner.company}</span>}
              </th>
              <td className="nowrap">{p.projectId}</td>
              <td>{p.typeName ?? '—'}</td>
              <td>{place(p) || '—'}</td>
              <td>
                <DateText iso={p.last_spec_date} />
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
      <WizardProjects projects={wizardProjects} />
    </PersonalFrame>
  );
}
