import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { formPost } from '../helpers/form-posts';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';
import type { TestUser } from '../helpers/users';

// Issue 22: a search saved with filters keeps them, shows them and links back with them.

let t: TestApp;
let maker: { coid: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  maker = await t.db.one(sql`SELECT coid, name FROM companies ORDER BY coid LIMIT 1`);
});
afterAll(() => t.close());

/** The "Save this search" form of a result page, as a browser submits it without script. */
function saveForm(html: string) {
  const page = parseHtml(html);
  const form = page.one('form.save-search');
  const fields = Object.fromEntries(page.all('form.save-search input[type="hidden"]').map((i) => [i.getAttribute('name')!, i.getAttribute('value') ?? '']));
  return { action: form.getAttribute('action')!, state: form.getAttribute('data-state'), fields };
}

async function searchPage(user: TestUser, path: string) {
  const res = await request(t.app).get(path).set('Cookie', user.cookie);
  expect(res.status).toBe(200);
  return res.text;
}

describe('saving a filtered search', () => {
  it('keeps the EPD filter: the account lists it with its filter and links back with it', async () => {
    const user = await createTestUser(t.db);
    const path = '/search/door?declaration=epd';
    const form = saveForm(await searchPage(user, path));
    expect(form.fields).toEqual({ search_terms: 'door', content_type: 'all', filters: 'declaration=epd', redirect: path });

    const saved = await formPost(t.app, user, form.action, form.fields);
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(path);
    const row = await t.db.one<{ filters: string }>(sql`SELECT filters FROM user_searches WHERE user_seq = ${user.user.seq}`);
    expect(row.filters).toBe('declaration=epd');

    const list = parseHtml((await request(t.app).get('/account/searches').set('Cookie', user.cookie)).text);
    expect(list.attrs('.personal-list__main > a', 'href')).toEqual([path]);
    expect(list.texts('.personal-list__meta .saved-search__filter')).toEqual(['Sustainability: Current EPD']);

    // The filtered page knows it is saved; the same words without the filter are another search.
    expect(saveForm(await searchPage(user, path)).state).toBe('saved');
    expect(saveForm(await searchPage(user, '/search/door')).state).toBe('unsaved');
  });

  it('names manufacturers, keeps several facets in canonical order and saves the same filters once', async () => {
    const user = await createTestUser(t.db);
    const path = `/search/door/cad?format=dxf&manufacturer=${maker.coid}`;
    const form = saveForm(await searchPage(user, path));
    expect(form.fields.filters).toBe(`manufacturer=${maker.coid}&format=dxf`);
    const first = await request(t.app).post('/api/user-searches').set('Authorization', `Bearer ${user.token}`).send({ search_terms: 'door', content_type: 'cad', filters: form.fields.filters });
    expect(first.body).toMatchObject({
      filters: `manufacturer=${maker.coid}&format=dxf`,
      url: `/search/door/cad?manufacturer=${maker.coid}&format=dxf`,
      filter_labels: [
        { facet: 'manufacturer', value: String(maker.coid), label: `Manufacturer: ${maker.name}` },
        { facet: 'format', value: 'dxf', label: 'File format: DXF drawing' },
      ],
    });
    // The same filters written in another order are the same saved search.
    const again = await request(t.app).post('/api/user-searches').set('Authorization', `Bearer ${user.token}`).send({ search_terms: 'door', content_type: 'cad', filters: `format=dxf&manufacturer=${maker.coid}` });
    expect(again.body.seq).toBe(first.body.seq);
  });

  it('refuses filters that are not facets with a 400 naming the field', async () => {
    const user = await createTestUser(t.db);
    for (const filters of ['declaration=xyz', 'colour=red', `manufacturer=${'x'.repeat(5000)}`]) {
      const res = await request(t.app).post('/api/user-searches').set('Authorization', `Bearer ${user.token}`).send({ search_terms: 'door', filters });
      expect(res.status, filters).toBe(400);
      expect(Object.keys(res.body.error.fields), filters).toEqual(['filters']);
    }
  });
});
