import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companySlugId } from '../../src/domain/company-id';
import { pdfText } from '../helpers/pdf-text';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;

type Row = {
  coid: number; name: string; filename: string; contentType: string; gwp: number | null; operator: string | null; pcr: string | null;
  unit: string | null; threshold: number | null; level: string | null; issuedOn: string; expiresOn: string;
};

/** An EPD or HPD with its declarations row. */
const declared = (kind: 'epd' | 'hpd') =>
  t.db.one<Row>(sql`
    SELECT ci.coid, c.name, ci.filename, ci.content_type AS "contentType", d.gwp_kg_co2e::float8 AS gwp, d.program_operator AS operator,
      d.pcr, d.declared_unit AS unit, d.hpd_threshold_ppm AS threshold, d.disclosure_level AS level,
      to_char(d.issued_on, 'YYYY-MM-DD') AS "issuedOn", to_char(d.expires_on, 'YYYY-MM-DD') AS "expiresOn"
    FROM content_items ci JOIN companies c USING (coid) JOIN declarations d ON d.content_id = ci.id
    WHERE ci.content_type = ${kind} AND ci.online ORDER BY ci.id LIMIT 1`);

const download = (row: Row) =>
  request(t.app)
    .get(`/downloads/${companySlugId(row.name, row.coid)}/${row.contentType}/${row.filename}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

beforeAll(async () => {
  // An empty data folder: every file is generated on the fly.
  t = await createTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'no-files-')) });
});
afterAll(() => t.close());

describe('EPD and HPD files generated on the fly', () => {
  it('an EPD states the facts of its declarations row', async () => {
    const epd = await declared('epd');
    const res = await download(epd);
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain(`Global warming potential: ${epd.gwp} kg CO2e per declared unit`);
    expect(text).toContain(`Program operator: ${epd.operator}`);
    expect(text).toContain(`Product category rule: ${epd.pcr}`);
    expect(text).toContain(`Declared unit: ${epd.unit}`);
    expect(text).toContain(`Issued ${epd.issuedOn}; expires ${epd.expiresOn}`);
  });

  it('an HPD states its threshold, disclosure level and validity', async () => {
    const hpd = await declared('hpd');
    const res = await download(hpd);
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain(`Content inventory threshold: ${hpd.threshold} ppm`);
    expect(text).toMatch(/Disclosure level: (full|partial)/);
    expect(text).toContain(`Issued ${hpd.issuedOn}; expires ${hpd.expiresOn}`);
  });
});
