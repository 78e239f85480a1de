import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../src/db/types';
import { endpoint } from '../../src/api/endpoint';
import { buildOpenApiDocument } from '../../src/api/openapi/document';
import { expandOptional, pathParameters, toOpenApiPath } from '../../src/api/openapi/paths';
import { routerOf } from '../../src/api/table/mount';
import { areaTable, mounted } from '../../src/api/table/row';

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

const Widget = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'WidgetForTest' });

function widgetTable(answer: unknown = { id: 1, name: 'one' }) {
  const t = areaTable();
  t.get(
    '/widgets/:id',
    endpoint(
      db,
      { params: z.object({ id: z.coerce.number().int().describe('The widget') }), query: z.object({ full: z.enum(['yes', 'no']).optional() }), output: Widget },
      async () => answer,
    ),
  );
  t.post('/widgets', endpoint(db, { body: z.strictObject({ name: z.string() }), status: 201, summary: 'Make one', output: Widget }, async () => answer), { guard: 'admin' });
  t.get('/raw/:a{/:b}', endpoint(db, { output: z.object({}) }, async () => ({})), { guard: 'user' });
  return mounted('/api', t.rows);
}

describe('API table → OpenAPI document', () => {
  const doc = buildOpenApiDocument(widgetTable(), { title: 'T', version: '1' }) as {
    openapi: string;
    servers: unknown[];
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, unknown> };
  };

  it('is OpenAPI 3.1 with a relative server and one operation per method and path', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/raw/{a}', '/api/raw/{a}/{b}', '/api/widgets', '/api/widgets/{id}']);
  });

  it('takes parameters, bodies and the answer from the row’s zod schemas; shared shapes go to components', () => {
    const get = doc.paths['/api/widgets/{id}'].get;
    expect(get.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: expect.any(Number), maximum: expect.any(Number) }, description: 'The widget' },
      { name: 'full', in: 'query', required: false, schema: { type: 'string', enum: ['yes', 'no'] } },
    ]);
    expect(get.responses).toMatchObject({ '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/WidgetForTest' } } } } });
    expect(doc.components.schemas.WidgetForTest).toMatchObject({ type: 'object', required: ['id', 'name'] });
    const post = doc.paths['/api/widgets'].post;
    expect(post.summary).toBe('Make one');
    expect(post.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false } } },
    });
    expect(Object.keys(post.responses as object)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413']));
    expect(Object.keys(get.responses as object)).toEqual(expect.arrayContaining(['400', '404', '429']));
  });

  it('declares security from the guard: optional API key when public, session or bearer otherwise', () => {
    expect(doc.paths['/api/widgets/{id}'].get.security).toEqual([{}, { apiKey: [] }, { bearerAuth: [] }]);
    expect(doc.paths['/api/widgets'].post.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(Object.keys(doc.paths['/api/raw/{a}/{b}'].get.responses as object)).toEqual(expect.arrayContaining(['401', '404']));
  });

  it('refuses a table with one method and path twice', () => {
    const rows = widgetTable();
    expect(() => buildOpenApiDocument([...rows, rows[0]], { title: 'T', version: '1' })).toThrow(/twice/);
  });
});

describe('API table → router', () => {
  const app = (answer?: unknown, checkOutputs = true) => {
    const a = express();
    a.use('/api', routerOf(widgetTable(answer), '/api', { checkOutputs }));
    a.use((error: Error & { statusCode?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(error.statusCode ?? 500).json({ message: error.message });
    });
    return a;
  };

  it('enforces the guard before reading input', async () => {
    const res = await request(app()).post('/api/widgets').send({ nope: 1 });
    expect(res.status).toBe(401);
    expect((await request(app()).get('/api/raw/x')).status).toBe(401);
  });

  it('answers the handler’s JSON, and with output checks on fails an answer outside its schema', async () => {
    expect((await request(app()).get('/api/widgets/1')).body).toEqual({ id: 1, name: 'one' });
    const bad = await request(app({ id: 'one' })).get('/api/widgets/1');
    expect(bad.status).toBe(500);
    expect(bad.body.message).toMatch(/GET \/api\/widgets\/:id answered outside its output schema: id:/);
    expect((await request(app({ id: 'one' }, false)).get('/api/widgets/1')).status).toBe(200);
  });
});
