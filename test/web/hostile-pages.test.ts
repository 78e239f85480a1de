import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../src/web/page-types';
import { ROUTES } from '../../src/web/routes';
import { NUL_TEXT, RAW_URL_VALUES, urlValuesFor } from '../helpers/hostile-values';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

/**
 * Walks the route table with hostile values in each route parameter (one at a time, the others
 * taken from the route's example) and in the query of every example page: no 5xx, ever.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createTestUser(t.db, { isAdmin: true })).cookie;
});
afterAll(() => t.close());

const PARAM = /[:*](\w+)/g;

/** The route's parameter values in its first example ('1' where the example does not say). */
function exampleValues(def: RouteDef): Record<string, string> {
  const names = [...def.path.matchAll(PARAM)].map((m) => m[1]);
  const pattern = def.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(PARAM, (m) => (m.startsWith('*') ? '(.+)' : '([^/]+)'));
  const match = new RegExp(`^${pattern}$`).exec((def.examples?.[0] ?? '').split('?')[0]);
  return Object.fromEntries(names.map((name, i) => [name, match?.[i + 1] ?? '1']));
}

const inUrl = (value: string) => (RAW_URL_VALUES.includes(value) ? value : encodeURIComponent(value));

const QUERY_VALUES = [`q=${encodeURIComponent(NUL_TEXT)}`, `page=${encodeURIComponent(NUL_TEXT)}`, 'page=-5', 'page=99999999999999999999', 'page=1e308', 'sort=%00', 'page=%E0%A4%A'];

async function statusOf(url: string): Promise<number> {
  return (await request(t.app).get(url).set('Cookie', cookie).set('User-Agent', 'Googlebot/2.1')).status;
}

describe('hostile input against every page route', () => {
  it('never answers 5xx for a hostile route parameter', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const def of ROUTES) {
      const base = exampleValues(def);
      for (const name of Object.keys(base)) {
        for (const value of urlValuesFor()) {
          const url = def.path.replace(PARAM, (_m, param: string) => (param === name ? inUrl(value) : base[param]));
          const status = await statusOf(url);
          if (status >= 500) failures.push(`${status} ${def.path} ${name}=${JSON.stringify(value).slice(0, 20)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx for a hostile query value', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const examples = ROUTES.flatMap((def) => (def.examples ?? []).slice(0, 1));
    expect(examples.length).toBeGreaterThan(40);
    for (const example of examples) {
      for (const query of QUERY_VALUES) {
        const url = `${example}${example.includes('?') ? '&' : '?'}${query}`;
        const status = await statusOf(url);
        if (status >= 500) failures.push(`${status} ${url.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a NUL in a form post with 400 naming the field', async () => {
    const res = await request(t.app).post('/signin').type('form').set('Origin', 'http://localhost:3000').send({ email: 'a\u0000@example.com', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('email: must not contain a NUL character');
  });

  it('answers a NUL in the query of a page with 400', async () => {
    expect(await statusOf('/content-type/cad?q=a%00b')).toBe(400);
    expect(await statusOf('/search/door?page=%00')).toBe(400);
  });
});

describe('paging out of range on HTML listings is a 404, never clamped', () => {
  const listings = [
    '/content-type/cad',
    '/content-type/cad/08',
    '/content-type/cad/08/081113',
    '/content-type/epd',
    '/press-releases',
    '/podcast',
    '/blog-post',
    '/projects',
    '/projects/08',
    '/featured/products',
    '/products/by-csi/081113',
    '/account/orders',
    '/continuing-education',
  ];

  it.each(listings)('%s', async (path) => {
    expect(await statusOf(path)).toBe(200);
    for (const page of ['-5', '0', 'abc', '2.5', '9999', '99999999999999999999']) {
      expect(`${page}: ${await statusOf(`${path}?page=${page}`)}`).toBe(`${page}: 404`);
    }
  });
});
