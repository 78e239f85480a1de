import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LayoutName } from '../domain/layouts';
import { LAYOUTS } from '../domain/layouts';

/** A layout template cut at its slots, so a response is plain string concatenation around the stream. */
export interface Template {
  /** Everything before the head tags. */
  start: string;
  /** From after the head tags up to the React root. */
  beforeApp: string;
  /** From after the React root up to the scripts. */
  afterApp: string;
  /** Closing tags. */
  end: string;
}

function cut(source: string, marker: string, name: string): [string, string] {
  const at = source.indexOf(marker);
  if (at < 0) throw new Error(`Layout template ${name} lacks ${marker}`);
  return [source.slice(0, at), source.slice(at + marker.length)];
}

export function loadTemplates(
  stylesheet: string,
  dir = path.join(process.cwd(), 'views'),
): Record<LayoutName, Template> {
  const entries = LAYOUTS.map((name) => {
    const source = readFileSync(path.join(dir, `${name}.html`), 'utf8').replace('<!--stylesheet-->', stylesheet);
    const [start, rest1] = cut(source, '<!--head-->', name);
    const [beforeApp, rest2] = cut(rest1, '<!--app-->', name);
    const [afterApp, end] = cut(rest2, '<!--scripts-->', name);
    return [name, { start, beforeApp, afterApp, end }] as const;
  });
  return Object.fromEntries(entries) as Record<LayoutName, Template>;
}
