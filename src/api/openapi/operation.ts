import type { ApiRow } from '../table/row';
import type { JsonSchema, SharedSchemas } from './json-schema';
import { objectProperties, toJsonSchema } from './json-schema';

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '400': 'Invalid input; error.fields names each bad field',
  '401': 'Not signed in, or a key or token that is not valid',
  '403': 'Signed in without the needed role, or a cookie-authenticated change from another site',
  '404': 'Not found',
  '405': 'Not allowed on this resource',
  '409': 'Conflicts with the current state',
  '413': 'Body too large',
  '415': 'Unsupported media type',
  '422': 'Understood but refused: the field named cannot be used, or the file failed its checks (the answer says why and carries any report)',
  '429': 'Too many requests: wait for Retry-After seconds',
  '503': 'The database is unavailable: try again shortly',
};

const errorResponse = (status: string) => ({ $ref: `#/components/responses/Error${status}` });

/** Statuses every documented error response exists for in components.responses. */
export const ERROR_STATUSES = ['400', '401', '403', '404', '405', '409', '413', '415', '422', '429', '503'] as const;

function successContent(r: ApiRow, shared: SharedSchemas): Record<string, unknown> {
  const json = { schema: r.spec.output ? toJsonSchema(r.spec.output, shared) : {} };
  const produces = r.spec.produces ?? ['application/json'];
  return Object.fromEntries(produces.map((type) => [type, type === 'application/json' ? json : { schema: { type: 'string', format: 'binary' } }]));
}

function parameters(r: ApiRow, pathParams: string[]): JsonSchema[] {
  const declared = r.spec.params ? objectProperties(r.spec.params) : [];
  const result: JsonSchema[] = pathParams.map((name) => {
    const schema = declared.find((p) => p.name === name)?.schema ?? { type: 'string' };
    const { description, default: _default, ...rest } = schema;
    return { name, in: 'path', required: true, schema: rest, ...(description ? { description } : {}) };
  });
  for (const query of r.spec.query ? objectProperties(r.spec.query) : []) {
    const { description, ...rest } = query.schema;
    result.push({ name: query.name, in: 'query', required: query.required, schema: rest, ...(description ? { description } : {}) });
  }
  return result;
}

/** Reads of /api count against the caller's budget: anonymous per address, or per API key. */
const isBudgetedRead = (r: ApiRow) => r.mount === '/api' && r.method === 'get';

/** Who may call: an optional API key on /api reads (it raises the rate limit); a session or bearer token where a user is needed. */
function security(r: ApiRow): JsonSchema[] {
  if (r.guard === 'manager') return [{ bearerAuth: [] }, { sessionCookie: [] }, { apiKey: [] }];
  if (r.guard !== 'public') return [{ bearerAuth: [] }, { sessionCookie: [] }];
  return isBudgetedRead(r) ? [{}, { apiKey: [] }, { bearerAuth: [] }] : [{}];
}

const GUARD_TEXT: Record<ApiRow['guard'], string | undefined> = {
  public: undefined,
  user: 'Signed-in users only.',
  admin: 'Administrators only.',
  client: "The company's own signed-in staff, or an administrator.",
  manager: "The manufacturer's own signed-in staff, an administrator, or an API key scoped to that manufacturer (writes need its write right).",
};

function errorStatuses(r: ApiRow, pathParams: string[]): string[] {
  const statuses = new Set<string>();
  if (r.spec.params || r.spec.query || r.spec.body || pathParams.length) statuses.add('400');
  if (r.guard !== 'public') statuses.add('401');
  // Unsafe methods also answer 403 when a cookie-authenticated call comes from another site (src/auth/csrf.ts).
  if (r.guard === 'admin' || r.guard === 'client' || r.guard === 'manager' || r.method !== 'get') statuses.add('403');
  if (pathParams.length) statuses.add('404');
  if (isBudgetedRead(r)) statuses.add('429');
  if (r.spec.body || r.spec.multipart) statuses.add('413');
  for (const status of r.spec.errors ?? []) statuses.add(String(status));
  statuses.add('503');
  return [...statuses].sort();
}

function tagOf(path: string): string {
  const [, root, first] = path.split('/');
  return root === 'auth' ? 'auth' : (first ?? 'api').replace(/[{}]/g, '') || 'api';
}

/** The OpenAPI operation of one row: inputs and output from its zod schemas, security and errors from its guard. */
export function buildOperation(r: ApiRow, openApiPath: string, pathParams: string[], operationId: string, shared: SharedSchemas): JsonSchema {
  const success = String(r.spec.status ?? 200);
  const responses: Record<string, unknown> = {
    [success]: success === '204' ? { description: STATUS_TEXT[success] } : { description: STATUS_TEXT[success] ?? 'Success', content: successContent(r, shared) },
  };
  if (r.spec.redirects) responses['303'] = { description: 'A form post: back to its page, with the outcome in the query' };
  for (const status of errorStatuses(r, pathParams)) responses[status] = errorResponse(status);

  const operation: JsonSchema = {
    operationId,
    tags: [tagOf(openApiPath)],
    summary: r.spec.summary ?? `${r.method.toUpperCase()} ${openApiPath}`,
    ...(GUARD_TEXT[r.guard] ? { description: GUARD_TEXT[r.guard] } : {}),
    parameters: parameters(r, pathParams),
    security: security(r),
    responses,
  };
  if (r.spec.body) {
    const schema = toJsonSchema(r.spec.body, shared);
    const content: Record<string, unknown> = { 'application/json': { schema } };
    if (r.mount === '/auth' || r.acceptsForm) content['application/x-www-form-urlencoded'] = { schema };
    operation.requestBody = { required: true, content };
  }
  if (r.spec.multipart) {
    const schema = toJsonSchema(r.spec.multipart, shared);
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    // The file part is bytes, not text.
    if (properties.file) properties.file = { ...properties.file, type: 'string', format: 'binary' };
    operation.requestBody = { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return operation;
}
