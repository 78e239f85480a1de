import type { MfCode } from '../../domain/csi';
import type { WizardState } from '../../domain/spec-wizard';
import { GENERATED_FORMATS, generatorUrl } from '../../domain/spec-wizard';

export const WIZARD_DOWNLOADS_ID = 'wizard-downloads';

const FORMAT_LABELS = { docx: 'Word (DOCX)', rtf: 'Rich text (RTF)', html: 'Web page (HTML)' } as const;

export const EMPTY_DOWNLOAD_REASON = 'Tick at least one paragraph or option to download: with nothing selected the section would be empty.';

interface WizardDownloadsProps {
  coid: number;
  /** The spec document the wizard edits ('abc-081113.spec'). */
  spec: string;
  state: WizardState;
  mf: MfCode;
}

/**
 * The edited section's downloads. With nothing selected the buttons are disabled and say why
 * (the server refuses an empty selection too); the file is named by the server after the
 * section number, title and manufacturer.
 */
export function WizardDownloads({ coid, spec, state, mf }: WizardDownloadsProps) {
  const empty = state.selected.length === 0;
  const reasonId = `${WIZARD_DOWNLOADS_ID}-reason`;
  return (
    <section className="wizard__downloads" id={WIZARD_DOWNLOADS_ID} aria-labelledby={`${WIZARD_DOWNLOADS_ID}-title`}>
      <h2 id={`${WIZARD_DOWNLOADS_ID}-title`}>Download the edited section</h2>
      {empty && (
        <p className="wizard__download-reason" id={reasonId}>
          {EMPTY_DOWNLOAD_REASON}
        </p>
      )}
      <ul>
        {GENERATED_FORMATS.map((format) => (
          <li key={format}>
            {empty ? (
              <button type="button" className="wizard__download" data-format={format} disabled aria-describedby={reasonId}>
                {FORMAT_LABELS[format]}
              </button>
            ) : (
              <a className="wizard__download" href={generatorUrl({ coid, spec, format, state, mf })} data-format={format}>
                {FORMAT_LABELS[format]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
