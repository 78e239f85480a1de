import { Breadcrumbs } from '../../components/breadcrumbs';
import { HONEYPOT_FIELD } from '../../domain/form-fields';
import { CONTENT_TYPES, typeNoun } from '../../domain/content-types';
import type { Company } from '../../services/companies';
import { NON_CLIENT_FORM } from '../../domain/company-forms';
import type { FieldSpec, FormView } from '../account/form-parts';
import { ErrorSummary, Field, Notice, TextAreaField } from '../account/form-parts';
import { CompanyNav } from './company-nav';
import { formatCount } from '../../domain/count-text';

export interface NonClientPageProps {
  company: Company;
  base: string;
  /** Online items per content type. */
  counts: Record<string, number>;
  productCount: number;
  form: FormView;
  /** The thank-you line after a post. */
  sent: string | null;
}

const NON_CLIENT_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Your name', autoComplete: 'name', required: true, maxLength: 100 },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', required: true, maxLength: 320 },
  { name: 'company', label: 'Company or firm', autoComplete: 'organization', required: true, maxLength: 150 },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', hint: 'A 10-digit US number, if you would like a call.', maxLength: 40 },
];

const MESSAGE_FIELD: FieldSpec = {
  name: 'message',
  label: 'Your message',
  autoComplete: 'off',
  required: true,
  maxLength: 5000,
  hint: 'Tell us what is missing or out of date, or what you would like to see from this manufacturer.',
};

function ListingSummary({ company, base, counts, productCount }: Pick<NonClientPageProps, 'company' | 'base' | 'counts' | 'productCount'>) {
  const types = CONTENT_TYPES.filter((t) => t !== 'product' && counts[t]);
  return (
    <section aria-labelledby="listing-shows">
      <h2 id="listing-shows">What this listing shows</h2>
      <p>
        {company.name} is listed in our directory from the product information it publishes, so architects can find it by product,
        MasterFormat section and location. Its <a href={base}>company page</a> shows its contact details,{' '}
        {formatCount(productCount, 'product')} and the documents below.
      </p>
      {types.length > 0 ? (
        <ul>
          {types.map((t) => (
            <li key={t}>
              <a href={`${base}/${t}`}>
                {counts[t]} {typeNoun(t, counts[t])}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>No documents are published for it yet.</p>
      )}
      <p>
        {company.name} is not a client: it has no project gallery or spec wizards here, and receives no reports on how architects use its
        content.
      </p>
    </section>
  );
}

/** /company/{id}/nonclient: the page of a manufacturer that is not a client, with the non-client feedback form. */
export function NonClientPage({ company, base, counts, productCount, form, sent }: NonClientPageProps) {
  const allFields = [...NON_CLIENT_FIELDS, MESSAGE_FIELD];
  return (
    <>
      <Breadcrumbs items={[{ label: company.name, href: base }, { label: 'About this listing' }]} />
      <header className="page-intro">
        <h1>About the listing of {company.name}</h1>
        <CompanyNav company={company} base={base} current="nonclient" />
      </header>
      <ListingSummary company={company} base={base} counts={counts} productCount={productCount} />
      <section aria-labelledby="become-client">
        <h2 id="become-client">Is this your company?</h2>
        <p>
          Clients keep their listing complete and current: every product line with CAD drawings, BIM objects and specifications, catalogs
          readable page by page, project galleries, spec wizards, featured products, and reports on who downloads and specifies
          their products. <a href="/advertise">See the client packages and how to join</a>.
        </p>
      </section>
      <section className="form-panel" aria-labelledby="feedback-title">
        <h2 id="feedback-title">Send us feedback about this listing</h2>
        {sent && <Notice>{sent}</Notice>}
        <p>
          Your message goes to our listings team, not to {company.name}. We use your details only to answer you (see our{' '}
          <a href="/privacy">privacy policy</a>).
        </p>
        <form method="post" action="/feedback/non-client" noValidate>
          <ErrorSummary form={NON_CLIENT_FORM} view={form} fields={allFields} />
          <input type="hidden" name="coid" value={company.coid} />
          {NON_CLIENT_FIELDS.map((spec) => (
            <Field key={spec.name} form={NON_CLIENT_FORM} spec={spec} view={form} />
          ))}
          <TextAreaField form={NON_CLIENT_FORM} spec={MESSAGE_FIELD} view={form} />
          {/* Hidden from people (CSS and the accessibility tree); bots that fill every field give themselves away. */}
          <div className="form-trap" aria-hidden="true">
            <label htmlFor={`${NON_CLIENT_FORM}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
            <input id={`${NON_CLIENT_FORM}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <button type="submit" className="button">
            Send feedback
          </button>
        </form>
      </section>
    </>
  );
}
