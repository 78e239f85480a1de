import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createElement, Suspense, use } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log';
import type { RenderDeps } from '../../src/web/render';
import { renderPage, streamPage } from '../../src/web/render';
import { loadTemplates } from '../../src/web/templates';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/** Render dependencies for a page of the blank layout, with no islands. */
const deps: RenderDeps = {
  templates: loadTemplates('', path.join(ROOT, 'views')),
  manifest: { css: null, entries: {} },
  build: { buildId: 'test', pollMs: 60_000, redirectHosts: [] },
  site: { siteName: 'S', publicUrl: 'http://localhost' },
  log: createLogger('silent'),
};

describe('a page rendered whole', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HTML_CACHE_ENTRIES: '0' });
  });
  afterAll(() => t?.close());

  it('goes out in one piece with its Content-Length, not in chunks', async () => {
    const res = await request(t.app).get('/').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(res.text).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>\s*$/i);
  });
});

describe('the string and stream renderers', () => {
  const Page = ({ items }: { items: string[] }) =>
    createElement('main', null, createElement('h1', null, 'Doors & frames'), createElement('ul', null, items.map((item) => createElement('li', { key: item }, item))));
  const items = Array.from({ length: 400 }, (_, i) => `Item ${i} <${'é'.repeat(i % 7)}>`);
  const kept = new Map<string, string | null>();
  const app = express().get('/:how', async (req, res) => {
    const html = await renderPage(res, deps, {
      streams: req.params.how === 'stream',
      page: Page,
      props: { items },
      head: { title: 'Doors', description: 'A page of doors' },
      status: 200,
      layout: 'blank',
      keepHtml: true,
      trailer: () => '<!-- trailer -->',
      state: { siteName: 'S', brand: 'specfind', path: '/', user: null, mf: '04', searchTerms: '', searchIsland: false, islands: new Set() },
    });
    kept.set(req.params.how, html);
  });

  it('send the same document, whole, with its length', async () => {
    const [asString, asStream] = await Promise.all([request(app).get('/string'), request(app).get('/stream')]);
    expect(asString.status).toBe(200);
    expect(asString.text).toContain('<li>Item 398 &lt;éééééé&gt;</li>');
    expect(asString.text).toMatch(/<!-- trailer -->[\s\S]*<\/html>\s*$/);
    expect(asString.text).toBe(asStream.text);
    expect(Number(asString.headers['content-length'])).toBe(Buffer.byteLength(asString.text));
    expect(asString.headers['transfer-encoding']).toBeUndefined();
    // What the anonymous page cache keeps is what was sent.
    expect(kept.get('string')).toBe(asString.text);
    expect(kept.get('stream')).toBe(asStream.text);
  });
});

describe('a page that suspends', () => {
  let release!: (text: string) => void;
  const later = new Promise<string>((resolve) => (release = resolve));
  const Later = () => createElement('p', { id: 'later' }, use(later));
  const SlowPage = () => createElement(Suspense, { fallback: createElement('p', { id: 'waiting' }, 'waiting') }, createElement(Later));
  const app = express().get('/', async (_req, res) => {
    await streamPage(res, deps, {
      page: SlowPage,
      props: {},
      head: { title: 'Slow', description: 'A page that waits' },
      status: 200,
      layout: 'blank',
      keepHtml: false,
      state: { siteName: 'S', brand: 'specfind', path: '/', user: null, mf: '04', searchTerms: '', searchIsland: false, islands: new Set() },
    });
  });
  const server = app.listen(0, '127.0.0.1');
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends its shell at once and the rest when it is ready', async () => {
    await new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve)));
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<{ first: string; all: string; chunked: boolean }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/' }, (res) => {
        let all = '';
        let first = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (!first) {
            first = chunk;
            release('arrived');
          }
          all += chunk;
        });
        res.on('end', () => resolve({ first, all, chunked: res.headers['transfer-encoding'] === 'chunked' }));
      }).on('error', reject);
    });
    expect(body.first).toContain('id="waiting"');
    expect(body.first).not.toContain('arrived');
    expect(body.chunked).toBe(true);
    expect(body.all).toContain('arrived');
    expect(body.all).toMatch(/<\/html>\s*$/);
  });
});
