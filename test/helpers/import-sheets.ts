import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { shippedTemplate } from '../../src/domain/product-data/templates';
import { blankWorkbook } from '../../src/services/imports/blank-workbook';

let companies = 0;

/** A manufacturer of its own for one test (coids from 99000 down, clear of the seeded ones). */
export async function createManufacturer(db: Db, trusted = false): Promise<number> {
  companies += 1;
  const coid = 99_000 - companies * 7 - (process.pid % 7);
  await db.query(sql`
    INSERT INTO companies (coid, name, slug, is_client, trusted_publisher)
    VALUES (${coid}, ${`Import Test Maker ${coid}`}, ${`import-test-maker-${coid}`}, true, ${trusted})
    ON CONFLICT (coid) DO NOTHING`);
  return coid;
}

/** A hollow metal door row as a person fills the blank workbook: display values, feet and inches, a bare gauge. */
export function doorRow(n: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    code: `HMD-${String(n).padStart(4, '0')}`,
    name: `Imported Steel Door ${n}`,
    tradename: `Series ${n}`,
    section: '08 11 13',
    template: 'hollow-metal-doors',
    'fire-rating': ['20 min', '45 min', '90 min', '180'][n % 4],
    stc: `STC ${33 + (n % 10)}`,
    'u-factor': '0.29',
    gauge: String([14, 16, 18][n % 3]),
    thickness: '1-3/4 in',
    width: `3'-${n % 6}"`,
    height: '84',
    core: ['polyurethane', 'polystyrene', 'honeycomb'][n % 3],
    warranty: `${[1, 2, 5][n % 3]} years`,
    ...overrides,
  };
}

/** The blank hollow-metal-doors workbook with these rows typed into it, as the manufacturer would send it back. */
export async function filledWorkbook(rows: Array<Record<string, string>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await blankWorkbook(shippedTemplate('hollow-metal-doors')!)) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  rows.forEach((r, i) => {
    const row = sheet.getRow(i + 2);
    header.forEach((id, c) => {
      if (r[id] !== undefined) row.getCell(c + 1).value = r[id];
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same rows as a CSV file. */
export function csvOf(rows: Array<Record<string, string>>): Buffer {
  const header = Object.keys(rows[0]);
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return Buffer.from([header.join(','), ...rows.map((r) => header.map((h) => quote(r[h] ?? '')).join(','))].join('\r\n'));
}

/** An XLSX-shaped zip whose worksheet inflates to `megabytes` MB of spaces from a few tens of kilobytes. */
export function zipBombWorkbook(megabytes = 100): Buffer {
  const filler = new Uint8Array(megabytes * 2 ** 20).fill(0x20);
  return Buffer.from(
    zipSync({ '[Content_Types].xml': new TextEncoder().encode('<?xml version="1.0"?><Types/>'), 'xl/worksheets/sheet1.xml': [filler, { level: 9 }] }),
  );
}
