import type { ReactNode } from 'react';
import { STATES } from '../../domain/states';

/** A form as a page shows it: the values to fill in and the messages of a failed post. */
export interface FormView {
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
}

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  autoComplete: string;
  required?: boolean;
  hint?: string;
  maxLength?: number;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

/** Ids are prefixed per form so two forms on one page never clash. */
export const fieldId = (form: string, name: string) => `${form}-${name}`;

/** The error summary: every message links to its field (GOV.UK pattern); first in the form, focusable. */
export function ErrorSummary({ form, view, fields }: { form: string; view: FormView; fields: FieldSpec[] }) {
  const entries = Object.entries(view.errors);
  if (entries.length === 0 && !view.message) return null;
  const label = (name: string) => fields.find((f) => f.name === name)?.label;
  return (
    <div className="error-summary" role="alert" aria-labelledby={`${form}-error-title`} tabIndex={-1}>
      <h2 id={`${form}-error-title`}>{entries.length ? 'There is a problem' : view.message}</h2>
      {entries.length > 0 && (
        <ul>
          {entries.map(([name, message]) => (
            <li key={name}>
              <a href={`#${fieldId(form, label(name) ? name : fields[0].name)}`}>{label(name) ? `${label(name)}: ${message}` : message}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Label, hint and error message of one field; the control itself is the child, described by `describedBy`. */
function FieldFrame({ id, spec, error, children }: { id: string; spec: FieldSpec; error: string | undefined; children: ReactNode }) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>
        {spec.label}
        {!spec.required && <span className="field__optional"> (optional)</span>}
      </label>
      {spec.hint && (
        <p id={`${id}-hint`} className="field__hint">
          {spec.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

function describedBy(id: string, spec: FieldSpec, error: string | undefined): string | undefined {
  return [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A labelled input (a text box when the spec has rows) with its hint and error message wired up by aria-describedby. */
export function Field({ form, spec, view }: { form: string; spec: FieldSpec; view: FormView }) {
  if (spec.rows) return <TextAreaField form={form} spec={spec} view={view} rows={spec.rows} />;
  const id = fieldId(form, spec.name);
  const error = view.errors[spec.name];
  return (
    <FieldFrame id={id} spec={spec} error={error}>
      <input
        id={id}
        name={spec.name}
        type={spec.type ?? 'text'}
        defaultValue={spec.type === 'password' ? undefined : view.values[spec.name]}
        autoComplete={spec.autoComplete}
        required={spec.required}
        maxLength={spec.maxLength ?? 200}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, spec, error)}
        spellCheck={spec.type === 'email' || spec.type === 'password' ? false : undefined}
      />
    </FieldFrame>
  );
}

/** A labelled multi-line text box, wired like Field. */
export function TextAreaField({ form, spec, view, rows = 6 }: { form: string; spec: FieldSpec; view: FormView; rows?: number }) {
  const id = fieldId(form, spec.name);
  const error = view.errors[spec.name];
  return (
    <FieldFrame id={id} spec={spec} error={error}>
      <textarea
        id={id}
        name={spec.name}
        rows={rows}
        defaultValue={view.values[spec.name]}
        required={spec.required}
        maxLength={spec.maxLength ?? 5000}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, spec, error)}
      />
    </FieldFrame>
  );
}

/** A labelled select of optional choice, wired like Field; the options (an empty first one included) are the children. */
export function SelectField({ form, spec, view, children }: { form: string; spec: FieldSpec; view: FormView; children: ReactNode }) {
  const id = fieldId(form, spec.name);
  const error = view.errors[spec.name];
  return (
    <FieldFrame id={id} spec={spec} error={error}>
      <select id={id} name={spec.name} defaultValue={view.values[spec.name] ?? ''} autoComplete={spec.autoComplete} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, spec, error)}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** The state and province picker (US states, DC, then Canadian provinces). */
export function StateSelect({ form, view }: { form: string; view: FormView }) {
  const us = STATES.filter((s) => !s.code.endsWith(', CAN'));
  const canada = STATES.filter((s) => s.code.endsWith(', CAN'));
  return (
    <SelectField form={form} spec={{ name: 'state', label: 'State or province', autoComplete: 'address-level1' }} view={view}>
      <option value="">Choose…</option>
      <optgroup label="United States">
        {us.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </optgroup>
      <optgroup label="Canada">
        {canada.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}

export function Checkbox({ form, name, label, checked }: { form: string; name: string; label: string; checked?: boolean }) {
  const id = fieldId(form, name);
  return (
    <div className="field field--checkbox">
      <input id={id} name={name} type="checkbox" defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * A field people never see or reach (hidden, out of the tab order, unnamed for assistive
 * technology); a bot that fills every field fills it too, and its post is quietly dropped.
 */
function Honeypot({ form, name }: { form: string; name: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={fieldId(form, name)}>Leave this field empty</label>
      <input id={fieldId(form, name)} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A confirmation or information line after a redirect ("Your profile was saved"). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="status">
      {children}
    </p>
  );
}

/**
 * A visitor's message form posting to `action` without script: the error summary, each field,
 * the honeypot and the send button.
 */
export function GuestForm({ form, action, fields, view, honeypot, submit }: { form: string; action: string; fields: FieldSpec[]; view: FormView; honeypot: string; submit: string }) {
  return (
    <form method="post" action={action} noValidate>
      <ErrorSummary form={form} view={view} fields={fields} />
      {fields.map((spec) => (
        <Field key={spec.name} form={form} spec={spec} view={view} />
      ))}
      <Honeypot form={form} name={honeypot} />
      <button type="submit" className="button">
        {submit}
      </button>
    </form>
  );
}
