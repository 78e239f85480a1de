import type { CompareTray } from '../../components/compare-tray';
import { CompareToggle, CompareTrayBar } from '../../components/compare-tray';
import { withTray } from '../../domain/compare-tray';
import type { AsSpecifiedDiff } from '../../domain/project/as-specified';
import type { ProjectProduct } from '../../services/personal/project-products-list';
import { DeleteButton } from './delete-button';
import { DateText } from './personal-frame';

function productName(p: ProjectProduct): string {
  return p.specified.tradename && p.specified.tradename !== p.specified.name ? `${p.specified.tradename} ${p.specified.name}` : p.specified.name;
}

function Changes({ changes }: { changes: AsSpecifiedDiff }) {
  return (
    <div className="project-product__changes">
      <h4>Changed since specified</h4>
      {changes.withdrawn && <p className="notice notice--warning">Withdrawn by its manufacturer.</p>}
      {changes.properties.length > 0 && (
        <table className="data-table">
          <caption className="visually-hidden">Properties as specified and as now</caption>
          <thead>
            <tr>
              <th scope="col">Property</th>
              <th scope="col">As specified</th>
              <th scope="col">Now</th>
            </tr>
          </thead>
          <tbody>
            {changes.properties.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.name}</th>
                <td>{c.was ?? 'not stated'}</td>
                <td>{c.now ?? 'no longer stated'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {changes.newDocuments.length > 0 && (
        <p>
          New documents:{' '}
          {changes.newDocuments.map((d, i) => (
            <span key={d.id}>
              {i > 0 && ', '}
              {d.title}
              {d.version !== null && ` (version ${d.version})`}
            </span>
          ))}
        </p>
      )}
      {changes.removedDocuments.length > 0 && <p>Documents removed: {changes.removedDocuments.map((d) => d.title).join(', ')}</p>}
      {changes.declarations.map((d) => (
        <p key={d.id}>
          {d.type === 'certificate' ? 'Certificate' : d.type.toUpperCase()} {d.state === 'expired' ? 'expired on' : 'expires on'} {d.validUntil}
        </p>
      ))}
    </div>
  );
}

function ProductRow({ projectSeq, p, canEdit, tray }: { projectSeq: number; p: ProjectProduct; canEdit: boolean; tray: CompareTray }) {
  const base = `/account/projects/${projectSeq}/products/${p.id}`;
  const name = productName(p);
  return (
    <li id={`product-${p.id}`} className="personal-list__item project-product">
      <div className="personal-list__main">
        <h4>
          {p.url ? <a href={p.url}>{name}</a> : name} <span className="badge">{p.role === 'basis' ? 'Basis of design' : 'Listed equal'}</span>
        </h4>
        <span className="personal-list__meta">
          <span>{p.specified.manufacturer.name}</span>
          <span>
            Specified <DateText iso={p.specifiedAt} />
          </span>
          {p.quantity !== null && <span>Quantity {p.quantity}</span>}
          {p.keptAt && (
            <span>
              Original kept <DateText iso={p.keptAt} />
            </span>
          )}
        </span>
        {p.notes && <span className="personal-list__note">{p.notes}</span>}
        {p.url && <CompareToggle seq={p.productId} title={name} tray={tray} />}
        {p.changed ? <Changes changes={p.changes} /> : <p className="muted">Unchanged since specified.</p>}
        {canEdit && p.changed && (
          <div className="button-row">
            <form method="post" action={`${base}/accept`}>
              <button type="submit" className="button">
                Accept the changes<span className="visually-hidden"> of {name}</span>
              </button>
            </form>
            <form method="post" action={`${base}/keep`}>
              <button type="submit" className="button button--secondary">
                Keep the original<span className="visually-hidden"> of {name}</span>
              </button>
            </form>
          </div>
        )}
        {canEdit && (
          <details>
            <summary>Edit notes, quantity or role</summary>
            <form method="post" action={base} className="form-panel">
              <label htmlFor={`notes-${p.id}`}>Notes</label>
              <textarea id={`notes-${p.id}`} name="notes" maxLength={2000} defaultValue={p.notes} />
              <label htmlFor={`quantity-${p.id}`}>Quantity (in the declared unit)</label>
              <input id={`quantity-${p.id}`} name="quantity" inputMode="decimal" defaultValue={p.quantity ?? ''} />
              <label htmlFor={`role-${p.id}`}>Role</label>
              <select id={`role-${p.id}`} name="role" defaultValue={p.role}>
                <option value="basis">Basis of design</option>
                <option value="equal">Listed equal</option>
              </select>
              <button type="submit" className="button">
                Save<span className="visually-hidden"> {name}</span>
              </button>
            </form>
          </details>
        )}
      </div>
      {canEdit && <DeleteButton action={`${base}/delete`} label="Remove" context={name} />}
    </li>
  );
}

/** A project's products by section: the basis of design and the listed equals, each with its changes since specified. */
export function ProjectProducts({
  projectSeq,
  products,
  canEdit,
  wizards,
  tray: ids,
}: {
  projectSeq: number;
  products: ProjectProduct[];
  canEdit: boolean;
  /** Section → the spec wizard that edits it; its selections are saved in this project. */
  wizards: Record<string, number>;
  /** The compare tray (?compare=): each product still online can join it. */
  tray: number[];
}) {
  const sections = [...new Set(products.map((p) => p.section))];
  const tray = { ids, here: withTray(`/account/projects/${projectSeq}`, ids) };
  return (
    <section aria-labelledby="project-products-title" className="personal-section">
      <h2 id="project-products-title">Products</h2>
      {products.length === 0 && (
        <p>
          No products yet. Use <strong>Add to project</strong> on a product’s page, a comparison or your <a href="/account/favorites">favorites</a>.
        </p>
      )}
      {products.some((p) => p.url) && <CompareTrayBar tray={tray} />}
      {sections.map((section) => {
          const rows = products.filter((p) => p.section === section);
          return (
            <section key={section} aria-labelledby={`section-${section.replace(/ /g, '')}`} className="personal-group">
              <h3 id={`section-${section.replace(/ /g, '')}`}>
                <span className="section-number">{section}</span> {rows[0].sectionTitle ?? ''}
              </h3>
              {canEdit && wizards[section] !== undefined && (
                <p>
                  <a href={`/sw/template/${wizards[section]}?project=${projectSeq}`}>Edit section {section} in the spec wizard</a>
                </p>
              )}
              <ul className="personal-list">
                {rows.map((p) => (
                  <ProductRow key={p.id} projectSeq={projectSeq} p={p} canEdit={canEdit} tray={tray} />
                ))}
              </ul>
            </section>
          );
        })}
    </section>
  );
}
