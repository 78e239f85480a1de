import { BLANK } from '../../domain/spec-document';
import type { WizardLine, WizardNode, WizardState } from '../../domain/spec-wizard';
import { blankLabel, foldChoice } from '../../domain/spec-wizard';
import { wizardInputId } from './wizard-input-id';

interface WizardTreeActions {
  toggle: (id: string) => void;
  setInput: (name: string, value: string) => void;
  showInfo: (node: WizardNode) => void;
}

interface LineProps extends WizardTreeActions {
  line: WizardLine;
  state: WizardState;
  shown: (id: string) => boolean;
}

const inputId = wizardInputId;
const NOTE_LABEL_WORDS = 12;

/** "Editor's note: Mockups: build a mockup of a typical…": a screen reader names the line by its text, not its id. */
function noteLabel(node: Pick<WizardNode, 'line'>): string {
  const words = node.line.split(/\s+/);
  const text = words.length > NOTE_LABEL_WORDS ? `${words.slice(0, NOTE_LABEL_WORDS).join(' ')}…` : node.line;
  return `Editor's note: ${text}`;
}

function InfoButton({ node, showInfo }: { node: WizardNode; showInfo: WizardTreeActions['showInfo'] }) {
  if (!node.info) return null;
  return (
    <button type="button" className="wizard__info" onClick={() => showInfo(node)} aria-label={noteLabel(node)}>
      i
    </button>
  );
}

/** A paragraph's text with its chosen option in its blank, as the section will read; the bare text otherwise. */
function lineWithChoice({ node, children, selectedId }: WizardLine): string {
  const choice = children.find((c) => c.node.id === selectedId)?.node.line;
  return choice !== undefined && BLANK.test(node.line) ? foldChoice(node.line, choice) : node.line;
}

function Options({ line, state, shown, ...actions }: LineProps) {
  const options = line.children.filter((c) => shown(c.node.id));
  if (options.length === 0) return null;
  return (
    <fieldset className="wizard__options">
      <legend className="visually-hidden">Choose one for paragraph {line.node.line.slice(0, 2)}</legend>
      {options.map((option) => (
        <div key={option.node.id} className="wizard__option">
          <input
            type="radio"
            id={inputId(option.node.id)}
            name={`sw-group-${option.node.radioButtonGroup}`}
            value={option.node.id}
            checked={line.selectedId === option.node.id}
            onChange={() => actions.toggle(option.node.id)}
          />
          <label htmlFor={inputId(option.node.id)}>{option.node.line}</label>
          <InfoButton node={option.node} showInfo={actions.showInfo} />
        </div>
      ))}
    </fieldset>
  );
}

function Paragraph(props: LineProps) {
  const { line, state, toggle, setInput, showInfo } = props;
  const { node } = line;
  const selected = state.selected.includes(node.id);
  const inputName = node.conditionInputName;
  return (
    <li className={`wizard__paragraph${selected ? ' is-selected' : ''}${node.condition ? ' is-conditional' : ''}`} data-spec-id={node.id}>
      <div className="wizard__line">
        <input type="checkbox" id={inputId(node.id)} checked={selected} onChange={() => toggle(node.id)} />
        <label htmlFor={inputId(node.id)}>{lineWithChoice(line)}</label>
        <InfoButton node={node} showInfo={showInfo} />
      </div>
      {inputName && (
        <div className="wizard__input">
          <label htmlFor={inputId(inputName)}>{blankLabel(node.line)}</label>
          <input
            type="text"
            id={inputId(inputName)}
            maxLength={200}
            value={state.inputs[inputName] ?? ''}
            onChange={(event) => setInput(inputName, event.target.value)}
          />
        </div>
      )}
      <Options {...props} />
    </li>
  );
}

/**
 * The wizard's lines: each article a fieldset, its paragraphs checkboxes, a paragraph's
 * options native radio buttons (so keyboard use and screen readers need nothing extra).
 * Lines whose condition is not met are not shown.
 */
export function WizardTreeView({ lines, ...props }: Omit<LineProps, 'line'> & { lines: WizardLine[] }) {
  return (
    // A form only so that autocomplete="off" stops browsers restoring its ticks on Back (see useFormFromState).
    <form className="wizard__tree" autoComplete="off" onSubmit={(event) => event.preventDefault()}>
      {lines.map((article) => {
        const paragraphs = article.children.filter((p) => props.shown(p.node.id));
        return (
          <fieldset key={article.node.id} className="wizard__article">
            <legend>{article.node.line}</legend>
            <ul>
              {paragraphs.map((p) => (
                <Paragraph key={p.node.id} {...props} line={p} />
              ))}
            </ul>
          </fieldset>
        );
      })}
    </form>
  );
}
