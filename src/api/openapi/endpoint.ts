import type { Db } from '../../db/types';
import { endpoint } from '../endpoint';
import type { JsonSchema } from './json-schema';
import { buildOpenApiDocument } from './document';
import { collectRoutes, isApiRoute } from './walk-routes';

const INFO = {
  title: 'SpecFind API',
  version: '1.0.0',
  description: 'Every call under /api and /auth. Errors answer { error: { status, message, url, fields? } }.',
};

/**
 * GET /api/openapi.json. The document is built from the running app's router tree
 * (`req.app.router`) on first request, so it lists every route mounted anywhere under
 * /api and /auth, and kept for the life of the app.
 */
export function openApiEndpoint(db: Db) {
  const built = new WeakMap<object, JsonSchema>();
  return endpoint(db, { summary: 'This OpenAPI 3.1 document' }, async ({ req }) => {
    const root = req.app.router as unknown as object;
    let document = built.get(root);
    if (!document) {
      document = buildOpenApiDocument(collectRoutes(root).filter(isApiRoute), INFO);
      built.set(root, document);
    }
    return document;
  });
}
