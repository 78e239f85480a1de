import type { Db, Queryable } from '../../db/types';
import type { Page } from '../pagination';
import type { ListRequest, ResourceRecord, Viewer } from './types';

type Key = readonly unknown[];

/** What the generic router asks of a family's data, whatever holds it. */
export interface ResourceStore {
  get(db: Queryable, key: Key, viewer: Viewer): Promise<ResourceRecord | null>;
  /** In the order of `keys`; unknown keys are left out. */
  getMany(db: Queryable, keys: readonly Key[], viewer: Viewer): Promise<ResourceRecord[]>;
  /** The record as the search index holds it (GET /{name}/es/{id}). */
  document(db: Queryable, key: Key, viewer: Viewer): Promise<ResourceRecord | null>;
  list(db: Queryable, request: ListRequest, viewer: Viewer): Promise<Page<ResourceRecord>>;
  /** Absent for read-only families. */
  writes?: {
    create(db: Db, body: Record<string, unknown>): Promise<ResourceRecord>;
    /** Null when no such record. */
    update(db: Db, key: Key, body: Record<string, unknown>): Promise<ResourceRecord | null>;
    remove(db: Db, key: Key): Promise<boolean>;
  };
}

/** Orders records as their keys were asked for, each once (two ids may name one record: "08" and "04-08"). */
export function inKeyOrder(fields: readonly string[], keys: readonly Key[], records: ResourceRecord[]): ResourceRecord[] {
  const byKey = new Map(records.map((record) => [JSON.stringify(fields.map((field) => record[field])), record]));
  const seen = new Set<string>();
  return keys.flatMap((key) => {
    const text = JSON.stringify(key);
    const record = byKey.get(text);
    if (!record || seen.has(text)) return [];
    seen.add(text);
    return [record];
  });
}
