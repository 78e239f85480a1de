import type { SqlQuery } from '../../db/sql';
import { sql } from '../../db/sql';
import { columnName } from './columns';
import type { Column, ListRequest, ResourceDefinition, Viewer } from './types';
import { containsPattern } from '../../domain/like-pattern';

/**
 * SQL of the generic resources, built only from the identifiers of a definition
 * (`sql.raw` never sees input); every value is a parameter.
 */

const col = (def: ResourceDefinition, field: string): Column => {
  const found = def.columns[field];
  if (!found) throw new Error(`${def.name} has no field ${field}`);
  return found;
};

/** The SQL that reads a field: its expression, or `t.column`. */
function source(def: ResourceDefinition, field: string): string {
  const c = col(def, field);
  return c.expr ? `(${c.expr})` : `t.${columnName(field, c)}`;
}

/** The field as JSON wants it: numerics and bigints as numbers, dates as YYYY-MM-DD. */
function output(def: ResourceDefinition, field: string): string {
  const c = col(def, field);
  const value = source(def, field);
  if (c.kind === 'numeric' || c.kind === 'bigint') return `${value}::float8`;
  if (c.kind === 'date') return `to_char(${value}, 'YYYY-MM-DD')`;
  return value;
}

function selectList(def: ResourceDefinition, viewer: Viewer, extras: Readonly<Record<string, string>> = {}): SqlQuery {
  const readable = Object.keys(def.columns).filter((field) => viewer.admin || !col(def, field).adminRead);
  const items = readable.map((field) => `${output(def, field)} AS "${field}"`);
  for (const [field, expr] of Object.entries(extras)) items.push(`(${expr}) AS "${field}"`);
  return sql.raw(items.join(', '));
}

const table = (def: ResourceDefinition): SqlQuery => sql.raw(`${def.table} AS t`);

/** The rows of the family (scope), and for readers who are not administrators only public ones. */
function baseConditions(def: ResourceDefinition, viewer: Viewer): SqlQuery[] {
  const conditions: SqlQuery[] = [];
  if (def.scope) conditions.push(sql`${sql.raw(`t.${def.scope.column}`)} = ${def.scope.value}`);
  if (def.publicWhen && !viewer.admin) conditions.push(sql.raw(source(def, def.publicWhen)));
  return conditions;
}

/** `t.seq IN ($1, $2)` or `(t.mf, t.division) IN (($1, $2), ($3, $4))`. */
export function keyCondition(def: ResourceDefinition, keys: readonly (readonly unknown[])[]): SqlQuery {
  if (keys.length === 0) return sql.raw('false');
  const columns = def.key.fields.map((field) => source(def, field));
  const tuples = keys.map((key) => sql`(${sql.join(key.map((value) => sql`${value}`), ', ')})`);
  return sql`(${sql.raw(columns.join(', '))}) IN (${sql.join(tuples, ', ')})`;
}

const where = (conditions: SqlQuery[]): SqlQuery =>
  conditions.length ? sql`WHERE ${sql.join(conditions, ' AND ')}` : sql.empty;

export function selectByKeys(
  def: ResourceDefinition,
  keys: readonly (readonly unknown[])[],
  viewer: Viewer,
  extras?: Readonly<Record<string, string>>,
): SqlQuery {
  const conditions = [...baseConditions(def, viewer), keyCondition(def, keys)];
  return sql`SELECT ${selectList(def, viewer, extras)} FROM ${table(def)} ${where(conditions)}`;
}

/** The filters and text search of a list request. */
function listConditions(def: ResourceDefinition, request: ListRequest, viewer: Viewer): SqlQuery[] {
  const conditions = baseConditions(def, viewer);
  for (const [field, values] of Object.entries(request.filters)) {
    const target = sql.raw(source(def, field));
    if (!col(def, field).filter) throw new Error(`${def.name}.${field} is not filterable`);
    conditions.push(values === null ? sql`${target} IS NULL` : sql`${target} IN (${sql.join(values.map((v) => sql`${v}`), ', ')})`);
  }
  if (request.q) {
    const pattern = containsPattern(request.q);
    const searched = Object.keys(def.columns).filter((field) => def.columns[field].search);
    conditions.push(sql`(${sql.join(searched.map((field) => sql`${sql.raw(source(def, field))} ILIKE ${pattern}`), ' OR ')})`);
  }
  return conditions;
}

/** The page of rows and the total count of a list request. */
export function listQueries(def: ResourceDefinition, request: ListRequest, viewer: Viewer): { rows: SqlQuery; count: SqlQuery } {
  const filter = where(listConditions(def, request, viewer));
  const order = request.sort.map(({ field, descending }) => {
    if (!col(def, field).sort) throw new Error(`${def.name}.${field} is not sortable`);
    return `${source(def, field)} ${descending ? 'DESC' : 'ASC'}`;
  });
  // The key last, so pages are stable when sort values repeat.
  order.push(...def.key.fields.map((field) => `${source(def, field)} ASC`));
  const offset = (request.page - 1) * request.size;
  return {
    rows: sql`SELECT ${selectList(def, viewer)} FROM ${table(def)} ${filter} ORDER BY ${sql.raw(order.join(', '))} LIMIT ${request.size} OFFSET ${offset}`,
    count: sql`SELECT count(*)::int AS total FROM ${table(def)} ${filter}`,
  };
}

/** A written value: JSON columns as jsonb text, everything else as is. */
function value(def: ResourceDefinition, field: string, v: unknown): SqlQuery {
  return col(def, field).kind === 'json' ? sql`${JSON.stringify(v)}::jsonb` : sql`${v}`;
}

const returningKey = (def: ResourceDefinition): SqlQuery =>
  sql.raw(def.key.fields.map((field) => `${columnName(field, col(def, field))} AS "${field}"`).join(', '));

const given = (body: Record<string, unknown>) => Object.entries(body).filter(([, v]) => v !== undefined);

export function insertQuery(def: ResourceDefinition, body: Record<string, unknown>): SqlQuery {
  const fields = given(body);
  const names = fields.map(([field]) => columnName(field, col(def, field)));
  const values = fields.map(([field, v]) => value(def, field, v));
  if (def.scope) {
    names.push(def.scope.column);
    values.push(sql`${def.scope.value}`);
  }
  if (names.length === 0) return sql`INSERT INTO ${sql.raw(def.table ?? '')} DEFAULT VALUES RETURNING ${returningKey(def)}`;
  return sql`INSERT INTO ${sql.raw(def.table ?? '')} (${sql.raw(names.join(', '))})
    VALUES (${sql.join(values, ', ')}) RETURNING ${returningKey(def)}`;
}

export function updateQuery(def: ResourceDefinition, key: readonly unknown[], body: Record<string, unknown>): SqlQuery {
  const sets = given(body).map(([field, v]) => sql`${sql.raw(columnName(field, col(def, field)))} = ${value(def, field, v)}`);
  const conditions = [...baseConditions(def, { admin: true }), keyCondition(def, [key])];
  return sql`UPDATE ${table(def)} SET ${sql.join(sets, ', ')} ${where(conditions)} RETURNING ${returningKey(def)}`;
}

export function deleteQuery(def: ResourceDefinition, key: readonly unknown[]): SqlQuery {
  const conditions = [...baseConditions(def, { admin: true }), keyCondition(def, [key])];
  return sql`DELETE FROM ${table(def)} ${where(conditions)} RETURNING ${returningKey(def)}`;
}
