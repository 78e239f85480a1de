import { AccountNav } from './account-nav';
import type { FieldSpec, FormView } from './form-parts';
import { FIRM_TYPES } from '../../domain/insights/regions';
import { ErrorSummary, Field, Notice, SelectField, StateSelect } from './form-parts';

export interface ProfilePageProps {
  notice: string | null;
  form: FormView;
}

const PROFILE_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true, maxLength: 100 },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true, maxLength: 100 },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', required: true, maxLength: 320 },
  { name: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password', hint: 'Needed only to change your email address.' },
  { name: 'company', label: 'Company or firm', autoComplete: 'organization' },
  { name: 'title', label: 'Job title', autoComplete: 'organization-title', maxLength: 100 },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel-national', hint: 'A 10-digit US number, e.g. (312) 482-0100.', maxLength: 40 },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url', maxLength: 300 },
  { name: 'address', label: 'Street address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 100 },
];

/** The kind of firm: manufacturers' insights count architects by it, in aggregate only (the privacy page). */
const FIRM_TYPE: FieldSpec = {
  name: 'firmType',
  label: 'Kind of firm',
  autoComplete: 'off',
  hint: 'Manufacturers see how many architects of each kind of firm view their products, never who.',
};

const ZIP: FieldSpec = { name: 'zip', label: 'ZIP code', autoComplete: 'postal-code', hint: '5 digits, or ZIP+4 (60601-1234).', maxLength: 10 };
/** Every field the error summary may name, the state picker included. */
const SUMMARY_FIELDS: FieldSpec[] = [...PROFILE_FIELDS, { name: 'state', label: 'State or province', autoComplete: 'address-level1' }, ZIP, FIRM_TYPE];

function FirmTypeSelect({ view }: { view: FormView }) {
  return (
    <SelectField form="profile" spec={FIRM_TYPE} view={view}>
      <option value="">Not stated</option>
      {Object.entries(FIRM_TYPES).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}

/** /account/profile: the data of GET /api/circulation/me in a form that saves like PUT /api/circulation/{seq}. */
export function ProfilePage({ notice, form }: ProfilePageProps) {
  return (
    <div className="account-layout">
      <AccountNav current="/account/profile" />
      <section aria-labelledby="profile-title" className="form-panel">
        <h1 id="profile-title">Profile</h1>
        {notice && <Notice>{notice}</Notice>}
        <form method="post" action="/account/profile" noValidate>
          <ErrorSummary form="profile" view={form} fields={SUMMARY_FIELDS} />
          {PROFILE_FIELDS.map((spec) => (
            <Field key={spec.name} form="profile" spec={spec} view={form} />
          ))}
          <StateSelect form="profile" view={form} />
          <Field form="profile" spec={ZIP} view={form} />
          <FirmTypeSelect view={form} />
          <button type="submit" className="button">
            Save profile
          </button>
        </form>
      </section>
    </div>
  );
}
