import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import { listProjectProducts } from '../../services/personal/project-products-list';
import {
  addProjectProduct,
  projectFor,
  removeProjectProduct,
  resolveProjectProductChange,
  updateProjectProduct,
} from '../../services/personal/project-products';
import { addProjectProductBody, projectProductParams, updateProjectProductBody } from '../../services/personal/project-product-schemas';
import { projectRefParams } from '../../services/personal/schemas';
import { endpoint } from '../endpoint';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import { projectProductOutput, projectProductsOutput } from '../schemas/project-products';

/**
 * A project's products (issue 26): GET and POST /api/char-project/{id}/products, PATCH and DELETE of a row, and
 * accepting or keeping a change since specified. Members who may view read; editors and the owner write.
 */
export function projectProductsApi(db: Db): AreaRows {
  const table = areaTable({ guard: 'user' });
  table.get(
    '/char-project/:id/products',
    endpoint(db, { params: projectRefParams, errors: [404], summary: 'A project’s products, each with its as-specified record and the changes since' }, async ({ req, params }) => {
      const seq = await projectFor(db, requireUser(req).seq, params.id, 'view');
      return { products: await listProjectProducts(db, seq) };
    }),
    { output: projectProductsOutput },
  );
  table.post(
    '/char-project/:id/products',
    endpoint(
      db,
      { params: projectRefParams, body: addProjectProductBody, status: 201, errors: [403, 404, 409], summary: 'Add a product to a project (basis of design or an equal); its record is frozen as specified' },
      async ({ req, params, body }) => {
        const user = requireUser(req).seq;
        return addProjectProduct(db, user, await projectFor(db, user, params.id, 'edit'), body);
      },
    ),
    { output: projectProductOutput },
  );
  table.patch(
    '/char-project/:id/products/:rowId',
    endpoint(db, { params: projectProductParams, body: updateProjectProductBody, errors: [403, 404, 409], summary: 'Change a project product’s role, notes or quantity' }, async ({ req, params, body }) => {
      const user = requireUser(req).seq;
      return updateProjectProduct(db, user, await projectFor(db, user, params.id, 'edit'), params.rowId, body);
    }),
    { output: projectProductOutput },
  );
  table.delete(
    '/char-project/:id/products/:rowId',
    endpoint(db, { params: projectProductParams, status: 204, errors: [403, 404], summary: 'Remove a product from a project' }, async ({ req, params }) => {
      const user = requireUser(req).seq;
      await removeProjectProduct(db, user, await projectFor(db, user, params.id, 'edit'), params.rowId);
    }),
  );
  for (const decision of ['accept', 'keep'] as const) {
    table.post(
      `/char-project/:id/products/:rowId/${decision}`,
      endpoint(
        db,
        {
          params: projectProductParams,
          errors: [403, 404],
          summary: decision === 'accept' ? 'Accept the changes: the as-specified record moves to the product as it is now' : 'Keep the original: the changes showing now stop showing until the product changes again',
        },
        async ({ req, params }) => {
          const user = requireUser(req).seq;
          return resolveProjectProductChange(db, user, await projectFor(db, user, params.id, 'edit'), params.rowId, decision);
        },
      ),
      { output: projectProductOutput },
    );
  }
  return table.rows;
}
