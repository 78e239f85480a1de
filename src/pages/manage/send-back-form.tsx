import type { FormView } from '../account/form-parts';
import { fieldId } from '../account/form-parts';

/** A reviewer's note and the button that returns a submitted change to its manufacturer (works without script). */
export function SendBackForm({ action, form, hidden, view }: { action: string; form: string; hidden: { name: string; value: number }; view: FormView | null }) {
  const id = fieldId(form, `note-${hidden.value}`);
  const error = view?.errors.note;
  return (
    <form method="post" action={action} noValidate className={error ? 'field field--error' : 'field'}>
      <input type="hidden" name={hidden.name} value={hidden.value} />
      <label htmlFor={id}>Note to the manufacturer</label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <textarea id={id} name="note" rows={2} maxLength={2000} defaultValue={view?.values.note} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <button type="submit">Send back with the note</button>
    </form>
  );
}
