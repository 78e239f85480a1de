import { endpointSpecOf } from '../endpoint';
import { accessOf } from './access';
import type { JsonSchema } from './json-schema';
import { objectProperties, toJsonSchema } from './json-schema';
import type { RouteEntry } from './walk-routes';

const ERROR = { $ref: '#/components/responses/Error' };

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '400': 'Invalid input; error.fields names each bad field',
  '401': 'Not signed in',
  '403': 'Signed in without the needed role',
  '404': 'Not found',
};

/** The success content: JSON, or the file types an endpoint declares it produces. */
function successContent(produces: readonly string[] | undefined): Record<string, unknown> {
  if (!produces?.length) return { 'application/json': { schema: {} } };
  return Object.fromEntries(produces.map((type) => [type, { schema: type === 'application/json' ? {} : { type: 'string', format: 'binary' } }]));
}

function parameters(route: RouteEntry, pathParams: string[]): JsonSchema[] {
  const spec = route.handlers.map(endpointSpecOf).find(Boolean);
  const declared = spec?.params ? objectProperties(spec.params) : [];
  const result: JsonSchema[] = pathParams.map((name) => {
    const schema = declared.find((p) => p.name === name)?.schema ?? { type: 'string' };
    const { description, ...rest } = schema;
    return { name, in: 'path', required: true, schema: rest, ...(description ? { description } : {}) };
  });
  for (const query of spec?.query ? objectProperties(spec.query) : []) {
    const { description, ...rest } = query.schema;
    result.push({ name: query.name, in: 'query', required: query.required, schema: rest, ...(description ? { description } : {}) });
  }
  return result;
}

function tagOf(path: string): string {
  const [, root, first] = path.split('/');
  return root === 'auth' ? 'auth' : (first ?? 'api').replace(/[{}]/g, '') || 'api';
}

/** The OpenAPI operation of one route: inputs from the zod spec its handler carries, access from its markers. */
export function buildOperation(route: RouteEntry, openApiPath: string, pathParams: string[], operationId: string): JsonSchema {
  const spec = route.handlers.map(endpointSpecOf).find(Boolean);
  const access = route.handlers.map(accessOf).find(Boolean);
  const success = String(spec?.status ?? 200);
  const responses: Record<string, unknown> = {
    [success]: { description: STATUS_TEXT[success] ?? 'Success', content: successContent(spec?.produces) },
  };
  if (spec?.params || spec?.query || spec?.body || pathParams.length) responses['400'] = { ...ERROR };
  if (access) {
    responses['401'] = { ...ERROR };
    responses['403'] = { ...ERROR };
  }
  if (pathParams.length) responses['404'] = { ...ERROR };
  for (const status of spec?.errors ?? []) responses[String(status)] = { ...ERROR };
  responses.default = { ...ERROR };

  const operation: JsonSchema = {
    operationId,
    tags: [tagOf(openApiPath)],
    summary: spec?.summary ?? `${route.method.toUpperCase()} ${openApiPath}`,
    parameters: parameters(route, pathParams),
    responses,
  };
  if (access) {
    operation.security = [{ bearerAuth: [] }, { sessionCookie: [] }];
    operation.description = access === 'admin' ? 'Administrators only.' : 'Signed-in users only.';
  }
  if (spec?.body) {
    const schema = toJsonSchema(spec.body);
    const content: Record<string, unknown> = { 'application/json': { schema } };
    if (openApiPath.startsWith('/auth/')) content['application/x-www-form-urlencoded'] = { schema };
    operation.requestBody = { required: true, content };
  }
  return operation;
}
