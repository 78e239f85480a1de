import type { Project } from '../../services/personal/char-projects';
import type { CsiMapSection } from '../../services/personal/project-outline-specs';
import { WatchButton } from '../../components/watch-button';
import { DeleteButton } from './delete-button';
import { DateText, PersonalFrame } from './personal-frame';
import { ProjectDocumentLinks } from './project-document-links';
import { ProjectFields } from './project-fields';
import { ProjectMembers } from './project-members';
import type { ProjectActivity } from '../../services/personal/project-activity';
import type { InviteProblem, ProjectMember } from '../../services/personal/project-members';
import { ProjectProducts } from './project-products';
import type { ProjectProduct } from '../../services/personal/project-products-list';
import type { WizardSelection } from '../../services/personal/project-list';

export interface ProjectPageProps {
  project: Project;
  sections: CsiMapSection[];
  watchSeq: number | null;
  /** Whether the project has products or wizard selections for its manual and outline. */
  documents: boolean;
  done: string | null;
  /** Colleagues (issue 26): who is on the project, who changed what, and the reader. */
  members: ProjectMember[];
  activity: ProjectActivity[];
  invite: InviteProblem | null;
  readerSeq: number;
  /** The products the project holds, with their changes since specified. */
  products: ProjectProduct[];
  /** The user may change the project (its owner or an editor); viewers read. */
  canEdit: boolean;
  /** The spec-wizard selections saved in this project. */
  selections: WizardSelection[];
  /** Section → the spec wizard of its basis-of-design manufacturer. */
  sectionWizards: Record<string, number>;
  /** The compare tray (?compare=): the project's products can join it, with products picked on listings. */
  tray: number[];
}

function WizardSelections({ selections }: { selections: WizardSelection[] }) {
  if (selections.length === 0) return null;
  return (
    <section aria-labelledby="wizard-selections-title" className="personal-section">
      <h2 id="wizard-selections-title">Spec wizard selections</h2>
      <ul className="personal-list">
        {selections.map((w) => (
          <li key={w.seq}>
            <a href={`/account/specwizard-projects/${w.seq}`}>{w.name}</a>
            <span className="personal-list__meta">
              {w.selected} selected · saved <DateText iso={w.updatedAt} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CsiSections({ sections }: { sections: CsiMapSection[] }) {
  if (sections.length === 0) return <p>No sections have been specified for this project yet.</p>;
  return (
    <ul className="section-list">
      {sections.map((s) => (
        <li key={s.section}>
          <a href={`/products/by-csi/${s.section.replace(/ /g, '')}`}>
            <span className="section-number">{s.section}</span> {s.title ?? ''}
          </a>
          {s.companies.length > 0 && (
            <span className="personal-list__meta">
              {s.companies.map((c) => (
                <a key={c.coid} href={c.url}>
                  {c.name}
                </a>
              ))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /account/projects/{id}: edit or delete a project; its CSI map as sections. */
export function ProjectPage({ project, sections, watchSeq, documents, done, products, canEdit, selections, sectionWizards, members, activity, invite, readerSeq, tray }: ProjectPageProps) {
  const base = `/account/projects/${project.seq}`;
  return (
    <PersonalFrame title={project.name} section="/account/projects" crumbs={[{ label: project.name }]} done={done}>
      <dl className="facts">
        <dt>Project ID</dt>
        <dd>{project.projectId}</dd>
        <dt>Type</dt>
        <dd>{project.typeName ?? 'Not specified'}</dd>
        <dt>Last specified</dt>
        <dd>
          <DateText iso={project.last_spec_date} />
        </dd>
        {project.role !== 'owner' && (
          <>
            <dt>Shared by</dt>
            <dd>
              {project.owner.fullname} (you are {project.role === 'editor' ? 'an editor' : 'a viewer'})
            </dd>
          </>
        )}
      </dl>
      <ProjectProducts projectSeq={project.seq} products={products} canEdit={canEdit} wizards={sectionWizards} tray={tray} />
      <WizardSelections selections={selections} />
      <div className="company-layout">
        {canEdit && (
          <section aria-labelledby="edit-project-title" className="form-panel">
            <h2 id="edit-project-title">Edit project</h2>
            <form method="post" action={base}>
              <ProjectFields prefix="project" values={project} />
              <button type="submit" className="button">
                Save project
              </button>
            </form>
            {project.role === 'owner' && (
              <>
                <h2>Delete project</h2>
                <p>Deleting removes the project and its outline specs. This cannot be undone.</p>
                <DeleteButton action={`${base}/delete`} label="Delete project" />
              </>
            )}
          </section>
        )}
        <aside aria-labelledby="csi-map-title" className="sidebar">
          {documents && <ProjectDocumentLinks base={base} />}
          <h2 id="csi-map-title">CSI sections specified</h2>
          <CsiSections sections={sections} />
          <p>
            <a href={`${base}/outline-specs`}>Outline specs of this project</a>
          </p>
          <p>
            <a href={`${base}/substitutions`}>Substitution reviews</a>: a proposed substitute compared with a basis of design, row by row.
          </p>
          <p className="muted">Watch the project to hear when products of the manufacturers it names under these sections change.</p>
          <WatchButton kind="project" target={project.seq} watchSeq={watchSeq} label={project.name} />
        </aside>
      </div>
      <ProjectMembers projectSeq={project.seq} role={project.role} readerSeq={readerSeq} members={members} activity={activity} invite={invite} />
    </PersonalFrame>
  );
}
