import type { Project } from '../../services/personal/char-projects';
import type { SubstitutionReview } from '../../services/personal/substitutions/reviews';
import { DataTable } from '../../components/data-table';
import { DateText, PersonalFrame } from './personal-frame';

/** A product one may pick: a basis of the project, a favorite, or a search result. */
export interface ProductChoice {
  seq: number;
  name: string;
  companyName: string;
}

export interface SubstitutionsPageProps {
  project: Project;
  reviews: SubstitutionReview[];
  bases: (ProductChoice & { section: string })[];
  favorites: ProductChoice[];
  /** The search terms typed (?q=) and the products they found. */
  q: string;
  found: ProductChoice[];
  /** Why the last review was not made (?problem=). */
  problem: string | null;
}

function Choices({ name, label, choices }: { name: string; label: string; choices: ProductChoice[] }) {
  if (choices.length === 0) return null;
  return (
    <fieldset>
      <legend>{label}</legend>
      {choices.map((c) => (
        <label key={c.seq} className="choice">
          <input type="radio" name={name} value={c.seq} /> {c.name} <span className="muted">({c.companyName}, product {c.seq})</span>
        </label>
      ))}
    </fieldset>
  );
}

function StartForm({ project, bases, favorites, q, found, problem }: Omit<SubstitutionsPageProps, 'reviews'>) {
  const base = `/account/projects/${project.seq}/substitutions`;
  if (bases.length === 0) {
    return <p>This project has no basis-of-design product yet. Add one to a section on the project page, then review substitutes for it.</p>;
  }
  return (
    <section aria-labelledby="start-review-title" className="form-panel">
      <h2 id="start-review-title">Review a substitute</h2>
      <form method="get" action={base} role="search">
        <label htmlFor="substitute-search">Find a substitute by name</label>
        <input id="substitute-search" name="q" type="search" defaultValue={q} maxLength={100} />
        <button type="submit" className="button button--quiet">
          Search products
        </button>
      </form>
      <form method="post" action={base}>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <label htmlFor="substitution-basis">Basis of design</label>
        <select id="substitution-basis" name="basis" required>
          {bases.map((b) => (
            <option key={b.seq} value={b.seq}>
              {b.section}: {b.name} ({b.companyName})
            </option>
          ))}
        </select>
        <Choices name="substitute" label={q ? `Products matching “${q}”` : 'Products found'} choices={found} />
        <Choices name="substitute" label="From your favorites" choices={favorites} />
        <label htmlFor="substitution-product-id">Or the substitute’s product id (from its page address, /product/…)</label>
        <input id="substitution-product-id" name="substituteId" inputMode="numeric" pattern="[0-9]*" maxLength={10} />
        <button type="submit" className="button">
          Review the substitute
        </button>
      </form>
    </section>
  );
}

/** /account/projects/{id}/substitutions: the project's substitution reviews, and (owner or editor) a form to start one. */
export function SubstitutionsPage(props: SubstitutionsPageProps) {
  const { project, reviews } = props;
  const base = `/account/projects/${project.seq}/substitutions`;
  return (
    <PersonalFrame
      title={`Substitution reviews: ${project.name}`}
      section="/account/projects"
      crumbs={[{ label: project.name, href: `/account/projects/${project.seq}` }, { label: 'Substitution reviews' }]}
    >
      {project.role !== 'viewer' && <StartForm {...props} />}
      {reviews.length === 0 ? (
        <p>No substitution reviews yet.</p>
      ) : (
        <DataTable caption={<>Substitution reviews of {project.name}, newest first</>} columns={['Substitute', 'Basis of design', 'Section', 'Result', 'Reviewed']}>
          {reviews.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                <a href={`${base}/${r.id}`}>{r.substitute.name}</a>
              </th>
              <td>{r.basis.name}</td>
              <td className="nowrap">{r.section}</td>
              <td>
                {r.counts.meets} meet, {r.counts.below} below, {r.counts.missing} missing, {r.counts.different} different
              </td>
              <td>
                <DateText iso={r.createdAt} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </PersonalFrame>
  );
}
