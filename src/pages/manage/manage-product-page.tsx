import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import { QualityBadge } from '../../components/quality-badge';
import { managePath, manageProductPath, type ProductState } from '../../domain/manage';
import type { ProductTemplate } from '../../domain/product-data/template';
import type { ProductDocument } from '../../services/manage/product-files';
import type { FormView } from '../account/form-parts';
import { FormMessage, Notice, PostButton, StateChip } from './manage-parts';
import { ProductForm } from './product-form';

export interface ManageProductPageProps {
  company: { coid: number; name: string; trusted: boolean };
  /** Null for a new product. */
  product: { id: number; name: string; state: ProductState; changePending: boolean; everPublished: boolean; online: boolean } | null;
  template: ProductTemplate;
  form: FormView;
  /** Administrators, or staff of a trusted manufacturer. */
  canPublish: boolean;
  documents: ProductDocument[];
  /** A failed step's message (already submitted, nothing to publish…). */
  message: string | undefined;
  notice: string | null;
}

function Steps({ coid, product, canPublish }: { coid: number; product: NonNullable<ManageProductPageProps['product']>; canPublish: boolean }) {
  const base = manageProductPath(coid, product.id);
  const waiting = product.state === 'draft' || product.state === 'submitted';
  return (
    <div className="manage-steps">
      {product.state === 'draft' && <PostButton action={`${base}/submit`} label="Submit for review" />}
      {waiting && canPublish && <PostButton action={`${base}/publish`} label="Publish" />}
      {product.everPublished && product.online && <PostButton action={`${base}/withdraw`} label="Withdraw from the site" />}
      {!product.everPublished && <PostButton action={`${base}/remove`} label="Delete this draft" />}
    </div>
  );
}

/** The version's preview, drawn for its manufacturer (drafts are not public, so not on /previews). */
const previewHref = (coid: number, productId: number, doc: number, version: number) => `/api/manage/${coid}/products/${productId}/files/${doc}/versions/${version}/preview`;

function Documents({ coid, productId, documents }: { coid: number; productId: number; documents: ProductDocument[] }) {
  if (documents.length === 0) return <p>No documents yet.</p>;
  const base = manageProductPath(coid, productId);
  return (
    <DataTable caption="Documents and their versions" columns={['Document', 'Type', 'Version', 'File and quality report', 'Stored (UTC)', 'State']}>
      {documents.flatMap((d) =>
        (d.versions.length ? d.versions : [null]).map((v, i) => (
          <tr key={`${d.id}-${v?.version ?? 0}`}>
            <th scope="row">
              {i === 0 ? d.title : ''}
              {i === 0 && d.versions.length > 0 && (
                <form method="post" action={`${base}/files?replace=${d.id}`} encType="multipart/form-data" className="inline-form manage-replace">
                  <label>
                    New version of {d.title}
                    <input type="file" name="file" required />
                  </label>
                  <button type="submit">Upload and check</button>
                </form>
              )}
            </th>
            <td>{i === 0 ? d.contentType.toUpperCase() : ''}</td>
            <td>{v ? v.version : '—'}</td>
            <td>
              {v ? (
                <>
                  {v.filename}
                  <QualityBadge quality={v.badge ?? undefined} />
                  {!v.retiredAt && (
                    <>
                      {' '}
                      <a href={previewHref(coid, productId, d.id, v.version)}>Preview</a>
                    </>
                  )}
                </>
              ) : (
                'no stored versions'
              )}
            </td>
            <td>{v?.createdAt ?? ''}</td>
            <td>
              {v === null ? (d.online ? 'online' : 'offline') : v.retiredAt ? (
                `retired ${v.retiredAt}`
              ) : v.awaitingReview ? (
                'waiting for review'
              ) : (
                <PostButton action={`${managePath(coid)}/documents/${d.id}/versions/${v.version}/retire`} name="product" value={String(productId)} label={`Retire version ${v.version}`} />
              )}
            </td>
          </tr>
        )),
      )}
    </DataTable>
  );
}

const UPLOAD_KINDS: readonly [string, string][] = [
  ['cad', 'CAD drawing (DXF)'],
  ['bim', 'BIM model (IFC)'],
  ['datasheet', 'Data sheet (PDF)'],
  ['catalog', 'Catalog (PDF)'],
  ['certificate', 'Certificate (PDF)'],
  ['epd', 'EPD (PDF)'],
  ['hpd', 'HPD (PDF)'],
  ['spec', 'Specification (PDF)'],
  ['photo', 'Photo (PNG or JPEG)'],
];

/** A new document: checked by independent readers before it is kept (README, "Manufacturers' uploads"). */
function UploadForm({ coid, productId }: { coid: number; productId: number }) {
  return (
    <form method="post" action={`${manageProductPath(coid, productId)}/files`} encType="multipart/form-data" className="form-panel manage-upload">
      <h3>Upload a document</h3>
      <p>
        DXF up to 50 MB, IFC up to 100 MB, PDF up to 50 MB, PNG or JPEG up to 10 MB. Each file is read by an independent
        reader before it is kept; what it found shows in the table above. A new document stays offline until the product is
        published.
      </p>
      <label>
        Kind of document
        <select name="contentType" required>
          {UPLOAD_KINDS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Title (optional)
        <input type="text" name="title" maxLength={200} />
      </label>
      <label>
        File
        <input type="file" name="file" accept=".dxf,.ifc,.pdf,.png,.jpg,.jpeg" required />
      </label>
      <button type="submit" className="button">
        Upload and check
      </button>
    </form>
  );
}

/** /manage/{coid}/products/new and /manage/{coid}/products/{id}: the typed form, the product's steps and its documents. */
export function ManageProductPage({ company, product, template, form, canPublish, documents, message, notice }: ManageProductPageProps) {
  const title = product ? product.name : `New product: ${template.name}`;
  const action = product ? manageProductPath(company.coid, product.id) : `${managePath(company.coid)}/products/new`;
  return (
    <div className="manage-page">
      <Breadcrumbs items={[{ label: 'Manufacturers’ workspace', href: '/manage' }, { label: company.name, href: managePath(company.coid) }, { label: title }]} />
      <h1>{title}</h1>
      <Notice text={notice} />
      <FormMessage message={message} />
      {product && (
        <section aria-labelledby="state-title">
          <h2 id="state-title">State</h2>
          <p>
            <StateChip state={product.state} changePending={product.changePending} />
          </p>
          <Steps coid={company.coid} product={product} canPublish={canPublish} />
        </section>
      )}
      <section aria-labelledby="record-title">
        <h2 id="record-title">{product ? 'Product data' : 'Product data (saved as a draft)'}</h2>
        <p>
          Template: {template.name}. {product?.everPublished ? 'A change is kept as a draft; the site shows the published data until the change is published.' : 'The product stays off the site until it is published.'}
        </p>
        <ProductForm action={action} template={template} view={form} submitLabel={product ? 'Save the draft' : 'Create the draft'} />
      </section>
      {product && (
        <section aria-labelledby="documents-title">
          <h2 id="documents-title">Documents</h2>
          <Documents coid={company.coid} productId={product.id} documents={documents} />
          <UploadForm coid={company.coid} productId={product.id} />
        </section>
      )}
    </div>
  );
}
