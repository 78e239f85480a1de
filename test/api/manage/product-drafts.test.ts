import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../src/db/sql';
import type { ManageActor } from '../../../src/services/manage/audit';
import { createDraft, publishDraft, removeProduct, submitDraft, updateProduct, withdraw } from '../../../src/services/manage/product-drafts';
import type { TestApp } from '../../helpers/test-app';
import { createTestApp } from '../../helpers/test-app';

let t: TestApp;
let coid: number;
const staff: ManageActor = { userSeq: null, label: 'user:staff@example.com', isAdmin: false };
const admin: ManageActor = { userSeq: null, label: 'user:admin@example.com', isAdmin: true };
let codes = 0;

const door = (extra: object = {}) => ({
  template: 'hollow-metal-doors',
  code: `HMD-${++codes}`,
  name: 'Drafted Steel Door',
  section: '081113',
  properties: { 'fire-rating': 5400, core: 'polyurethane' },
  ...extra,
});

const row = (seq: number) =>
  t.db.one<{ online: boolean; publication: string; pending: unknown; published_at: string | null; name: string; attributes: unknown[] }>(
    sql`SELECT online, publication, pending, published_at::text AS published_at, name, attributes FROM products WHERE seq = ${seq}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

describe('product drafts', () => {
  it('creates an offline draft with its data sheet and an audit entry, publishes it, then holds a change in pending', async () => {
    const { id, state } = await createDraft(t.db, staff, coid, door());
    expect(state).toBe('draft');
    const draft = await row(id);
    expect(draft).toMatchObject({ online: false, publication: 'draft', published_at: null });
    expect(draft.attributes).toContainEqual({ group: 'performance', label: 'Fire rating', value: '90 min' });
    expect(await submitDraft(t.db, staff, coid, id)).toEqual({ state: 'submitted' });
    await expect(publishDraft(t.db, staff, coid, id)).rejects.toMatchObject({ statusCode: 403 });
    expect(await publishDraft(t.db, admin, coid, id)).toEqual({ state: 'published' });
    expect(await row(id)).toMatchObject({ online: true, publication: 'published', pending: null });

    const code = (draft.pending as { code: string }).code;
    await updateProduct(t.db, staff, coid, id, door({ code, name: 'Renamed Steel Door' }));
    const waiting = await row(id);
    expect(waiting).toMatchObject({ online: true, publication: 'draft', name: 'Drafted Steel Door' });
    await submitDraft(t.db, staff, coid, id);
    await publishDraft(t.db, admin, coid, id);
    expect((await row(id)).name).toBe('Renamed Steel Door');

    const audit = await t.db.many<{ action: string; before: { name?: string } | null; after: { name?: string } | null }>(
      sql`SELECT action, before, after FROM audit_entries WHERE target_kind = 'product' AND target_id = ${id} ORDER BY seq`,
    );
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.submit', 'product.publish', 'product.update', 'product.submit', 'product.publish']);
    expect(audit[5]).toMatchObject({ before: { name: 'Drafted Steel Door' }, after: { name: 'Renamed Steel Door' } });
  });

  it('refuses a bad input naming every field, and a second product with the same code', async () => {
    const bad = createDraft(t.db, staff, coid, door({ section: 'nope', properties: { 'fire-rating': -1, colour: 'red' } }));
    await expect(bad).rejects.toMatchObject({ statusCode: 400, data: { fields: { section: expect.any(String), 'properties.fire-rating': expect.any(String), 'properties.colour': expect.any(String) } } });
    const first = door();
    await createDraft(t.db, staff, coid, first);
    await expect(createDraft(t.db, staff, coid, { ...door(), code: first.code })).rejects.toMatchObject({ statusCode: 409, data: { fields: { code: expect.any(String) } } });
  });

  it('removes a never-published product and withdraws a published one', async () => {
    const draft = await createDraft(t.db, staff, coid, door());
    expect(await removeProduct(t.db, staff, coid, draft.id)).toEqual({ state: 'removed' });
    expect(await t.db.maybeOne(sql`SELECT seq FROM products WHERE seq = ${draft.id}`)).toBeNull();
    const live = await createDraft(t.db, staff, coid, door());
    await publishDraft(t.db, admin, coid, live.id);
    expect(await removeProduct(t.db, staff, coid, live.id)).toEqual({ state: 'withdrawn' });
    expect(await row(live.id)).toMatchObject({ online: false, publication: 'published' });
    await expect(withdraw(t.db, staff, coid, live.id)).rejects.toMatchObject({ statusCode: 409 });
  });
});
