import { WizardDownloads } from '../../components/spec-wizard/wizard-downloads';
import { WizardOutline } from '../../components/spec-wizard/wizard-outline';
import { companyPath } from '../../domain/company-id';
import type { WizardProject } from '../../services/personal/specwizard-projects';
import type { WizardPageData } from './wizard-page-data';
import { DeleteButton } from '../personal/delete-button';
import { DateText, PersonalFrame } from '../personal/personal-frame';
import { ProjectTypeSelect } from '../personal/project-fields';

export interface WizardProjectPageProps {
  project: WizardProject;
  /** The wizard the project was made with; null when it is no longer published. */
  wizard: WizardPageData | null;
  done: string | null;
}

function Downloads({ data }: { data: WizardPageData }) {
  const { island } = data;
  if (!island.specFilename) return null;
  return <WizardDownloads coid={island.coid} spec={island.specFilename} state={island.initial} mf={island.mf} />;
}

/** A saved spec wizard project: what it selects, where to continue, downloads, rename and delete. */
export function WizardProjectPage({ project, wizard, done }: WizardProjectPageProps) {
  const base = `/account/specwizard-projects/${project.seq}`;
  return (
    <PersonalFrame title={project.name} section="/account/projects" crumbs={[...(project.projectSeq === null ? [] : [{ label: 'Project', href: `/account/projects/${project.projectSeq}` }]), { label: project.name }]} done={done}>
      <dl className="facts">
        <dt>Spec wizard</dt>
        <dd>
          {wizard ? (
            <>
              <span className="section-number">{wizard.wizard.section}</span> {wizard.island.tree.title} by{' '}
              <a href={companyPath(wizard.wizard.companyName, wizard.wizard.coid)}>{wizard.wizard.companyName}</a>
            </>
          ) : (
            'No longer published'
          )}
        </dd>
        <dt>Type</dt>
        <dd>{project.typeName ?? 'Not specified'}</dd>
        <dt>Last saved</dt>
        <dd>
          <DateText iso={project.updatedAt} />
        </dd>
      </dl>
      {wizard && (
        <>
          <p>
            <a className="button" href={`${base}/specwizard`}>
              Continue in the spec wizard
            </a>
          </p>
          <div className="company-layout">
            <WizardOutline tree={wizard.island.tree} state={wizard.island.initial} />
            <aside className="sidebar">
              <Downloads data={wizard} />
            </aside>
          </div>
        </>
      )}
      <section aria-labelledby="rename-title" className="form-panel">
        <h2 id="rename-title">Rename</h2>
        <form method="post" action={base}>
          <p className="field">
            <label htmlFor="wizard-project-name">Project name</label>
            <input id="wizard-project-name" name="name" required maxLength={160} defaultValue={project.name} autoComplete="off" />
          </p>
          <p className="field">
            <label htmlFor="wizard-project-type">Project type</label>
            <ProjectTypeSelect id="wizard-project-type" value={project.type} />
          </p>
          <button type="submit" className="button">
            Save
          </button>
        </form>
        <h2>Delete</h2>
        <p>Deleting removes the project and its selections. This cannot be undone.</p>
        <DeleteButton action={`${base}/delete`} label="Delete project" />
      </section>
    </PersonalFrame>
  );
}
