import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { formatCount } from '../../src/domain/count-text';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 22: counts read "1 item", never "1 items".

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resultCount = async (path: string) => {
  const res = await request(t.app).get(path);
  expect(res.status, path).toBe(200);
  return parseHtml(res.text).text('.result-count');
};

describe('count labels', () => {
  it('say "1 item" for a list of one, in the company area and the content-type listings', async () => {
    const company = await t.db.one<{ coid: number; name: string; type: string }>(sql`
      SELECT c.coid, c.name, ci.content_type AS type FROM content_items ci JOIN companies c USING (coid)
      WHERE ci.online AND ci.content_type NOT IN ('epd', 'hpd') GROUP BY c.coid, c.name, ci.content_type HAVING count(*) = 1 ORDER BY c.coid, ci.content_type LIMIT 1`);
    // (Declaration pages count by what they list: "1 health product declaration", tested with them.)
    expect(await resultCount(`${companyPath(company.name, company.coid)}/${company.type}`)).toBe('1 item');
    const section = await t.db.one<{ type: string; division: string; section: string }>(sql`
      SELECT content_type AS type, division, section FROM content_items
      WHERE online AND section IS NOT NULL AND content_type IN ('cad', 'bim', 'spec', 'datasheet')
      GROUP BY content_type, division, section HAVING count(*) = 1 ORDER BY 1, 3 LIMIT 1`);
    expect(await resultCount(`/content-type/${section.type}/${section.division}/${section.section.replace(/ /g, '')}`)).toBe('1 item');
  });

  it('format every count with its singular or plural noun and a thousands separator', () => {
    expect([formatCount(0, 'item'), formatCount(1, 'item'), formatCount(2, 'item'), formatCount(1204, 'document')]).toEqual([
      '0 items',
      '1 item',
      '2 items',
      '1,204 documents',
    ]);
  });
});
