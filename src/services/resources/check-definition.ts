import { columnName } from './columns';
import { LIST_PARAMETERS } from './schemas';
import type { ResourceDefinition } from './types';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const URL_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * The problems of a definition (empty when sound). Definitions are code, but their names
 * reach SQL through sql.raw, so they are checked once when the router is built.
 */
export function definitionProblems(def: ResourceDefinition): string[] {
  const problems: string[] = [];
  const fields = Object.keys(def.columns);
  if (!URL_NAME.test(def.name)) problems.push(`name "${def.name}" is not a URL name`);
  if (def.table !== undefined && !IDENTIFIER.test(def.table)) problems.push(`table "${def.table}" is not an identifier`);
  if (def.table === undefined && def.rows === undefined) problems.push('needs a table or rows');
  if (def.scope && !IDENTIFIER.test(def.scope.column)) problems.push(`scope column "${def.scope.column}" is not an identifier`);
  for (const [field, col] of Object.entries(def.columns)) {
    if (!FIELD.test(field)) problems.push(`field "${field}" is not a plain name`);
    if (!col.expr && !IDENTIFIER.test(columnName(field, col))) problems.push(`column of ${field} is not an identifier`);
    if (col.expr && col.write) problems.push(`computed field ${field} cannot be writable`);
    if (col.filter && (LIST_PARAMETERS as readonly string[]).includes(field)) problems.push(`filter ${field} collides with a list parameter`);
    if (col.write && col.kind === 'json' && col.filter) problems.push(`json field ${field} cannot be a filter`);
    if (col.adminRead && (col.filter || col.sort || col.search)) problems.push(`${field} is read by administrators only: it cannot filter, sort or be searched`);
  }
  for (const field of def.key.fields) if (!fields.includes(field)) problems.push(`key field ${field} is not a column`);
  for (const part of def.defaultSort.split(',')) {
    const field = part.replace(/^-/, '');
    if (!def.columns[field]?.sort) problems.push(`default sort ${field} is not sortable`);
  }
  if (def.publicWhen && def.columns[def.publicWhen]?.kind !== 'bool') problems.push(`publicWhen ${def.publicWhen} is not a boolean field`);
  if (def.rows && (def.hooks || def.scope || def.publicWhen || !def.publicRead)) {
    problems.push('a static family is public and has no hooks, scope or publicWhen');
  }
  return problems;
}

export function assertDefinition(def: ResourceDefinition): ResourceDefinition {
  const problems = definitionProblems(def);
  if (problems.length) throw new Error(`resource ${def.name}: ${problems.join('; ')}`);
  return def;
}
