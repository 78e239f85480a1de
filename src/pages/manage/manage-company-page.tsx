import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import { MANAGE_FORMS, manageAuditPath, managePath, manageProductPath, manageSpecsPath, newProductPath } from '../../domain/manage';
import { manageImportPath, manageInsightsPath } from '../../domain/imports/paths';
import type { CompanyChange } from '../../services/manage/company-changes';
import type { ManagedCompany } from '../../services/manage/company-settings';
import type { WorkspaceProduct } from '../../services/manage/workspace';
import type { FieldSpec, FormView } from '../account/form-parts';
import { ErrorSummary, Field } from '../account/form-parts';
import { LogoForm, WaitingChange } from './company-change-parts';
import { FormMessage, Notice, PostButton, StateChip } from './manage-parts';

export interface ManageCompanyPageProps {
  company: ManagedCompany;
  products: WorkspaceProduct[];
  templates: { id: string; name: string }[];
  isAdmin: boolean;
  profile: FormView;
  /** The profile and logo waiting for review (or sent back), if any. */
  change: CompanyChange | null;
  /** Why the last logo was refused. */
  logoMessage: string | undefined;
  /** A failed step's message (moving the first product up…). */
  message: string | undefined;
  notice: string | null;
}

const PROFILE_FIELDS: FieldSpec[] = [
  { name: 'description', label: 'Description', autoComplete: 'off', rows: 5, maxLength: 4000 },
  { name: 'address', label: 'Street address', autoComplete: 'street-address', maxLength: 200 },
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 100 },
  { name: 'state', label: 'State or province', autoComplete: 'address-level1', maxLength: 40 },
  { name: 'zip', label: 'ZIP or postal code', autoComplete: 'postal-code', maxLength: 20 },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 200 },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url', maxLength: 300, hint: 'Starting with https://' },
];

function ProductRows({ coid, products }: { coid: number; products: WorkspaceProduct[] }) {
  return (
    <DataTable caption="Products, in the order of your product tree" columns={['Product', 'Code', 'Section', 'State', 'Order']}>
      {products.map((p, i) => (
        <tr key={p.id}>
          <th scope="row">
            <a href={manageProductPath(coid, p.id)}>{p.name}</a>
          </th>
          <td>{p.code ?? '—'}</td>
          <td>{p.section ?? '—'}</td>
          <td>
            <StateChip state={p.state} changePending={p.changePending} />
          </td>
          <td className="order-buttons">
            {i > 0 && <PostButton action={`${manageProductPath(coid, p.id)}/move`} name="direction" value="up" label={`Move ${p.name} up`} />}
            {i < products.length - 1 && <PostButton action={`${manageProductPath(coid, p.id)}/move`} name="direction" value="down" label={`Move ${p.name} down`} />}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** /manage/{coid}: one manufacturer's workspace: profile, products with their states and order, new products. */
export function ManageCompanyPage({ company, products, templates, isAdmin, profile, change, logoMessage, message, notice }: ManageCompanyPageProps) {
  const path = managePath(company.coid);
  return (
    <div className="manage-page">
      <Breadcrumbs items={[{ label: 'Manufacturers’ workspace', href: '/manage' }, { label: company.name }]} />
      <h1>{company.name}: workspace</h1>
      <Notice text={notice} />
      <FormMessage message={message} />
      <p>
        Nothing you change here is public until it is published: a new product or a change is a draft; submit it for review
        {company.trusted ? ', or publish it yourself (this manufacturer is a trusted publisher)' : ' by our editors'}.{' '}
        <a href={manageAuditPath(company.coid)}>Audit log</a> · <a href={manageSpecsPath(company.coid)}>Specification sections</a> ·{' '}
        <a href={manageImportPath(company.coid)}>Import from a spreadsheet</a> ·{' '}
        <a href={manageInsightsPath(company.coid)}>Insights</a>
      </p>
      {isAdmin && (
        <section aria-labelledby="trusted-title" className="form-panel">
          <h2 id="trusted-title">Publishing without review</h2>
          <p>{company.trusted ? 'Trusted: its staff publish their changes themselves.' : 'Not trusted: its changes wait in the review queue.'}</p>
          <PostButton action={`${path}/trusted`} name="trusted" value={company.trusted ? 'no' : 'yes'} label={company.trusted ? 'Stop trusting this manufacturer' : 'Trust this manufacturer to publish without review'} />
        </section>
      )}
      <section aria-labelledby="products-title">
        <h2 id="products-title">Products</h2>
        <form method="get" action={newProductPath(company.coid)} className="form-panel">
          <label htmlFor="new-template">New product from the template</label>
          <select id="new-template" name="template" required>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          <button type="submit">Start a product</button>
        </form>
        {products.length ? <ProductRows coid={company.coid} products={products} /> : <p>No products yet.</p>}
      </section>
      <section aria-labelledby="profile-title" className="form-panel">
        <h2 id="profile-title">Company profile</h2>
        <p>
          {company.trusted
            ? 'Your contact facts and logo are shown on your company page as soon as you save them; every change is in the audit log.'
            : 'Your contact facts and logo are shown on your company page once an editor publishes them; every change is in the audit log.'}
        </p>
        <WaitingChange change={change} />
        {change && (isAdmin || company.trusted) && <PostButton action={`${path}/profile/publish`} label="Publish the waiting profile and logo" />}
        <form method="post" action={`${path}/profile`} noValidate>
          <ErrorSummary form={MANAGE_FORMS.profile} view={profile} fields={PROFILE_FIELDS} />
          {PROFILE_FIELDS.map((spec) => (
            <Field key={spec.name} form={MANAGE_FORMS.profile} spec={spec} view={profile} />
          ))}
          <button type="submit">{company.trusted ? 'Save the profile' : 'Save and submit for review'}</button>
        </form>
        <LogoForm coid={company.coid} companyName={company.name} trusted={company.trusted} message={logoMessage} />
      </section>
    </div>
  );
}
