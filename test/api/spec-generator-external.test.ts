import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log';
import { generateSpec } from '../../src/services/spec-generator';
import type { SeededSpec } from '../helpers/spec-generator';
import { INPUTS, SELECTION, binary, chosenWarranty, docxText, seededSpec } from '../helpers/spec-generator';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/** A stand-in for the external generator on 127.0.0.1: answers a fake document, or 500. */
let mode: 'document' | 'error' = 'document';
const calls: URLSearchParams[] = [];
let server: Server;
let url: string;
let t: TestApp;
let spec: SeededSpec;

const fallbackWarnings = () => t.logs.filter((l) => l.level === 'warn' && l.msg === 'external spec generator failed: serving our own');
const generate = (format: string, extra: Record<string, string> = {}) =>
  request(t.app)
    .get('/api/spec-generator')
    .query({ coid: String(spec.coid), spec: spec.filename, format, data: SELECTION.join(','), inputs: JSON.stringify(INPUTS), ...extra })
    .buffer(true)
    .parse(binary);

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push(new URL(req.url ?? '/', 'http://localhost').searchParams);
    if (mode === 'document') {
      res.writeHead(200, { 'Content-Type': 'application/msword' });
      res.end('FAKE DOCUMENT');
    } else {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('generator down');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/generate?key=k1`;
  t = await createTestApp({ SPEC_GENERATOR_URL: url });
  spec = await seededSpec(t.db);
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await t.close();
});

describe('GET /api/spec-generator with SPEC_GENERATOR_URL', () => {
  it("passes the external service's document and content type through", async () => {
    const res = await generate('docx', { filename: 'lobby' });
    expect(res.status).toBe(200);
    expect((res.body as Buffer).toString()).toBe('FAKE DOCUMENT');
    expect(res.headers['content-type']).toBe('application/msword');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lobby.docx"; filename*=UTF-8''lobby.docx`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(Object.fromEntries(calls.at(-1)!)).toEqual({
      key: 'k1',
      coid: String(spec.coid),
      spec: spec.filename,
      format: 'docx',
      data: SELECTION.join(','),
      filename: 'lobby',
      mf: '04',
      inputs: JSON.stringify(INPUTS),
    });
    expect(fallbackWarnings()).toEqual([]);
  });

  it('does not call the service for an unknown spec', async () => {
    const before = calls.length;
    expect((await generate('docx', { spec: 'nosuch-081113.spec' })).status).toBe(404);
    expect(calls.length).toBe(before);
  });

  it('serves our own document with a warning when the service answers 500', async () => {
    mode = 'error';
    const res = await generate('docx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docxText(res.body as Buffer)).toContain(chosenWarranty(spec));
    expect(fallbackWarnings().at(-1)).toMatchObject({ reason: 'answered HTTP 500', spec: spec.filename, format: 'docx' });
  });

  it('serves our own document with a warning when nothing listens on the port', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const res = await generate('rtf');
    expect(res.status).toBe(200);
    expect((res.body as Buffer).toString('latin1')).toMatch(/^\{\\rtf1/);
    expect(String(fallbackWarnings().at(-1)?.reason)).toMatch(/ECONNREFUSED/);
  });
});

describe('generateSpec with a silent external service', () => {
  it('gives up after the timeout and serves our own', async () => {
    const silent = createServer((req) => calls.push(new URL(req.url ?? '/', 'http://localhost').searchParams));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const log = createLogger('warn', sink);
    try {
      const started = Date.now();
      const file = await generateSpec(
        { db: t.db, log, externalUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, externalTimeoutMs: 300 },
        { coid: spec.coid, spec: spec.filename, format: 'html', ids: SELECTION, inputs: {}, filename: null, mf: '04' },
      );
      expect(Date.now() - started).toBeLessThan(5000);
      expect(file.source).toBe('local');
      expect(file.body.toString()).toContain('<!DOCTYPE html>');
      expect(lines.at(-1)).toMatchObject({ msg: 'external spec generator failed: serving our own' });
      expect(String(lines.at(-1)?.reason)).toMatch(/abort|timeout/i);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
