import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectsAsJson } from '../../src/api/redirect-as-json';
import type { BrowserSession } from '../helpers/browser';
import { startBrowserSession } from '../helpers/browser';
import { catalogFacts } from '../helpers/catalog-facts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/**
 * The global redirect check in a browser: an API call the server answers with a redirect
 * to an outside host sends the page there when LINK_HOSTS allows the host, and not otherwise.
 * The suggestion call of the header search box stands in for any API call: the server in front
 * of the app redirects it for two query words.
 */

let t: TestApp;
let session: BrowserSession;
let companyPrefix: string;

beforeAll(async () => {
  t = await createTestApp({ LINK_HOSTS: 'pay.example.com' });
  companyPrefix = (await catalogFacts(t.db)).company.name.slice(0, 6);
  const front = express();
  front.get('/api/suggest', redirectsAsJson, (req, res, next) => {
    if (req.query.q === 'payment') return res.redirect(302, 'https://pay.example.com/checkout/7');
    if (req.query.q === 'elsewhere') return res.redirect(302, 'https://evil.example.net/');
    next();
  });
  front.use(t.app);
  session = await startBrowserSession(front);
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

async function homeWithSearchBox() {
  const page = await (await session.newContext()).newPage();
  const outside: string[] = [];
  await page.route(/^https:\/\/(pay\.example\.com|evil\.example\.net)\//, async (route) => {
    outside.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Outside</title><h1>Outside</h1>' });
  });
  await page.goto(`${session.base}/`);
  await page.locator('.site-header [data-island="search-box"][data-hydrated="true"]').waitFor();
  return { page, outside, box: page.locator('.site-header input[name="q"]') };
}

describe('global redirect check in the browser', () => {
  it('follows a server redirect of an API call to a host LINK_HOSTS allows', async () => {
    const { page, outside, box } = await homeWithSearchBox();
    await box.fill('payment');
    await page.waitForURL('https://pay.example.com/checkout/7');
    expect(outside).toEqual(['https://pay.example.com/checkout/7']);
    await page.close();
  });

  it('stays on the page when the redirect leads to a host that is not allowed', async () => {
    const { page, outside, box } = await homeWithSearchBox();
    const refused = page.waitForResponse((r) => r.url().includes('/api/suggest?q=elsewhere'));
    await box.fill('elsewhere');
    expect(await (await refused).json()).toEqual({ redirect: 'https://evil.example.net/' });
    // The page keeps working: the next call answers suggestions as usual.
    await box.fill(companyPrefix);
    await page.locator('.site-header [role="option"]').first().waitFor();
    expect(new URL(page.url()).origin).toBe(session.base);
    expect(outside).toEqual([]);
    await page.close();
  });
});
