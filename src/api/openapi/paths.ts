/**
 * Express 5 paths (path-to-regexp 8) → OpenAPI paths: `:name` and `*name` become `{name}`;
 * an optional group `{...}` gives one path with it and one without.
 */

function closingBrace(path: string, open: number): number {
  let depth = 0;
  for (let i = open; i < path.length; i++) {
    if (path[i] === '\\') i++;
    else if (path[i] === '{') depth++;
    else if (path[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function firstBrace(path: string): number {
  for (let i = 0; i < path.length; i++) {
    if (path[i] === '\\') i++;
    else if (path[i] === '{') return i;
  }
  return -1;
}

/** '/a{/:b}' → ['/a/:b', '/a'] (longest first). */
export function expandOptional(path: string): string[] {
  const open = firstBrace(path);
  if (open < 0) return [path];
  const close = closingBrace(path, open);
  if (close < 0) return [path];
  const before = path.slice(0, open);
  const inner = path.slice(open + 1, close);
  const after = path.slice(close + 1);
  return [...expandOptional(before + inner + after), ...expandOptional(before + after)];
}

const PARAM = /[:*](?:"([^"]+)"|([A-Za-z_$][\w$]*))/g;

/** The names of the parameters of an Express path, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1] ?? m[2]);
}

/** '/api/products/:id' → '/api/products/{id}' (optional groups must be expanded first). */
export function toOpenApiPath(path: string): string {
  return path.replace(PARAM, (_, quoted: string | undefined, plain: string | undefined) => `{${quoted ?? plain}}`).replace(/\\(.)/g, '$1') || '/';
}
