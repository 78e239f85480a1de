import { pageOf } from '../pagination';
import type { ResourceStore } from './store';
import { inKeyOrder } from './store';
import type { ListRequest, ResourceDefinition, ResourceRecord } from './types';

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return (a as string | number) < (b as string | number) ? -1 : 1;
}

function matches(def: ResourceDefinition, record: ResourceRecord, request: ListRequest): boolean {
  for (const [field, values] of Object.entries(request.filters)) {
    const value = record[field] ?? null;
    if (values === null ? value !== null : !values.includes(value)) return false;
  }
  if (!request.q) return true;
  const needle = request.q.toLowerCase();
  return Object.entries(def.columns).some(([field, col]) => col.search && String(record[field] ?? '').toLowerCase().includes(needle));
}

/** A read-only family served from a list in code (content types), with the same filters, sort and paging. */
export function staticStore(def: ResourceDefinition): ResourceStore {
  const records: ResourceRecord[] = (def.rows ?? []).map((row) => ({ id: def.key.format(row), ...row }));
  const find = (key: readonly unknown[]) =>
    records.find((record) => def.key.fields.every((field, i) => record[field] === key[i])) ?? null;
  return {
    get: async (_db, key) => find(key),
    getMany: async (_db, keys) => inKeyOrder(def.key.fields, keys, records),
    document: async (_db, key) => find(key),
    list: async (_db, request) => {
      const sorted = records
        .filter((record) => matches(def, record, request))
        .sort((a, b) => {
          for (const { field, descending } of request.sort) {
            const order = compare(a[field], b[field]);
            if (order !== 0) return descending ? -order : order;
          }
          return 0;
        });
      const start = (request.page - 1) * request.size;
      return pageOf(sorted.slice(start, start + request.size), sorted.length, request.page, request.size);
    },
  };
}
