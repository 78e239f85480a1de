import express, { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../src/db/types';
import { endpoint, endpointSpecOf } from '../../src/api/endpoint';
import { adminOnly } from '../../src/api/openapi/access';
import { buildOpenApiDocument } from '../../src/api/openapi/document';
import { expandOptional, pathParameters, toOpenApiPath } from '../../src/api/openapi/paths';
import { collectRoutes, isApiRoute } from '../../src/api/openapi/walk-routes';

const db = {} as Db;

describe('OpenAPI paths', () => {
  it('turn Express parameters into OpenAPI templates', () => {
    expect(toOpenApiPath('/api/products/:id')).toBe('/api/products/{id}');
    expect(toOpenApiPath('/api/files/*path')).toBe('/api/files/{path}');
    expect(toOpenApiPath('/api/x/:"quoted name"')).toBe('/api/x/{quoted name}');
    expect(pathParameters('/api/:a/b/:c')).toEqual(['a', 'c']);
  });

  it('expand optional groups, nested ones too', () => {
    expect(expandOptional('/search/:terms{/:type}')).toEqual(['/search/:terms/:type', '/search/:terms']);
    expect(expandOptional('/a{/:b{/:c}}')).toEqual(['/a/:b/:c', '/a/:b', '/a']);
    expect(expandOptional('/plain')).toEqual(['/plain']);
  });
});

describe('route walking', () => {
  it('finds routes of nested routers with their mount paths and handlers', () => {
    const app = express();
    const inner = Router();
    const handler = endpoint(db, { params: z.object({ id: z.string() }) }, async () => null);
    inner.get('/things/:id', handler);
    inner.route('/things').get(() => undefined).post(adminOnly, () => undefined);
    const api = Router();
    api.use(inner);
    app.use('/api', api);
    app.get('/page', () => undefined);
    const routes = collectRoutes(app.router);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(['get /api/things/:id', 'get /api/things', 'post /api/things', 'get /page']);
    expect(routes.filter(isApiRoute)).toHaveLength(3);
    expect(endpointSpecOf(routes[0].handlers[0])?.params).toBeDefined();
    expect(routes[2].handlers[0]).toBe(adminOnly);
  });
});

describe('OpenAPI document', () => {
  const router = Router();
  router.get(
    '/api/widgets/:id',
    endpoint(db, { params: z.object({ id: z.coerce.number().int().describe('The widget') }), query: z.object({ full: z.enum(['yes', 'no']).optional() }) }, async () => null),
  );
  router.post('/api/widgets', adminOnly, endpoint(db, { body: z.strictObject({ name: z.string() }), status: 201, summary: 'Make one' }, async () => null));
  router.get('/api/raw/:a{/:b}', () => undefined);
  const doc = buildOpenApiDocument(collectRoutes(router), { title: 'T', version: '1' }) as {
    openapi: string;
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };

  it('is OpenAPI 3.1 with one operation per method and path', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/raw/{a}', '/api/raw/{a}/{b}', '/api/widgets', '/api/widgets/{id}']);
  });

  it('takes parameters and bodies from the zod spec the handler carries', () => {
    const get = doc.paths['/api/widgets/{id}'].get;
    expect(get.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: expect.any(Number), maximum: expect.any(Number) }, description: 'The widget' },
      { name: 'full', in: 'query', required: false, schema: { type: 'string', enum: ['yes', 'no'] } },
    ]);
    const post = doc.paths['/api/widgets'].post;
    expect(post.summary).toBe('Make one');
    expect(post.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false } } },
    });
    expect(Object.keys(post.responses as object)).toEqual(expect.arrayContaining(['201', '400', '401', '403']));
    expect(post.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
  });

  it('describes routes without a spec by their path parameters', () => {
    const get = doc.paths['/api/raw/{a}/{b}'].get;
    expect((get.parameters as { name: string }[]).map((p) => p.name)).toEqual(['a', 'b']);
    expect(get.security).toBeUndefined();
  });
});
