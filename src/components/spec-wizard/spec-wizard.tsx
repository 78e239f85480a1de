import { useCallback, useMemo, useRef, useState } from 'react';
import type { MfCode } from '../../domain/csi';
import type { WizardNode, WizardState, WizardTree } from '../../domain/spec-wizard';
import { isShown, resetWizard, selectedCount, setInput, toggleLine, wizardLines } from '../../domain/spec-wizard';
import { Modal } from '../modal';
import { ToastRegion, useToasts } from '../toasts';
import { useNewBuildNotice } from '../use-new-build-notice';
import { useFormFromState } from './use-form-from-state';
import { useWizardDraft } from './use-wizard-draft';
import type { WizardProjectRef } from './use-wizard-project';
import { useWizardProject } from './use-wizard-project';
import { WIZARD_DOWNLOADS_ID, WizardDownloads } from './wizard-downloads';
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
  /** Default project name. */
  defaultName: string;
  /** The project a new save lands in (the wizard opened from that project's page); null: a project of its own. */
  charProject: { seq: number; name: string } | null;
}

const SUMMARY_ID = 'wizard-summary';

/** What the page says about selections it brought back from this browser's draft. */
function DraftNotice({ signedIn, signInHref }: { signedIn: boolean; signInHref: string | null }) {
  return (
    <p className="wizard__draft" role="status">
      {signedIn ? (
        <>Your unsaved selections are back (kept in this browser). Save them as a project to keep them in your account.</>
      ) : (
        <>
          Your selections from your last visit are back (kept in this browser only). <a href={signInHref ?? '/signin'}>Sign in</a> to save them as a
          project.
        </>
      )}
    </p>
  );
}

/** The spec wizard: choose paragraphs and options, see the outline, save, download the edited section. */
export function SpecWizard(props: SpecWizardProps) {
  const { tree } = props;
  const [state, setState] = useState<WizardState>(props.initial);
  const [name, setName] = useState(props.project?.name ?? props.defaultName);
  const [info, setInfo] = useState<WizardNode | null>(null);
  const { toasts, show } = useToasts();
  const notices = useToasts('top-center');
  useNewBuildNotice(notices.show);
  const { project, busy, save } = useWizardProject(props.project, props.contentId, show, props.charProject?.seq ?? null);
  const draft = useWizardDraft(tree, props.contentId, project !== null, state, setState);
  const root = useRef<HTMLDivElement>(null);
  useFormFromState(root, state);

  const lines = useMemo(() => wizardLines(tree, state), [tree, state]);
  const shown = useCallback((id: string) => isShown(tree, state, id), [tree, state]);
  const closeInfo = useCallback(() => setInfo(null), []);
  const count = useMemo(() => selectedCount(tree, state), [tree, state]);

  return (
    <div className="wizard" ref={root}>
      <a className="skip-link" href={`#${SUMMARY_ID}`}>
        Skip to your selections and download
      </a>
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
              void save(name.trim() || props.defaultName, state).then((saved) => saved && draft.clear());
            }}
          >
            <label htmlFor="wizard-project-name">Project name</label>
            <input id="wizard-project-name" type="text" maxLength={160} value={name} onChange={(e) => setName(e.target.value)} required />
            <button type="submit" className="button" aria-busy={busy || undefined}>
              {project ? 'Save project' : 'Save as project'}
            </button>
            {!project && props.charProject && <span className="wizard__into">Saved in the project {props.charProject.name}</span>}
          </form>
        )}
        <button type="button" className="button button--quiet" onClick={() => setState(resetWizard())}>
          Reset selections
        </button>
        {draft.restored && <DraftNotice signedIn={props.signInHref === null} signInHref={props.signInHref} />}
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
        <aside className="wizard__side" id={SUMMARY_ID} tabIndex={-1} aria-label="Your selections and download">
          <WizardOutline tree={tree} state={state} />
          {props.specFilename && <WizardDownloads coid={props.coid} spec={props.specFilename} state={state} mf={props.mf} />}
        </aside>
      </div>
      {props.specFilename && (
        <div className="wizard__bar">
          <a className="wizard__bar-count" href={`#${SUMMARY_ID}`}>
            {count} selected
          </a>
          <a className="button wizard__bar-download" href={`#${WIZARD_DOWNLOADS_ID}`}>
            Download
          </a>
        </div>
      )}
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
