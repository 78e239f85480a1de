import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
  security?: unknown[];
};
type Doc = { openapi: string; info: { title: string; version: string }; servers: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

let t: TestApp;
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  const res = await request(t.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

/**
 * The app's routes, found independently of the generator: walk app.router's stack, where a
 * layer with `route` is a route and a layer whose handle has a `stack` is a router mounted at `rawPath`.
 */
function appRoutes(stack: unknown[], prefix = ''): string[] {
  const found: string[] = [];
  for (const layer of stack as { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: unknown[] }; rawPath?: string }[]) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) found.push(`${method} ${prefix}${layer.route.path === '/' ? '' : layer.route.path}`);
    } else if (layer.handle?.stack && typeof layer.rawPath === 'string') {
      found.push(...appRoutes(layer.handle.stack, `${prefix}${layer.rawPath === '/' ? '' : layer.rawPath}`));
    }
  }
  return found;
}

/** ':id' → '{id}', '*path' → '{path}', an optional '{/:x}' group → with and without it. */
function openApiForms(path: string): string[] {
  const group = /\{([^{}]*)\}/.exec(path.replace(/:(\w+)/g, '<$1>'));
  const plain = (p: string) => p.replace(/[:*](\w+)/g, '{$1}');
  if (!group) return [plain(path)];
  const marked = path.replace(/:(\w+)/g, '<$1>');
  return [marked.replace(group[0], group[1]), marked.replace(group[0], '')].map((p) => plain(p.replace(/<(\w+)>/g, ':$1')));
}

describe('GET /api/openapi.json', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has a relative server, security on every operation, a 4xx on every operation and a schema for every JSON success', () => {
    expect(doc.servers).toEqual([{ url: '/' }]);
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!op.security) problems.push(`${name}: no security`);
        if (!Object.keys(op.responses).some((status) => status.startsWith('4'))) problems.push(`${name}: no 4xx`);
        const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1] as { content?: Record<string, { schema?: object }> } | undefined;
        const json = success?.content?.['application/json'];
        if (json && Object.keys(json.schema ?? {}).length === 0) problems.push(`${name}: no response schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists the operations that were missing and promises only what by-coid returns', () => {
    expect(doc.paths['/feedback/non-client']?.post).toBeDefined();
    expect(doc.paths['/api/search/manufacturers/{category}']?.get).toBeDefined();
    const byCoid = doc.paths['/api/clients/by-coid/{coid}'].get.responses['200'] as { content: Record<string, { schema: { properties: object } }> };
    expect(Object.keys(byCoid.content['application/json'].schema.properties).sort()).toEqual(['active', 'coid', 'companyName', 'hasProjects', 'isClient']);
  });

  it('declares who may call from the row guard', () => {
    expect(doc.paths['/api/users/me'].get.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(doc.paths['/api/user-favorites'].get.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(doc.paths['/api/activities/search'].post.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(doc.paths['/auth/local'].post.security).toEqual([{}]);
    expect(doc.components.securitySchemes).toHaveProperty('apiKey');
  });

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });

  it('lists every route of the API and auth routers, including other areas', () => {
    const routes = appRoutes((t.app as unknown as { router: { stack: unknown[] } }).router.stack).filter((r) => / \/(api|auth)(\/|$)/.test(r) && !r.includes(' /api/docs'));
    expect(routes.length).toBeGreaterThan(150);
    expect(routes).toEqual(expect.arrayContaining(['get /api/search/:terms', 'get /api/podcasts/:id', 'get /api/openapi.json']));
    const missing = routes.flatMap((route) => {
      const [method, path] = route.split(' ');
      return openApiForms(path).filter((p) => !doc.paths[p]?.[method]).map((p) => `${method} ${p}`);
    });
    expect(missing).toEqual([]);
  });

  it('has well-formed operations: unique ids, a parameter for every template, refs that resolve', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(item)) {
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(templated);
        for (const p of op.parameters) expect(['path', 'query']).toContain(p.in);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      }
    }
    for (const [, section, name] of JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)) {
      expect(doc.components[section]).toHaveProperty(name);
    }
  });

  it('takes inputs from the zod schemas of the handlers', () => {
    const create = doc.paths['/api/podcasts'].post;
    const body = create.requestBody!.content['application/json'].schema as { properties: Record<string, unknown>; required: string[]; additionalProperties: boolean };
    expect(body.required).toEqual(['title']);
    expect(body.additionalProperties).toBe(false);
    expect(body.properties.durationSec).toMatchObject({ type: 'integer' });
    expect(create.security).toBeDefined();
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403']));

    const list = doc.paths['/api/products'].get;
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['coid', 'parent_id', 'sort', 'page', 'size', 'q']));
    expect(list.parameters.find((p) => p.name === 'size')?.schema).toMatchObject({ maximum: 100 });
    expect(list.security).toEqual([{}, { apiKey: [] }, { bearerAuth: [] }]);
    expect(doc.paths['/api/activities'].get.security).toBeDefined();

    const search = doc.paths['/api/search/{terms}'].get;
    expect(search.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['terms', 'page', 'size']));
  });
});
