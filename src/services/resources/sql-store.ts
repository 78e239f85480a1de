import { catalogTransaction } from '../../db/data-version';
import type { Db, Queryable } from '../../db/types';
import { pageOf } from '../pagination';
import { refreshSearchSummaries } from '../search-index';
import { dbWriteError } from './db-errors';
import { deleteQuery, insertQuery, listQueries, selectByKeys, updateQuery } from './query';
import type { ResourceStore } from './store';
import { inKeyOrder } from './store';
import type { ResourceDefinition, ResourceRecord } from './types';

const ADMIN = { admin: true };

/** The store of a family kept in a table, driven entirely by its definition. */
export function sqlStore(def: ResourceDefinition): ResourceStore {
  const presenters = Object.entries(def.columns).flatMap(([field, col]) => (col.present ? [[field, col.present] as const] : []));
  const present = (record: ResourceRecord): ResourceRecord => {
    const out = { ...record };
    for (const [field, show] of presenters) if (out[field] != null) out[field] = show(out[field]);
    return out;
  };
  const withId = (record: ResourceRecord): ResourceRecord => ({ id: def.key.format(record), ...present(record) });
  const keyOf = (row: ResourceRecord) => def.key.fields.map((field) => row[field]);
  const expand = (db: Queryable, records: ResourceRecord[]) => (def.expand && records.length > 0 ? def.expand.records(db, records) : Promise.resolve(records));
  const expandOne = async (db: Queryable, record: ResourceRecord) => (await expand(db, [record]))[0];

  /** Changed something: an update or delete that found its record. */
  const changed = (result: unknown) => result !== null && result !== false;

  async function write<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      if (!def.affectsPages) return await db.transaction(work);
      // The write, the data version (the tables' triggers) and the search summaries commit together.
      return await catalogTransaction(db, async (tx) => {
        const result = await work(tx);
        if (changed(result)) await refreshSearchSummaries(tx);
        return result;
      });
    } catch (error) {
      throw dbWriteError(def, error);
    }
  }

  async function readBack(tx: Queryable, row: ResourceRecord): Promise<ResourceRecord> {
    const key = keyOf(row);
    for (const rule of def.hooks?.rules ?? []) await rule(tx, key);
    await def.hooks?.afterWrite?.(tx, key);
    return expandOne(tx, withId(await tx.one<ResourceRecord>(selectByKeys(def, [key], ADMIN))));
  }

  return {
    async get(db, key, viewer) {
      const row = await db.maybeOne<ResourceRecord>(selectByKeys(def, [key], viewer));
      return row && expandOne(db, withId(row));
    },
    async getMany(db, keys, viewer) {
      return expand(db, inKeyOrder(def.key.fields, keys, await db.many<ResourceRecord>(selectByKeys(def, keys, viewer))).map(withId));
    },
    async document(db, key, viewer) {
      const row = await db.maybeOne<ResourceRecord>(selectByKeys(def, [key], viewer, def.documentExtras));
      if (!row) return null;
      const document = await expandOne(db, withId(row));
      return def.documentLink ? { ...document, link: def.documentLink(document) } : document;
    },
    async list(db, request, viewer) {
      const queries = listQueries(def, request, viewer);
      const [rows, count] = await Promise.all([db.many<ResourceRecord>(queries.rows), db.one<{ total: number }>(queries.count)]);
      return pageOf(await expand(db, rows.map(withId)), count.total, request.page, request.size);
    },
    writes: {
      create: (db, body) =>
        write(db, async (tx) => readBack(tx, await tx.one<ResourceRecord>(insertQuery(def, body)))),
      update: (db, key, body) =>
        write(db, async (tx) => {
          const row = await tx.maybeOne<ResourceRecord>(updateQuery(def, key, body));
          return row && readBack(tx, row);
        }),
      remove: (db, key) =>
        write(db, async (tx) => {
          // Nothing to do (and no version bump worth having) when the record is not there.
          const exists = await tx.maybeOne(selectByKeys(def, [key], ADMIN));
          if (!exists) return false;
          await def.hooks?.beforeDelete?.(tx, key);
          return (await tx.query(deleteQuery(def, key))).rowCount > 0;
        }),
    },
  };
}
