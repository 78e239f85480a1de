import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const BUDGET = 5;
let t: TestApp;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ FILTERED_PAGE_RATE_LIMIT: String(BUDGET), TRUST_PROXY: 'loopback' });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** A person's browser (a crawler gets a bare status line instead of the error page). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const from = (address: string, path: string) => fetch(base + path, { headers: { 'X-Forwarded-For': address, 'User-Agent': BROWSER } });

describe('facet parameters are capped', () => {
  it('answers 400 naming the parameter past its cap, and renders a page at the cap', async () => {
    const divisions = ['03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13'];
    const over = await from('198.51.100.1', `/products/datasheet?${divisions.map((d) => `division=${d}`).join('&')}`);
    expect(over.status).toBe(400);
    expect(await over.text()).toContain('division: must be at most 10 values');
    const formats = await from('198.51.100.1', '/products/datasheet?format=pdf&format=dxf&format=ifc&format=mp4&format=html&format=pdf');
    expect(formats.status).toBe(400);
    expect(await formats.text()).toContain('format: must be at most 5 values');
    expect((await from('198.51.100.2', `/products/datasheet?${divisions.slice(0, 10).map((d) => `division=${d}`).join('&')}`)).status).toBe(200);
  });
});

describe('the filtered-page budget per address', () => {
  it('renders exactly the budget of parallel filtered pages and answers the rest 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => from('203.0.113.7', `/products/datasheet?division=0${(i % 6) + 3}`)));
    const bodies = await Promise.all(answers.map((a) => a.text()));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(BUDGET);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - BUDGET);
    const refused = statuses.indexOf(429);
    expect(Number(answers[refused].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(bodies[refused]).toContain('Too many filtered pages');
    // Two hundred requests, each counted by a statement on the database: slow on a busy machine, not a timing check.
  }, 120_000);

  it('leaves the unfiltered page, and other addresses, alone', async () => {
    for (let i = 0; i <= BUDGET; i += 1) await (await from('203.0.113.8', '/content-type/cad?manufacturer=1')).text();
    expect((await from('203.0.113.8', '/content-type/cad?manufacturer=1')).status).toBe(429);
    expect((await from('203.0.113.8', '/content-type/cad')).status).toBe(200);
    expect((await from('203.0.113.8', '/content-type/cad?page=1')).status).toBe(200);
    expect((await from('203.0.113.9', '/content-type/cad?manufacturer=1')).status).toBe(200);
  });
});
