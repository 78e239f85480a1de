import { Breadcrumbs } from '../../components/breadcrumbs';
import type { Company } from '../../services/companies';
import { RFI_FORM } from '../../domain/company-forms';
import type { FieldSpec, FormView } from '../account/form-parts';
import { GuestForm, Notice } from '../account/form-parts';
import { CompanyNav } from './company-nav';

export interface RequestInformationPageProps {
  company: Company;
  base: string;
  /** The form's own path (it posts there). */
  path: string;
  /** The manufacturer has an address on file: the request is mailed straight to it. */
  direct: boolean;
  form: FormView;
  sent: string | null;
  honeypot: string;
}

const RFI_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Your name', autoComplete: 'name', required: true, maxLength: 100 },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', required: true, maxLength: 320, hint: 'The manufacturer replies to this address.' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel-national', hint: 'A 10-digit US number, e.g. (312) 482-0100.', maxLength: 40 },
  {
    name: 'message',
    label: 'What would you like to know?',
    autoComplete: 'off',
    required: true,
    maxLength: 5000,
    rows: 8,
    hint: 'Name the product or section, your project and what you need: samples, pricing, lead times, a rep visit, a technical question.',
  },
];

/** /company/{id}/request-information: the request-for-information form (a plain form post; no script needed). */
export function RequestInformationPage({ company, base, path, direct, form, sent, honeypot }: RequestInformationPageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: company.name, href: base }, { label: 'Request information' }]} />
      <header className="page-intro">
        <h1>Request information from {company.name}</h1>
        <CompanyNav company={company} base={base} current={null} />
      </header>
      <section className="form-panel" aria-labelledby="rfi-title">
        <h2 id="rfi-title">Your request</h2>
        {sent && <Notice>{sent}</Notice>}
        <GuestForm form={RFI_FORM} action={path} fields={RFI_FIELDS} view={form} honeypot={honeypot} submit="Send request" />
        <p className="form-panel__aside">
          {direct
            ? `Your request goes by email to ${company.name}, with your name, address and phone so they can answer you directly.`
            : `${company.name} has no address on file with us: our listings team passes your request on and copies you in.`}{' '}
          We keep a copy of each request; see our <a href="/privacy">privacy notice</a>.
        </p>
      </section>
    </>
  );
}
