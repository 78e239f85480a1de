import { Breadcrumbs } from '../../components/breadcrumbs';
import { HoneypotField } from '../../components/honeypot-field';
import type { AdvertisingPackage } from '../../domain/advertising-packages';
import { formatUsd, MAX_ORDER_MONTHS, PAYMENT_TERMS } from '../../domain/orders';
import type { FieldSpec, FormView } from '../account/form-parts';
import { ErrorSummary, Field, fieldId } from '../account/form-parts';

export interface PaymentPageProps {
  packages: readonly AdvertisingPackage[];
  form: FormView;
}

const FORM = 'payment';

const CUSTOMER_FIELDS: FieldSpec[] = [
  { name: 'company', label: 'Company', autoComplete: 'organization', required: true, maxLength: 150 },
  { name: 'contactName', label: 'Contact name', autoComplete: 'name', required: true, maxLength: 100 },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', required: true, maxLength: 320, hint: 'The invoice goes here.' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel-national', required: true, maxLength: 40, hint: 'A 10-digit US number, e.g. (312) 482-0100.' },
  { name: 'zip', label: 'Billing ZIP code', autoComplete: 'postal-code', required: true, maxLength: 10, hint: '5 digits, or ZIP+4 (60601-1234).' },
  { name: 'website', label: 'Company website', type: 'url', autoComplete: 'url', maxLength: 300, hint: 'For example www.yourcompany.com.' },
];
const MONTHS: FieldSpec = { name: 'months', label: 'Months', autoComplete: 'off', maxLength: 2, hint: `Placements only: how many months, 1 to ${MAX_ORDER_MONTHS}. Listings run for a year.` };
const NOTES_ID = fieldId(FORM, 'notes');
/** Every field the error summary may name. */
const SUMMARY_FIELDS: FieldSpec[] = [{ name: 'packageId', label: 'Package', autoComplete: 'off' }, MONTHS, ...CUSTOMER_FIELDS, { name: 'notes', label: 'Notes', autoComplete: 'off' }];

function priceText(pkg: AdvertisingPackage): string {
  return `${formatUsd(pkg.priceUsd)} a ${pkg.term}`;
}

function PackageChoice({ packages, form }: PaymentPageProps) {
  const error = form.errors.packageId;
  return (
    <fieldset className={error ? 'field field--error package-choice' : 'field package-choice'} aria-describedby={error ? `${FORM}-packageId-error` : undefined}>
      <legend>Package</legend>
      {error && (
        <p id={`${FORM}-packageId-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {packages.map((pkg, i) => (
        <div className="package-choice__option" key={pkg.id}>
          <input
            id={i === 0 ? fieldId(FORM, 'packageId') : fieldId(FORM, `packageId-${pkg.id}`)}
            type="radio"
            name="packageId"
            value={pkg.id}
            defaultChecked={form.values.packageId === pkg.id}
            required
          />
          <label htmlFor={i === 0 ? fieldId(FORM, 'packageId') : fieldId(FORM, `packageId-${pkg.id}`)}>
            <strong>{pkg.name}</strong> <span className="package-choice__price">{priceText(pkg)}</span>
            <span className="package-choice__summary">{pkg.summary}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** /payment: the order form for a listing or advertising package, paid by invoice. */
export function PaymentPage(props: PaymentPageProps) {
  const { form } = props;
  const notesError = form.errors.notes;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Advertise', href: '/advertise' }, { label: 'Order' }]} />
      <div className="form-columns">
        <section aria-labelledby="payment-title" className="form-panel">
          <h1 id="payment-title">Order a listing or advertising package</h1>
          <p className="lead">Choose a package and tell us who to bill. We record your order, send the invoice by email and start on your listing.</p>
          <form method="post" action="/payment" noValidate>
            <ErrorSummary form={FORM} view={form} fields={SUMMARY_FIELDS} />
            <PackageChoice {...props} />
            <Field form={FORM} spec={MONTHS} view={form} />
            {CUSTOMER_FIELDS.map((spec) => (
              <Field key={spec.name} form={FORM} spec={spec} view={form} />
            ))}
            <div className={notesError ? 'field field--error' : 'field'}>
              <label htmlFor={NOTES_ID}>
                Notes<span className="field__optional"> (optional)</span>
              </label>
              {notesError && (
                <p id={`${NOTES_ID}-error`} className="field__error">
                  <span className="visually-hidden">Error: </span>
                  {notesError}
                </p>
              )}
              <textarea id={NOTES_ID} name="notes" rows={4} maxLength={2000} defaultValue={form.values.notes} aria-invalid={notesError ? true : undefined} aria-describedby={notesError ? `${NOTES_ID}-error` : undefined} />
            </div>
            <HoneypotField />
            <button type="submit" className="button">
              Place the order
            </button>
          </form>
        </section>
        <aside className="form-panel__aside" aria-labelledby="payment-how">
          <h2 id="payment-how">How payment works</h2>
          <p>You pay by invoice: no card is needed on this site. The invoice names your order number, package and price.</p>
          <p>{PAYMENT_TERMS}</p>
          <p>
            Not sure which package fits? Compare them on the <a href="/advertise">advertising page</a>.
          </p>
        </aside>
      </div>
    </>
  );
}
