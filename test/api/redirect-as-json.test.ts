import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectsAsJson } from '../../src/api/redirect-as-json';
import { REDIRECT_AS_JSON_HEADER } from '../../src/domain/redirect-check';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/** The server half of the global redirect check: redirects reach the site's API client as JSON. */

const mini = express();
mini.use(redirectsAsJson);
mini.get('/away', (_req, res) => res.redirect(302, 'https://pay.example.com/checkout/7'));
mini.get('/home', (_req, res) => res.redirect('/account'));

describe('API redirects for the site’s own client', () => {
  it('answer 200 { redirect } with the location, never cached', async () => {
    const res = await request(mini).get('/away').set(REDIRECT_AS_JSON_HEADER, '1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ redirect: 'https://pay.example.com/checkout/7' });
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/X-Redirect-As-Json/i);
    expect((await request(mini).get('/home').set(REDIRECT_AS_JSON_HEADER, '1')).body).toEqual({ redirect: '/account' });
  });

  it('stay real redirects for every other caller', async () => {
    const res = await request(mini).get('/away');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://pay.example.com/checkout/7');
    expect(res.headers.vary).toMatch(/X-Redirect-As-Json/i);
  });
});

describe('in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LINK_HOSTS: 'pay.example.com,.cdn.example.org' });
  });
  afterAll(() => t.close());

  it('every API answer varies on the header, and ordinary answers are unchanged by it', async () => {
    const plain = await request(t.app).get('/api/homepage-promo/active');
    const asked = await request(t.app).get('/api/homepage-promo/active').set(REDIRECT_AS_JSON_HEADER, '1');
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(plain.body);
    expect(asked.headers.vary).toMatch(/X-Redirect-As-Json/i);
  });

  it('pages with islands list LINK_HOSTS for the browser’s redirect check', async () => {
    const home = await request(t.app).get('/');
    expect(home.text).toMatch(/<script type="module" src="\/assets\/build-check-[\w-]+\.js" data-build="[^"]+" data-poll-ms="\d+" data-redirect-hosts="pay\.example\.com \.cdn\.example\.org"><\/script>/);
  });
});
