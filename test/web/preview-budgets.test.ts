import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from '../../src/db/sql';
import { previewPath, previewVersion } from '../../src/domain/preview-paths';
import { deflateBombPdf, drawingBombPdf, insertBombDxf } from '../helpers/bomb-files';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

type Item = { id: number; coid: number; filename: string; publishedAt: Date; productSeq: number };

let t: TestApp;
let dataDir: string;

/** The value of one metric sample (summed over the samples whose labels include `labels`). */
async function metric(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = (await request(t.app).get('/metrics')).text;
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total += Number(match[3]);
  }
  return total;
}

/** An online item of `type` that no other test of this file uses. */
async function itemOf(type: string, skip: number): Promise<Item> {
  return t.db.one<Item>(sql`
    SELECT id, coid, filename, published_at AS "publishedAt", product_seq AS "productSeq" FROM content_items
    WHERE content_type = ${type} AND online AND filename IS NOT NULL AND product_seq IS NOT NULL ORDER BY id OFFSET ${skip} LIMIT 1`);
}

/** Stores `body` as the item's file, as an upload does; answers its path. */
function storeFile(item: Item, body: string | Uint8Array): string {
  const dir = path.join(dataDir, 'files', String(item.coid));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, item.filename), body);
  return path.join(dir, item.filename);
}

const svgOf = (res: request.Response) => (res.text ?? (res.body as Buffer).toString()) as string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'preview-budgets-'));
  t = await createTestApp({ DATA_DIR: dataDir, PREVIEW_TIME_BUDGET_MS: '4000' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('preview budgets', () => {
  it('answers the placeholder for an INSERT bomb DXF, remembers the failure, and draws again once the file changes', async () => {
    const item = await itemOf('cad', 0);
    const file = storeFile(item, insertBombDxf(6, 10));
    const overBudget = await metric('preview_renders_total', { kind: 'dxf', outcome: 'over_budget' });
    const remembered = await metric('preview_failures_remembered_total');

    const first = await request(t.app).get(previewPath(item, 'svg'));
    expect(first.status).toBe(200);
    expect(svgOf(first)).toContain('Preview not available');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(await metric('preview_renders_total', { kind: 'dxf', outcome: 'over_budget' })).toBe(overBudget + 1);
    expect(existsSync(path.join(dataDir, 'previews', `${item.id}-${previewVersion(item)}.failed`))).toBe(true);
    expect(t.logs.some((line) => line.msg === 'preview not drawn: placeholder answered' && line.item === item.id && line.budget === 'OverBudget')).toBe(true);

    // Neither format of the same file is rendered again: both answer from the remembered failure.
    const again = await request(t.app).get(previewPath(item, 'svg'));
    const thumb = await request(t.app).get(previewPath(item, 'png'));
    expect(svgOf(again)).toContain('Preview not available');
    expect([thumb.status, thumb.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await metric('preview_renders_total', { kind: 'dxf', outcome: 'over_budget' })).toBe(overBudget + 1);
    expect(await metric('preview_failures_remembered_total')).toBe(remembered + 2);

    // Another file (here: none stored, so the catalog's own drawing) is drawn.
    rmSync(file);
    const drawn = await request(t.app).get(previewPath(item, 'svg'));
    expect(svgOf(drawn)).not.toContain('Preview not available');
    expect(svgOf(drawn)).toContain('data-layer=');
  });

  it('answers the placeholder for a PDF that inflates to 1 GB, and does not render it a second time', async () => {
    const item = await itemOf('datasheet', 0);
    const bomb = deflateBombPdf(2 ** 30);
    expect(bomb.length).toBeLessThan(1.1 * 2 ** 20);
    storeFile(item, bomb);
    const overBudget = await metric('preview_renders_total', { kind: 'pdf', outcome: 'over_budget' });
    const remembered = await metric('preview_failures_remembered_total');

    for (const format of ['png', 'png', 'svg'] as const) {
      const res = await request(t.app).get(previewPath(item, format));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
    expect(await metric('preview_renders_total', { kind: 'pdf', outcome: 'over_budget' })).toBe(overBudget + 1);
    expect(await metric('preview_failures_remembered_total')).toBe(remembered + 2);
  });

  it('renders a bomb once however many requests ask for it at the same time, in either format', async () => {
    const item = await itemOf('cad', 1);
    storeFile(item, insertBombDxf(6, 10));
    const overBudget = await metric('preview_renders_total', { kind: 'dxf', outcome: 'over_budget' });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => request(t.app).get(previewPath(item, i % 2 ? 'png' : 'svg'))));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((_, i) => i % 2 === 0).every((res) => svgOf(res).includes('Preview not available'))).toBe(true);
    expect(await metric('preview_renders_total', { kind: 'dxf', outcome: 'over_budget' })).toBe(overBudget + 1);
  });

  it('serves pages while a PDF that draws millions of lines renders, then ends that worker at its budget', async () => {
    const item = await itemOf('datasheet', 1);
    storeFile(item, drawingBombPdf(2));
    const page = `/product/${item.productSeq}`;
    expect((await request(t.app).get(page)).status).toBe(200);
    const restarts = await metric('preview_worker_restarts_total');
    const overBudget = await metric('preview_renders_total', { kind: 'pdf', outcome: 'over_budget' });

    let settled = false;
    const bomb = request(t.app)
      .get(previewPath(item, 'svg'))
      .then((res) => {
        settled = true;
        return res;
      });
    await vi.waitFor(() => expect(t.previews.stats().running).toBe(1), { timeout: 10_000 });
    const answered = await request(t.app).get(page);
    expect(answered.status).toBe(200);
    expect(settled).toBe(false);
    expect(t.previews.stats().running).toBe(1);

    const res = await bomb;
    expect(svgOf(res)).toContain('Preview not available');
    expect(await metric('preview_worker_restarts_total')).toBe(restarts + 1);
    expect(await metric('preview_renders_total', { kind: 'pdf', outcome: 'over_budget' })).toBe(overBudget + 1);
    expect(t.previews.stats().running).toBe(0);
  });
});
