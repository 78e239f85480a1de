import type { z } from 'zod';
import type { Queryable } from '../../db/types';

/** How a column's values travel between JSON and PostgreSQL. */
export type ColumnKind = 'int' | 'bigint' | 'numeric' | 'text' | 'bool' | 'timestamp' | 'date' | 'json';

/** One field of a resource family. The field name (the key in `columns`) is what the API shows. */
export interface Column {
  kind: ColumnKind;
  /** The value schema for writes and filters, without null (see `nullable`). */
  schema: z.ZodType;
  /** Database column; the field name in snake_case when absent. */
  column?: string;
  /** A computed, read-only SQL expression over the table alias `t` (written here, never from input). */
  expr?: string;
  /** Writable on create only ('create', e.g. natural keys) or on create and update ('always'). */
  write?: 'create' | 'always';
  /** Must be given on create (the database has no default). */
  required?: boolean;
  nullable?: boolean;
  /** May be used as an equality filter in list queries (`?field=a,b`, `?field=null`). */
  filter?: boolean;
  /** May be used in `?sort=field` / `?sort=-field`. */
  sort?: boolean;
  /** Searched by `?q=` (case-insensitive substring). */
  search?: boolean;
  /** Left out of what readers who are not administrators get (e.g. a quiz's answer key). */
  adminRead?: boolean;
  /** Applied to the stored value on every read (e.g. custom HTML is sanitised, whenever it was written). */
  present?(value: unknown): unknown;
}

/** Parses one URL segment into the key column values; formats a record's key back. */
export interface ResourceKey {
  /** Field names of the key columns, in order. */
  fields: readonly string[];
  /** One URL segment → the database values of the key columns. */
  segment: z.ZodType<readonly unknown[], string>;
  /** A record → its URL id. */
  format(record: Record<string, unknown>): string | number;
  /** What an id looks like, for messages and the OpenAPI document. */
  example: string;
}

/** Side effects of writes that keep derived tables right (run inside the write's transaction). */
interface ResourceHooks {
  afterWrite?(tx: Queryable, key: readonly unknown[]): Promise<void>;
  /** Rules across fields (src/services/resources/write-rules.ts), checked before afterWrite; a broken one rolls the write back. */
  rules?: readonly ((tx: Queryable, key: readonly unknown[]) => Promise<void>)[];
  beforeDelete?(tx: Queryable, key: readonly unknown[]): Promise<void>;
}

/** One resource family with standard create, read, update and delete: everything the generic router and store need. */
export interface ResourceDefinition {
  /** URL name: /api/{name}. */
  name: string;
  /** Singular label for messages ("podcast"). */
  label: string;
  /** Table, or absent for a static read-only family served from `rows`. */
  table?: string;
  /** Rows of a static family (already in API shape). */
  rows?: readonly Record<string, unknown>[];
  columns: Readonly<Record<string, Column>>;
  key: ResourceKey;
  /** Rows of the table that belong to this family (e.g. content_type = 'catalog'); set on create. */
  scope?: { column: string; value: string };
  /** Anonymous and non-admin readers see only rows where this boolean column is true. */
  publicWhen?: string;
  /** Reads need no administrator. Writes always do. */
  publicRead: boolean;
  /** Default order of lists, e.g. '-publishedAt'. */
  defaultSort: string;
  /** Extra read-only SQL expressions of the search document (GET /{name}/es/{id}). */
  documentExtras?: Readonly<Record<string, string>>;
  /** The site path of the record, added to the search document as `link`. */
  documentLink?(document: Record<string, unknown>): string;
  /** Writes change what anonymous pages show: bump the data version after them. */
  affectsPages: boolean;
  hooks?: ResourceHooks;
  /** Fields worked out on read from the stored ones (a product's properties through its template): their schemas and the work. */
  expand?: {
    schema: Readonly<Record<string, z.ZodType>>;
    records(db: Queryable, records: ResourceRecord[]): Promise<ResourceRecord[]>;
  };
}

/** A validated list request. */
export interface ListRequest {
  filters: Record<string, readonly unknown[] | null>;
  sort: readonly { field: string; descending: boolean }[];
  page: number;
  size: number;
  q?: string;
}

/** Who is reading: administrators see every row. */
export interface Viewer {
  admin: boolean;
}

export type ResourceRecord = Record<string, unknown>;
