import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bool, int, json, numeric, serial, text } from '../../src/services/resources/columns';
import { compositeKey, serialKey } from '../../src/services/resources/keys';
import { deleteQuery, insertQuery, keyCondition, listQueries, selectByKeys, updateQuery } from '../../src/services/resources/query';
import type { ListRequest, ResourceDefinition } from '../../src/services/resources/types';

const widgets: ResourceDefinition = {
  name: 'widgets',
  label: 'widget',
  table: 'widgets',
  key: serialKey('seq'),
  scope: { column: 'kind', value: 'round' },
  publicRead: true,
  publicWhen: 'online',
  affectsPages: false,
  defaultSort: 'name',
  columns: {
    seq: serial(),
    name: text({ write: 'always', sort: true, search: true, filter: true }),
    treeOrder: int({ write: 'always', sort: true }),
    weight: numeric({ write: 'always' }),
    online: bool({ write: 'always', filter: true }),
    parts: json({ schema: z.array(z.string()), write: 'always' }),
    label: text({ expr: 'left(t.name, 3)', search: true }),
  },
};

const request = (overrides: Partial<ListRequest> = {}): ListRequest => ({ filters: {}, sort: [{ field: 'name', descending: false }], page: 1, size: 20, ...overrides });

describe('resource query building', () => {
  it('selects every field under its API name with casts for numerics', () => {
    const q = selectByKeys(widgets, [[7]], { admin: true });
    expect(q.text).toContain('t.tree_order AS "treeOrder"');
    expect(q.text).toContain('t.weight::float8 AS "weight"');
    expect(q.text).toContain('(left(t.name, 3)) AS "label"');
    expect(q.text).toContain('FROM widgets AS t WHERE t.kind = $1 AND (t.seq) IN (($2))');
    expect(q.values).toEqual(['round', 7]);
  });

  it('adds the public condition for readers who are not administrators', () => {
    expect(selectByKeys(widgets, [[7]], { admin: false }).text).toContain('AND t.online AND');
    expect(selectByKeys(widgets, [[7]], { admin: true }).text).not.toContain('t.online AND');
  });

  it('matches composite keys as row values and no keys as nothing', () => {
    const def = { ...widgets, key: compositeKey(['name', 'treeOrder'], () => null, () => '', 'a-1') };
    const q = keyCondition(def, [['a', 1], ['b', 2]]);
    expect(q.text).toBe('(t.name, t.tree_order) IN (($1, $2), ($3, $4))');
    expect(q.values).toEqual(['a', 1, 'b', 2]);
    expect(keyCondition(def, []).text).toBe('false');
  });

  it('parameterises filters, escapes LIKE patterns, sorts with the key last and pages', () => {
    const { rows, count } = listQueries(
      widgets,
      request({ filters: { name: ["x'; DROP TABLE widgets; --", 'b'], online: null }, q: '50%_off', sort: [{ field: 'treeOrder', descending: true }], page: 3, size: 10 }),
      { admin: false },
    );
    expect(rows.text).toContain(
      'FROM widgets AS t WHERE t.kind = $1 AND t.online AND t.name IN ($2, $3) AND t.online IS NULL AND (t.name ILIKE $4 OR (left(t.name, 3)) ILIKE $5)',
    );
    expect(rows.text).toContain('ORDER BY t.tree_order DESC, t.seq ASC LIMIT $6 OFFSET $7');
    expect(rows.values).toEqual(['round', "x'; DROP TABLE widgets; --", 'b', '%50\\%\\_off%', '%50\\%\\_off%', 10, 20]);
    expect(rows.text).not.toContain('DROP');
    expect(count.text).toMatch(/^SELECT count\(\*\)::int AS total FROM widgets AS t WHERE/);
    expect(count.values).toEqual(rows.values.slice(0, 5));
  });

  it('refuses to filter or sort on fields the definition does not allow', () => {
    expect(() => listQueries(widgets, request({ filters: { weight: [1] } }), { admin: true })).toThrow(/not filterable/);
    expect(() => listQueries(widgets, request({ sort: [{ field: 'weight', descending: false }] }), { admin: true })).toThrow(/not sortable/);
  });

  it('inserts given fields plus the scope, JSON as jsonb, and returns the key', () => {
    const q = insertQuery(widgets, { name: 'A', parts: ['x'], weight: undefined });
    expect(q.text).toMatch(/^INSERT INTO widgets \(name, parts, kind\)\s+VALUES \(\$1, \$2::jsonb, \$3\) RETURNING seq AS "seq"$/);
    expect(q.values).toEqual(['A', '["x"]', 'round']);
  });

  it('updates and deletes only inside the scope', () => {
    const update = updateQuery(widgets, [5], { treeOrder: 2, online: false });
    expect(update.text).toBe('UPDATE widgets AS t SET tree_order = $1, online = $2 WHERE t.kind = $3 AND (t.seq) IN (($4)) RETURNING seq AS "seq"');
    expect(update.values).toEqual([2, false, 'round', 5]);
    const remove = deleteQuery(widgets, [5]);
    expect(remove.text).toBe('DELETE FROM widgets AS t WHERE t.kind = $1 AND (t.seq) IN (($2)) RETURNING seq AS "seq"');
  });
});
