import type { ApiRow } from '../table/row';
import { fullPath } from '../table/row';
import type { JsonSchema, SharedSchemas } from './json-schema';
import { ERROR_STATUSES, buildOperation } from './operation';
import { expandOptional, pathParameters, toOpenApiPath } from './paths';

interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['status', 'message', 'url'],
      properties: {
        status: { type: 'integer' },
        message: { type: 'string' },
        url: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Bad input: field → message.' },
      },
    },
  },
};

const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token POST /auth/local returns, or an API key (sk_…) as a bearer token.' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The signed session cookie; state-changing calls need a same-site Origin.' },
  apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'An API key an administrator issued: a higher rate limit on /api than anonymous callers get; a key scoped to a manufacturer also calls /api/manage/{coid} (writes need its write right).' },
};

function errorResponses(): Record<string, unknown> {
  return Object.fromEntries(
    ERROR_STATUSES.map((status) => [
      `Error${status}`,
      { description: `Error ${status}`, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
}

function operationIdOf(method: string, path: string, taken: Set<string>): string {
  const base = `${method}_${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  taken.add(id);
  return id;
}

/** The OpenAPI 3.1 document of the API table. Two rows with one method and path would be a table error. */
export function buildOpenApiDocument(rows: readonly ApiRow[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const shared: SharedSchemas = {};
  const taken = new Set<string>();
  for (const r of rows) {
    for (const expressPath of expandOptional(fullPath(r))) {
      const path = toOpenApiPath(expressPath);
      const item = (paths[path] ??= {});
      if (item[r.method]) throw new Error(`The API table has ${r.method.toUpperCase()} ${path} twice`);
      item[r.method] = buildOperation(r, path, pathParameters(expressPath), operationIdOf(r.method, path, taken), shared);
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, ...(info.description ? { description: info.description } : {}) },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { Error: ERROR_SCHEMA, ...shared }, responses: errorResponses(), securitySchemes: SECURITY_SCHEMES },
  };
}
