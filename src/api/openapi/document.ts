import { buildOperation } from './operation';
import type { JsonSchema } from './json-schema';
import { expandOptional, pathParameters, toOpenApiPath } from './paths';
import type { RouteEntry } from './walk-routes';

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  serverUrl?: string;
}

const COMPONENTS = {
  schemas: {
    Error: {
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
    },
  },
  responses: {
    Error: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  },
  securitySchemes: {
    bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token POST /auth/local returns.' },
    sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The signed session cookie; state-changing calls need a same-site Origin.' },
  },
};

function operationIdOf(method: string, path: string, taken: Set<string>): string {
  const base = `${method}_${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  taken.add(id);
  return id;
}

/**
 * An OpenAPI 3.1 document of routes. When two routes share a method and path the first
 * wins, as it does in Express.
 */
export function buildOpenApiDocument(routes: readonly RouteEntry[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const taken = new Set<string>();
  for (const route of routes) {
    for (const expressPath of expandOptional(route.path)) {
      const path = toOpenApiPath(expressPath);
      const item = (paths[path] ??= {});
      if (item[route.method]) continue;
      item[route.method] = buildOperation(route, path, pathParameters(expressPath), operationIdOf(route.method, path, taken));
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, ...(info.description ? { description: info.description } : {}) },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: COMPONENTS,
  };
}
