import { choiceField, formUnit, propertyField, rangeField, boundText } from '../../domain/product-data/form-values';
import type { ProductTemplate, PropertyDefinition, PropertyGroup } from '../../domain/product-data/template';
import type { FieldSpec, FormView } from '../account/form-parts';
import { Field, fieldId } from '../account/form-parts';

const FORM = 'product';

const RECORD_FIELDS: FieldSpec[] = [
  { name: 'code', label: 'Product code', autoComplete: 'off', required: true, maxLength: 60, hint: 'Your own code for this product: the key of spreadsheet imports.' },
  { name: 'name', label: 'Name', autoComplete: 'off', required: true, maxLength: 200, hint: 'The generic name an architect searches, e.g. “Insulated Steel Door”.' },
  { name: 'tradename', label: 'Trade name', autoComplete: 'off', maxLength: 200 },
  { name: 'section', label: 'MasterFormat section', autoComplete: 'off', required: true, maxLength: 20 },
];

const GROUP_TITLES: Record<PropertyGroup, string> = {
  performance: 'Performance',
  dimensions: 'Dimensions',
  construction: 'Construction',
  standards: 'Standards',
  warranty: 'Warranty',
};

function hintOf(def: PropertyDefinition): string | undefined {
  const unit = formUnit(def);
  const parts: string[] = [];
  if (def.type === 'number' || def.type === 'range') {
    if (unit) parts.push(`In ${unit}.`);
    const min = boundText(def, def.min);
    const max = boundText(def, def.max);
    if (min !== null && max !== null) parts.push(`From ${min} to ${max}.`);
    else if (min !== null) parts.push(`At least ${min}.`);
    else if (max !== null) parts.push(`At most ${max}.`);
  }
  if (def.ifc) parts.push(`IFC: ${def.ifc}.`);
  return parts.join(' ') || undefined;
}

function Label({ def, htmlFor }: { def: PropertyDefinition; htmlFor?: string }) {
  const text = (
    <>
      {def.name}
      {!def.required && <span className="field__optional"> (optional)</span>}
    </>
  );
  return htmlFor ? <label htmlFor={htmlFor}>{text}</label> : <legend>{text}</legend>;
}

function Messages({ id, hint, error }: { id: string; hint: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
    </>
  );
}

const described = (id: string, hint: string | undefined, error: string | undefined) => [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** One property's control, generated from its definition: numbers with their display unit, choices, yes/no, ranges. */
function PropertyControl({ def, view }: { def: PropertyDefinition; view: FormView }) {
  const name = propertyField(def.id);
  const id = fieldId(FORM, name);
  const error = view.errors[name];
  const hint = hintOf(def);
  const className = error ? 'field field--error' : 'field';
  const common = { 'aria-invalid': error ? true : undefined, 'aria-describedby': described(id, hint, error) } as const;
  if (def.type === 'range') {
    return (
      <fieldset className={className} id={id} {...common}>
        <Label def={def} />
        <Messages id={id} hint={hint} error={error} />
        <span className="range-inputs">
          {(['min', 'max'] as const).map((end) => (
            <label key={end}>
              <span>{end === 'min' ? 'From' : 'To'}</span>
              <input name={rangeField(def.id, end)} inputMode="decimal" maxLength={20} size={8} defaultValue={view.values[rangeField(def.id, end)]} />
            </label>
          ))}
        </span>
      </fieldset>
    );
  }
  if (def.type === 'enumeration' && def.multiple) {
    return (
      <fieldset className={className} id={id} {...common}>
        <Label def={def} />
        <Messages id={id} hint={hint} error={error} />
        {def.values!.map((value, i) => (
          <label key={value} className="checkbox-row">
            <input type="checkbox" name={choiceField(def.id, i)} value={value} defaultChecked={view.values[choiceField(def.id, i)] === value} /> {value}
          </label>
        ))}
      </fieldset>
    );
  }
  const choices = def.type === 'boolean' ? [['yes', 'Yes'], ['no', 'No']] : def.type === 'enumeration' ? def.values!.map((v) => [v, v]) : null;
  const unit = formUnit(def);
  return (
    <div className={className}>
      <Label def={def} htmlFor={id} />
      <Messages id={id} hint={hint} error={error} />
      {choices ? (
        <select id={id} name={name} defaultValue={view.values[name] ?? ''} {...common}>
          <option value="">Not stated</option>
          {choices.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <span className="unit-input">
          <input id={id} name={name} inputMode={def.type === 'number' ? 'decimal' : undefined} maxLength={def.type === 'number' ? 20 : 200} defaultValue={view.values[name]} {...common} />
          {def.type === 'number' && unit && <span aria-hidden="true">{unit}</span>}
        </span>
      )}
    </div>
  );
}

/** The typed product form, generated from the template; every failed rule shows at its property (the API's rules). */
export function ProductForm({ action, template, view, submitLabel }: { action: string; template: ProductTemplate; view: FormView; submitLabel: string }) {
  const errors = Object.entries(view.errors);
  const groups = [...new Set(template.properties.map((p) => p.group))];
  return (
    <form method="post" action={action} noValidate className="product-form">
      {(errors.length > 0 || view.message) && (
        <div className="error-summary" role="alert" aria-labelledby="product-error-title" tabIndex={-1}>
          <h2 id="product-error-title">{errors.length ? 'There is a problem' : view.message}</h2>
          <ul>
            {errors.map(([field, message]) => (
              <li key={field}>
                <a href={`#${fieldId(FORM, field)}`}>{`${labelOf(template, field)}: ${message}`}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <input type="hidden" name="template" value={template.id} />
      <fieldset>
        <legend>The product</legend>
        {RECORD_FIELDS.map((spec) => (
          <Field key={spec.name} form={FORM} spec={spec.name === 'section' ? { ...spec, hint: `Like ${template.sections[0]}.` } : spec} view={view} />
        ))}
        <div className="field">
          <label htmlFor={fieldId(FORM, 'online')}>Once published</label>
          <select id={fieldId(FORM, 'online')} name="online" defaultValue={view.values.online === 'no' ? 'no' : 'yes'}>
            <option value="yes">On the site</option>
            <option value="no">Withdrawn (kept off the site)</option>
          </select>
        </div>
      </fieldset>
      {groups.map((group) => (
        <fieldset key={group}>
          <legend>{GROUP_TITLES[group]}</legend>
          {template.properties
            .filter((p) => p.group === group)
            .map((def) => (
              <PropertyControl key={def.id} def={def} view={view} />
            ))}
        </fieldset>
      ))}
      <button type="submit">{submitLabel}</button>
    </form>
  );
}

function labelOf(template: ProductTemplate, field: string): string {
  const record = RECORD_FIELDS.find((f) => f.name === field);
  if (record) return record.label;
  if (field === 'template') return 'Template';
  const def = template.properties.find((p) => propertyField(p.id) === field);
  return def?.name ?? field;
}
