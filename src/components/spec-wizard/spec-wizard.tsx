import { useCallback, useMemo, useState } from 'react';
import type { MfCode } from '../../domain/csi';
import type { WizardNode, WizardState, WizardTree } from '../../domain/spec-wizard';
import { GENERATED_FORMATS, generatorUrl, isShown, resetWizard, setInput, toggleLine, wizardLines } from '../../domain/spec-wizard';
import { Modal } from '../modal';
import { ToastRegion, useToasts } from '../toasts';
import { useNewBuildNotice } from '../use-new-build-notice';
import type { WizardProjectRef } from './use-wizard-project';
import { useWizardProject } from './use-wizard-project';
import { WizardOutline } from './wizard-outline';
import { WizardTreeView } from './wizard-tree';

export interface SpecWizardProps {
  contentId: number;
  coid: number;
  /** The spec document the wizard edits ('abc-081113.spec'); null when it has none (no downloads). */
  specFilename: string | null;
  tree: WizardTree;
  initial: WizardState;
  project: WizardProjectRef | null;
  /** Where an anonymous visitor signs in to save; null for signed-in users. */
  signInHref: string | null;
  mf: MfCode;
  /** Default project name and download name. */
  defaultName: string;
  downloadName: string;
}

const FORMAT_LABELS = { docx: 'Word (DOCX)', rtf: 'Rich text (RTF)', html: 'Web page (HTML)' } as const;

/** The spec wizard (SPEC §4): choose paragraphs and options, see the outline, save, download the edited section. */
export function SpecWizard(props: SpecWizardProps) {
  const { tree } = props;
  const [state, setState] = useState<WizardState>(props.initial);
  const [name, setName] = useState(props.project?.name ?? props.defaultName);
  const [info, setInfo] = useState<WizardNode | null>(null);
  const { toasts, show } = useToasts();
  const notices = useToasts('top-center');
  useNewBuildNotice(notices.show);
  const { project, busy, save } = useWizardProject(props.project, props.contentId, show);

  const lines = useMemo(() => wizardLines(tree, state), [tree, state]);
  const shown = useCallback((id: string) => isShown(tree, state, id), [tree, state]);
  const closeInfo = useCallback(() => setInfo(null), []);

  return (
    <div className="wizard">
      <div className="wizard__toolbar">
        {props.signInHref ? (
          <p className="wizard__signin">
            <a href={props.signInHref}>Sign in</a> to save your selections as a project.
          </p>
        ) : (
          <form
            className="wizard__save"
            onSubmit={(event) => {
              event.preventDefault();
              void save(name.trim() || props.defaultName, state);
            }}
          >
            <label htmlFor="wizard-project-name">Project name</label>
            <input id="wizard-project-name" type="text" maxLength={160} value={name} onChange={(e) => setName(e.target.value)} required />
            <button type="submit" className="button" aria-busy={busy || undefined}>
              {project ? 'Save project' : 'Save as project'}
            </button>
          </form>
        )}
        <button type="button" className="button button--quiet" onClick={() => setState(resetWizard())}>
          Reset selections
        </button>
      </div>
      <div className="wizard__layout">
        <WizardTreeView
          lines={lines}
          state={state}
          shown={shown}
          toggle={(id) => setState((s) => toggleLine(tree, s, id))}
          setInput={(inputName, value) => setState((s) => setInput(tree, s, inputName, value))}
          showInfo={setInfo}
        />
        <aside className="wizard__side">
          <WizardOutline tree={tree} state={state} />
          {props.specFilename && (
            <section className="wizard__downloads" aria-labelledby="wizard-downloads-title">
              <h2 id="wizard-downloads-title">Download the edited section</h2>
              <ul>
                {GENERATED_FORMATS.map((format) => (
                  <li key={format}>
                    <a
                      href={generatorUrl({ coid: props.coid, spec: props.specFilename!, format, state, filename: props.downloadName, mf: props.mf })}
                      data-format={format}
                    >
                      {FORMAT_LABELS[format]}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      {info && (
        <Modal title="Editor's note" onClose={closeInfo}>
          <p>{info.info}</p>
        </Modal>
      )}
      <ToastRegion toasts={toasts} />
      <ToastRegion toasts={notices.toasts} placement="top-center" />
    </div>
  );
}
