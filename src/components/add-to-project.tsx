/** A project the user may add products to. */
export interface ProjectChoice {
  seq: number;
  name: string;
}

interface AddToProjectProps {
  productSeq: number;
  projects: readonly ProjectChoice[];
  /** Makes the field ids unique when a page has several of these forms (a comparison, the favorites). */
  idSuffix?: string;
}

/**
 * "Add to project": a plain form (no script needed) that posts the product itself to one of the user's projects,
 * as the basis of design of its section or as a listed equal; the project page then follows it.
 */
export function AddToProject({ productSeq, projects, idSuffix = '' }: AddToProjectProps) {
  const projectId = `add-to-project${idSuffix}`;
  const roleId = `add-to-project-role${idSuffix}`;
  return (
    <form className="product-actions__project" method="post" action="/account/project-products">
      <input type="hidden" name="productId" value={productSeq} />
      <label htmlFor={projectId}>Add to project</label>
      <select id={projectId} name="project" defaultValue={String(projects[0]?.seq ?? '')}>
        {projects.map((p) => (
          <option key={p.seq} value={p.seq}>
            {p.name}
          </option>
        ))}
      </select>
      <label htmlFor={roleId} className="visually-hidden">
        As
      </label>
      <select id={roleId} name="role" defaultValue="basis">
        <option value="basis">as the basis of design</option>
        <option value="equal">as a listed equal</option>
      </select>
      <button type="submit" className="button button--secondary">
        Add
      </button>
    </form>
  );
}
