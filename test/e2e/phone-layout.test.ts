import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-credentials';
import { specificationPaths } from '../../src/services/specs/spec-links';
import type { BrowserSession } from '../helpers/browser';
import { collectPageErrors, startBrowserSession } from '../helpers/browser';
import { catalogFacts, firstWizard } from '../helpers/catalog-facts';
import { comparePair } from '../helpers/compare-pair';
import { TMP } from '../helpers/paths';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(TMP, 'phone');
let t: TestApp;
let session: BrowserSession;
let anonymous: BrowserContext;
let demo: BrowserContext;
const errors: string[] = [];
/** One page of each type a visitor meets (SPEC), signed out. */
const PAGE_TYPES = [
  'home', 'search results', 'search, no results', 'empty search', 'company', 'company product search', 'product',
  'content item', 'CAD viewer', 'catalog viewer', 'content-type listing', 'content-type guide', 'section listing',
  'manufacturers', 'specification', 'spec wizard', 'wizard list', 'report', "what's new", 'podcasts', 'learning',
  'sign in', 'order form', 'not found', 'project galleries', 'project page', 'podcast episode', 'division listing with its banner',
  'product comparison',
];
/** Page type → path, found in the test catalog. */
const pages: Record<string, string> = {};
/** Page type → path, for pages only the demo user may see. */
const signedInPages: Record<string, string> = {
  'account projects': '/account/projects',
  'account profile': '/account',
  'account favorites': '/account/favorites',
  'account searches': '/account/searches',
};
/** Pages whose phone layout is saved under .tmp/phone for a person to look at. */
const SCREENSHOTS = new Set(['home', 'spec wizard', 'specification', 'report', 'account projects']);
/**
 * PHONE_SHOTS=/tmp/phone-shots saves a full-page screenshot of every page type there instead, for a
 * person to look at the whole of each page as a phone shows it.
 */
const FULL_SHOTS = process.env.PHONE_SHOTS;

/** A 404 page: Chromium logs its status as a console error, which is the point of the page. */
const ANSWERS_404 = new Set(['not found']);

async function open(context: BrowserContext, url: string, collectErrors = true): Promise<Page> {
  const page = await context.newPage();
  if (collectErrors) collectPageErrors(page, errors);
  await page.setViewportSize(PHONE);
  await page.goto(`${session.base}${url}`);
  return page;
}

/** The specification whose text holds the longest unbroken word (a URL, say): the hardest one to fit. */
async function widestSpecification(): Promise<string> {
  const longest = await t.db.one<{ contentId: number }>(sql`
    SELECT content_id AS "contentId" FROM spec_documents
    ORDER BY (SELECT max(length(w)) FROM regexp_split_to_table(body::text, '[\\s"]+') AS w) DESC, content_id LIMIT 1`);
  const all = await specificationPaths(t.db);
  return all.find((p) => p.endsWith(`/${longest.contentId}`)) ?? all[0];
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  if (FULL_SHOTS) mkdirSync(FULL_SHOTS, { recursive: true });
  t = await createTestApp();
  const facts = await catalogFacts(t.db);
  const catalog = await t.db.one<{ id: number; coid: number; name: string }>(sql`
    SELECT ci.id, ci.coid, c.name FROM content_items ci JOIN companies c USING (coid)
    WHERE ci.content_type = 'catalog' AND ci.online AND EXISTS (SELECT 1 FROM catalog_pages p WHERE p.content_id = ci.id)
    ORDER BY ci.id LIMIT 1`);
  const { clients } = await reportCompanies(t.db);
  const busiest = await t.db.one<{ coid: number }>(sql`SELECT coid FROM project_outline_specs GROUP BY coid ORDER BY count(*) DESC, coid LIMIT 1`);
  const client = clients.find((c) => c.coid === busiest.coid)!;
  const cad = await t.db.one<{ id: number; coid: number; name: string }>(sql`
    SELECT ci.id, ci.coid, c.name FROM content_items ci JOIN companies c USING (coid)
    WHERE ci.content_type = 'cad' AND ci.online ORDER BY ci.id LIMIT 1`);
  const searchWord = facts.company.name.split(/\s+/)[0].toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const project = await t.db.one<{ path: string }>(sql`
    SELECT '/company/' || c.coid || '/projects/' || cp.seq AS path FROM client_projects cp JOIN companies c USING (coid) WHERE c.is_client ORDER BY cp.seq LIMIT 1`);
  const banner = await t.db.one<{ type: string; division: string }>(sql`
    SELECT content_type AS type, division FROM banners WHERE active AND content_type IS NOT NULL AND division IS NOT NULL AND section IS NULL ORDER BY seq LIMIT 1`);
  const pair = await comparePair(t.db);
  Object.assign(pages, {
    'product comparison': `/compare/${pair.a.seq},${pair.b.seq}`,
    'project galleries': '/projects',
    'project page': project.path,
    'podcast episode': '/podcast/1',
    'division listing with its banner': `/content-type/${banner.type}/${banner.division}`,
    home: '/',
    'search results': `/search/${searchWord}`,
    'search, no results': '/search/qqxzvw',
    'empty search': '/search',
    'company product search': `${facts.company.path}/search/${searchWord}`,
    'content item': facts.item.path,
    'CAD viewer': `${companyPath(cad.name, cad.coid)}/cad/${cad.id}/viewer`,
    'section listing': `/content-type/${facts.section.contentType}/${facts.section.division}/${facts.section.slug}`,
    manufacturers: '/manufacturers',
    podcasts: '/podcast',
    learning: '/continuing-education',
    'sign in': '/signin',
    'not found': '/no-such-page/here',
    company: facts.company.path,
    product: `/product/${facts.product.seq}`,
    'content-type listing': `/content-type/${facts.section.contentType}`,
    'content-type guide': `/content-type/${facts.section.contentType}/util`,
    'order form': '/payment',
    specification: await widestSpecification(),
    'spec wizard': (await firstWizard(t.db)).path,
    'wizard list': '/specwizard',
    report: `/outline-specs-report/${client.webabrv}/${client.password}`,
    "what's new": '/whats-new',
    'catalog viewer': `${companyPath(catalog.name, catalog.coid)}/catalog-viewer/${catalog.id}/1`,
  });
  session = await startBrowserSession(t.app);
  anonymous = await session.newContext();
  demo = await session.newContext();
  const signIn = await open(demo, '/signin');
  await signIn.getByLabel('Email address').first().fill(DEMO_ACCOUNTS.demo.email);
  await signIn.locator('#signin-password').fill(DEMO_ACCOUNTS.demo.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.waitForURL((url) => url.pathname !== '/signin');
  await signIn.close();
});

afterAll(async () => {
  await session?.close();
  await t?.close();
});

/** The top of each item of a list, rounded: one value when the items stand in one row. */
const rowTops = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().top)));

async function expectNoSidewaysScroll(context: BrowserContext, type: string, url: string): Promise<void> {
  const page = await open(context, url, !ANSWERS_404.has(type));
  await page.waitForLoadState('load');
  // Islands hydrate after load and may change the layout: wait until the page's width settles at the phone's.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${type} (${url}) scrolls sideways`, timeout: 10_000 })
    .toBeLessThanOrEqual(PHONE.width);
  if (FULL_SHOTS) {
    // A window as tall as the page, so that sections drawn only near the screen (content-visibility: auto) are drawn.
    // Drawn, they may be taller than their placeholder: grow the window until the page stops growing.
    for (let height = 0, tries = 0; tries < 4; tries++) {
      const next = await page.evaluate(() => document.documentElement.scrollHeight);
      if (next === height) break;
      height = next;
      await page.setViewportSize({ width: PHONE.width, height });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await page.screenshot({ path: path.join(FULL_SHOTS, `${type.replace(/\W+/g, '-')}.png`) });
  } else if (SCREENSHOTS.has(type)) await page.screenshot({ path: path.join(SHOTS, `${type.replace(/\W+/g, '-')}.png`), fullPage: true, clip: { x: 0, y: 0, width: PHONE.width, height: 1400 } });
  await page.close();
}

describe('every page type fits a 390 px phone', () => {
  it.each(PAGE_TYPES)(
    '%s',
    async (type) => {
      await expectNoSidewaysScroll(anonymous, type, pages[type]);
    },
  );

  it.each(Object.keys(signedInPages))('%s (signed in as the demo user)', async (type) => {
    await expectNoSidewaysScroll(demo, type, signedInPages[type]);
  });

  it('spends the first screen on the page: the header is one row with a search link and a menu, account tabs in one row', async () => {
    const home = await open(anonymous, '/');
    const header = (await home.locator('.site-header').boundingBox())!;
    const row = await home.locator('.site-header__inner > :visible').evaluateAll((items) => items.map((e) => e.getBoundingClientRect().top));
    expect(new Set(row.map(Math.round)).size, 'header items on one row').toBeLessThanOrEqual(2);
    expect(header.height).toBeLessThan(100);
    // No search box in the hero, none in the header until the search link unfolds it.
    await expect.poll(() => home.locator('.hero input[name="q"]').isVisible()).toBe(false);
    await expect.poll(() => home.locator('.site-header input[name="q"]').isVisible()).toBe(false);
    await expect.poll(() => home.locator('.main-nav').isVisible()).toBe(false);
    await home.locator('.site-header__search-link').click();
    await expect.poll(() => home.locator('.site-header input[name="q"]').isVisible()).toBe(true);
    // The sections fold into a menu that opens without script.
    await expect.poll(() => home.getByRole('link', { name: 'Manufacturers', exact: true }).isVisible()).toBe(false);
    await home.locator('.site-menu summary').click();
    await expect.poll(() => home.getByRole('link', { name: 'Manufacturers', exact: true }).isVisible()).toBe(true);
    await home.screenshot({ path: path.join(SHOTS, 'header-menu.png') });
    await home.close();

    const account = await open(demo, signedInPages['account projects']);
    const box = async (selector: string) => (await account.locator(selector).first().boundingBox())!;
    const brand = await box('.site-header .brand');
    const links = await box('.site-header .account-links-bar');
    expect(links.y).toBeLessThan(brand.y + brand.height);
    // The account pages' list is one row of tabs (it scrolls in its own box), not a column filling the screen.
    const tabs = await box('.account-nav');
    const tab = await box('.account-nav a');
    expect(tabs.height).toBeLessThan(tab.height * 1.5);
    await account.close();
  });

  it('gives links and controls that stand on their own a target at least 44 px tall', async () => {
    const targets: Record<string, string[]> = {
      home: ['.brand', '.site-footer li a', '.content-card__download', '.content-card > .favorite-signin'],
      product: ['.breadcrumbs a', '.product-actions .favorite-signin', '.product-actions .watch-signin'],
      'sign in': ['.field--checkbox label', '.form-panel__aside a'],
      'spec wizard': ['.wizard__option label'],
      "what's new": ['.period-nav a'],
      report: ['.report-table__sort', '.report-actions .button--quiet'],
      manufacturers: ['.letter-nav a', '.directory-filter input'],
      'catalog viewer': ['.catalog-nav a', '.catalog-nav select', '.catalog-nav button', '.catalog-search__form input', '.catalog-search__form button', '.full-size-link'],
      company: ['.product-tree .compare-toggle'],
      'wizard list': ['.wizard-divisions a', '.wizard-list a'],
      podcasts: ['.sort-links a'],
      learning: ['.sort-links a'],
      'CAD viewer': ['.full-size-link'],
      'search results': ['.sort-links a', '.save-search > a'],
    };
    for (const [type, selectors] of Object.entries(targets)) {
      const page = await open(anonymous, pages[type]);
      for (const selector of selectors) {
        const heights = await page.locator(selector).evaluateAll((els) =>
          els.filter((e) => e.getClientRects().length > 0).map((e) => Math.round(e.getBoundingClientRect().height)));
        expect(heights.length, `${type}: ${selector} on the page`).toBeGreaterThan(0);
        expect(Math.min(...heights), `${type}: ${selector}`).toBeGreaterThanOrEqual(44);
      }
      await page.close();
    }
    // The letters are tiles without list bullets drawn over them.
    const directory = await open(anonymous, pages.manufacturers);
    const markers = await directory.locator('.letter-nav li').evaluateAll((items) => items.map((i) => getComputedStyle(i).listStyleType));
    expect(new Set(markers)).toEqual(new Set(['none']));
    await directory.close();
    // A specification's deepest level still reads as a column of text.
    const spec = await open(anonymous, pages.specification);
    const columns = await spec.locator('.spec-doc .spec-sub').evaluateAll((subs) => subs.map((sub) => Math.round(sub.lastElementChild!.getBoundingClientRect().width)));
    expect(Math.min(...columns)).toBeGreaterThanOrEqual(200);
    await spec.close();
    // The breadcrumb trail is one row (it scrolls sideways), not a stack of rows above the title.
    const viewer = await open(anonymous, pages['catalog viewer']);
    const trail = await viewer.locator('.breadcrumbs li').evaluateAll((items) => items.map((i) => {
      const box = i.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    }));
    expect(trail.length).toBeGreaterThan(3);
    expect(new Set(trail).size).toBe(1);
    await viewer.close();
    const notFound = await open(anonymous, pages['not found'], false);
    const links = await notFound.locator('.error-page li a').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.min(...links)).toBeGreaterThanOrEqual(44);
    await notFound.close();
  });

  it('company and product pages: the website wraps only at dots, page links and document types are one scrolling row', async () => {
    const company = await open(anonymous, pages.company);
    // Every piece between two break points (a <wbr> after each dot) stays on one line: no break mid-word.
    const pieces = await company.locator('.company-header .facts a[href^="http"]').evaluate((link) =>
      [...link.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }));
    expect(pieces.length).toBeGreaterThan(1);
    expect(new Set(pieces)).toEqual(new Set([1]));
    expect(new Set(await rowTops(company, '.company-header .type-filter li')).size).toBe(1);
    const nav = company.locator('.company-header .type-filter ul');
    expect(await nav.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
    // The scroll cue: shadows drawn on the row's edges.
    expect(await nav.evaluate((ul) => getComputedStyle(ul).backgroundImage)).toContain('radial-gradient');
    await company.close();
    const product = await open(anonymous, pages.product);
    const chips = await rowTops(product, '.product-documents-area .type-filter li');
    expect(chips.length).toBeGreaterThan(3);
    expect(new Set(chips).size).toBe(1);
    await product.close();
  });

  it('search: the content types are one scrolling row; card text takes the whole card width, not a column beside the picture', async () => {
    const search = await open(anonymous, pages['search results']);
    const types = await rowTops(search, '.facets .type-filter li');
    expect(types.length).toBeGreaterThan(3);
    expect(new Set(types).size).toBe(1);
    const squeezed = await search.locator('.content-card:has(> .content-card__picture)').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const style = getComputedStyle(card);
        const inner = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const text = card.querySelector('.content-card__text');
        return text && text.getBoundingClientRect().width < inner - 1 ? [card.querySelector('h3')!.textContent] : [];
      }));
    expect(await search.locator('.content-card:has(> .content-card__picture) .content-card__text').count()).toBeGreaterThan(0);
    expect(squeezed).toEqual([]);
    await search.close();
  });

  it('meta lines that wrap start each row with text, not with a separator dot', async () => {
    const home = await open(anonymous, pages.home);
    // For the first item of every row of every card's meta line: where its text starts, against the card's title.
    const offsets = await home.locator('.content-card').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const title = card.querySelector('.content-card__title')!.getBoundingClientRect().left;
        const items = [...card.querySelectorAll('.content-card__meta > *')];
        const rows = new Map<number, Element>();
        for (const item of items) {
          const top = Math.round(item.getBoundingClientRect().top);
          if (!rows.has(top)) rows.set(top, item);
        }
        return [...rows.values()].map((item) => {
          const text = document.createRange();
          text.selectNodeContents(item);
          return Math.round(text.getClientRects()[0].left - title);
        });
      }));
    expect(offsets.length).toBeGreaterThan(8);
    expect(new Set(offsets)).toEqual(new Set([0]));
    await home.close();
  });

  it('report: the project column stays in view and the CSI sections follow the date', async () => {
    const report = await open(anonymous, pages.report);
    const heads = await report.locator('.report-table thead th').allTextContents();
    expect(heads[0]).toMatch(/^Project/);
    expect(heads[1]).toMatch(/^Spec date/);
    expect(heads[2]).toMatch(/^\d\d \d\d \d\d/);
    const scroller = report.locator('.report-table-scroll').first();
    const before = (await report.locator('.report-table tbody td').first().boundingBox())!;
    await scroller.evaluate((box) => {
      box.scrollLeft = 500;
    });
    await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    const after = (await report.locator('.report-table tbody td').first().boundingBox())!;
    expect(after.x).toBe(before.x);
    // The charts fit the phone (no scrolling inside their box) and their labels read at 10 px or more.
    const plots = await report.locator('.chart-figure__plot').evaluateAll((boxes) => boxes.map((b) => b.scrollWidth - b.clientWidth));
    expect(plots.length).toBeGreaterThan(0);
    expect(Math.max(...plots)).toBeLessThanOrEqual(0);
    const labels = await report.locator('.chart text').evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().height));
    expect(Math.min(...labels)).toBeGreaterThanOrEqual(10);
    await report.close();
  });

  it('favorites: a separator between the company and the date', async () => {
    const favorites = await open(demo, '/account/favorites');
    const separator = await favorites
      .locator('.personal-list__meta > span + span')
      .first()
      .evaluate((span) => getComputedStyle(span, '::before').content);
    expect(separator).not.toBe('none');
    await favorites.close();
  });
});

describe('wider screens', () => {
  async function openWide(url: string): Promise<Page> {
    const page = await anonymous.newPage();
    collectPageErrors(page, errors);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${session.base}${url}`);
    return page;
  }

  it('home: featured products in one row above what is new in columns, no column standing empty', async () => {
    const home = await openWide('/');
    const featured = (await home.locator('section[aria-labelledby="featured-title"]').boundingBox())!;
    const latest = (await home.locator('section[aria-labelledby="latest-title"]').boundingBox())!;
    expect(latest.y).toBeGreaterThanOrEqual(featured.y + featured.height);
    expect(latest.width).toBeGreaterThan(featured.width * 0.9);
    const columns = await home.locator('.home-grid .content-list').evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBeGreaterThan(1);
    await home.close();
  });

  it('company: the request button stands clear of the facts; every product of the tree has its compare link under the tray', async () => {
    const company = await openWide(pages.company);
    const facts = (await company.locator('.company-header .facts').boundingBox())!;
    const request = (await company.locator('.company-header__actions .button').boundingBox())!;
    expect(request.y - (facts.y + facts.height)).toBeGreaterThanOrEqual(16);
    expect(await company.locator('.compare-tray__count').textContent()).toBe('Compare (0)');
    const products = await company.locator('.product-tree a[href^="/product/"]').count();
    expect(products).toBeGreaterThan(1);
    expect(await company.locator('.product-tree a.compare-toggle').count()).toBe(products);
    await company.close();
  });

  it('CAD listing: every count stays on one line inside its division, however the title wraps', async () => {
    const listing = await openWide('/content-type/cad');
    const broken = await listing.locator('.division-grid .count').evaluateAll((counts) =>
      counts.filter((c) => {
        const box = c.getBoundingClientRect();
        const link = c.closest('a')!.getBoundingClientRect();
        return box.height > parseFloat(getComputedStyle(c).lineHeight) * 1.5 || box.right > link.right;
      }).length);
    expect(broken).toBe(0);
    await listing.close();
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
