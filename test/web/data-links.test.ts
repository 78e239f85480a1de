import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../helpers/parsed-html';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/** Links taken from data (manufacturer web sites, the home page promotion, banners) follow the navigation rule. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LINK_HOSTS: 'events.example' });
});
afterAll(() => t.close());

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('a manufacturer web site', () => {
  it('links a full http(s) address, with rel nofollow noopener noreferrer', async () => {
    const c = await t.db.one<{ coid: number; name: string; website: string }>(sql`SELECT coid, name, website FROM companies WHERE website LIKE 'https://%' ORDER BY coid LIMIT 1`);
    const html = (await request(t.app).get(companyPath(c.name, c.coid))).text;
    const link = parseHtml(html).one(`dd a[href="${new URL(c.website).href}"]`);
    expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    expect(link.textContent).toBe(new URL(c.website).host);
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'www.no-scheme.example', '//evil.example'])('shows %j as text', async (website) => {
    const c = await t.db.one<{ coid: number; name: string }>(sql`SELECT coid, name FROM companies ORDER BY coid DESC LIMIT 1`);
    await t.db.query(sql`UPDATE companies SET website = ${website} WHERE coid = ${c.coid}`);
    const html = (await request(t.app).get(`${companyPath(c.name, c.coid)}?case=${encodeURIComponent(website)}`)).text;
    expect(html).toContain(`<dd><span>${website.replace(/&/g, '&amp;')}</span></dd>`);
    expect(html).not.toMatch(/href="\s*(?:javascript|data):/i);
    expect(html).not.toContain('"url":"');
  });
});

describe('the home page promotion and banners', () => {
  it('link this site and LINK_HOSTS; anything else shows without a link', async () => {
    await t.db.query(sql`UPDATE homepage_promos SET active = false`);
    await t.db.query(sql`INSERT INTO homepage_promos (title, body, link_url, link_label, active, starts_at) VALUES ('Refused promo', 'x', 'https://evil.example/', 'Go elsewhere', true, now() - interval '1 hour')`);
    await t.db.query(sql`UPDATE banners SET link_url = 'https://evil.example/banner' WHERE placement = 'top'`);
    let html = mainOf((await request(t.app).get('/?case=refused')).text);
    expect(html).toContain('<h2 id="promo-title">Refused promo</h2>');
    expect(html).toContain('<p>Go elsewhere</p>');
    expect(html).not.toContain('evil.example');

    await t.db.query(sql`UPDATE homepage_promos SET link_url = 'https://events.example/expo' WHERE title = 'Refused promo'`);
    await t.writeCatalog(sql`UPDATE banners SET link_url = '/spec-info' WHERE placement = 'top'`);
    html = mainOf((await request(t.app).get('/?case=allowed')).text);
    expect(html).toContain('<a class="button" href="https://events.example/expo" rel="nofollow noopener noreferrer">Go elsewhere</a>');
    expect(html).toMatch(/<a class="banner__link" href="\/spec-info">/);
  });
});
