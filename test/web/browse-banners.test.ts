import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { pageGetter } from '../helpers/browse-pages';
import { executableScripts } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
const get = pageGetter(() => t.app);

/** Two sections of one division with CAD drawings, and another division with some. */
let place: { division: string; section: string; otherSection: string; otherDivision: string };

beforeAll(async () => {
  t = await createTestApp();
  const sections = await t.db.many<{ division: string; section: string }>(sql`
    SELECT DISTINCT division, section FROM content_items WHERE content_type = 'cad' AND online AND section IS NOT NULL ORDER BY division, section`);
  const division = sections.find((s, i) => sections[i + 1]?.division === s.division)!.division;
  const inDivision = sections.filter((s) => s.division === division);
  place = {
    division,
    section: inDivision[0].section,
    otherSection: inDivision[1].section,
    otherDivision: sections.find((s) => s.division !== division)!.division,
  };
  // Only this file's banners sell CAD and specification pages and the category pages (bpc); each test has its own slot.
  await t.writeCatalog(sql`UPDATE banners SET active = false WHERE content_type IN ('cad', 'spec') OR placement = 'bpc'`);
});
afterAll(() => t.close());

async function addBanner(title: string, slot: { contentType: string } | { placement: string }, division: string | null, section: string | null) {
  const placement = 'placement' in slot ? slot.placement : slot.contentType;
  const contentType = 'contentType' in slot ? slot.contentType : null;
  await t.writeCatalog(sql`
    INSERT INTO banners (title, body, link_url, placement, content_type, division, section)
    VALUES (${title}, 'Drawings and specifications.', '/manufacturers', ${placement}, ${contentType}, ${division}, ${section})`);
}

/** The banner titles a page shows, and its executable scripts. */
async function bannersOn(path: string) {
  const res = await get(path);
  expect(res.status).toBe(200);
  const page = parseHtml(res.text);
  return { titles: page.texts('aside.banner .banner__title'), scripts: executableScripts(res.text), page };
}

const slug = (section: string) => section.replace(/ /g, '');

describe('banners on the pages where architects browse divisions and sections', () => {
  it('shows a division page its division banner, a section page its section banner, and never another place’s', async () => {
    await addBanner('Division banner', { contentType: 'cad' }, place.division, null);
    await addBanner('Section banner', { contentType: 'cad' }, place.division, place.section);
    await addBanner('Other division banner', { contentType: 'cad' }, place.otherDivision, null);

    const division = await bannersOn(`/content-type/cad/${place.division}`);
    expect(division.titles).toEqual(['Division banner']);
    // One banner needs no rotation: it is drawn by the server and the page ships no script.
    expect(division.scripts).toEqual([]);
    expect(division.page.attr('aside.banner a.banner__link', 'href')).toBe('/manufacturers');

    expect((await bannersOn(`/content-type/cad/${place.division}/${slug(place.section)}`)).titles).toEqual(['Section banner']);
    // A section without a banner of its own shows its division's.
    expect((await bannersOn(`/content-type/cad/${place.division}/${slug(place.otherSection)}`)).titles).toEqual(['Division banner']);
    expect((await bannersOn(`/content-type/cad/${place.otherDivision}`)).titles).toEqual(['Other division banner']);
    // No banner is sold for the type as a whole yet, nor for another type's pages.
    expect((await bannersOn('/content-type/cad')).titles).toEqual([]);
  });

  it('rotates several banners of one place in the banner island, and shows the type’s banner where no closer one is sold', async () => {
    await addBanner('Type banner', { contentType: 'spec' }, null, null);
    await addBanner('Second type banner', { contentType: 'spec' }, null, null);
    const top = await bannersOn('/content-type/spec');
    expect(top.page.islandProps<{ banners: { title: string }[] }>('banner-slot').map((p) => p.banners.map((b) => b.title).sort())).toEqual([
      ['Second type banner', 'Type banner'],
    ]);
    expect(top.titles).toHaveLength(1);
    expect(top.scripts.some((src) => src.includes('/assets/banner-slot-'))).toBe(true);
    const division = await bannersOn(`/content-type/spec/${place.division}`);
    expect(division.page.islandProps<{ banners: { title: string }[] }>('banner-slot')).toHaveLength(1);
    expect(['Type banner', 'Second type banner']).toContain(division.titles[0]);
  });

  it('shows a section’s product page (a building-product category) its category banner', async () => {
    await addBanner('Category banner', { placement: 'bpc' }, place.division, place.section);
    expect((await bannersOn(`/products/by-csi/${slug(place.section)}`)).titles).toEqual(['Category banner']);
    expect((await bannersOn(`/products/by-csi/${slug(place.otherSection)}`)).titles).toEqual([]);
  });
});
