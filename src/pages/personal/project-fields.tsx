import { PROJECT_TYPES } from '../../domain/project-types';
import { STATES } from '../../domain/states';

interface ProjectFieldValues {
  name: string;
  type: number | null;
  city: string;
  state: string;
}

/** The project types as a picker: a group per top-level type, its own code first ("general"). */
export function ProjectTypeSelect({ id, value }: { id: string; value: number | null }) {
  return (
    <select id={id} name="type" defaultValue={value === null ? '' : String(value)}>
      <option value="">Not specified</option>
      {PROJECT_TYPES.map((group) =>
        group.children.length === 0 ? (
          <option key={group.code} value={group.code}>
            {group.name}
          </option>
        ) : (
          <optgroup key={group.code} label={group.name}>
            <option value={group.code}>{`${group.name} (general)`}</option>
            {group.children.map((child) => (
              <option key={child.code} value={child.code}>
                {child.name}
              </option>
            ))}
          </optgroup>
        ),
      )}
    </select>
  );
}

/** Name, type, city and state of a project; `prefix` keeps ids unique when two forms share a page. */
export function ProjectFields({ prefix, values }: { prefix: string; values: ProjectFieldValues }) {
  return (
    <div className="form-fields">
      <p className="field">
        <label htmlFor={`${prefix}-name`}>Project name</label>
        <input id={`${prefix}-name`} name="name" required maxLength={120} defaultValue={values.name} autoComplete="off" />
      </p>
      <p className="field">
        <label htmlFor={`${prefix}-type`}>Project type</label>
        <ProjectTypeSelect id={`${prefix}-type`} value={values.type} />
      </p>
      <p className="field">
        <label htmlFor={`${prefix}-city`}>City</label>
        <input id={`${prefix}-city`} name="city" maxLength={80} defaultValue={values.city} autoComplete="off" />
      </p>
      <p className="field">
        <label htmlFor={`${prefix}-state`}>State or province</label>
        <select id={`${prefix}-state`} name="state" defaultValue={values.state}>
          <option value="">Not specified</option>
          {STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </p>
    </div>
  );
}
