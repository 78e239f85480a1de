import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '../../src/db/types';

/**
 * The hook for search relevance metrics: a module at this path exporting `async function relevanceReport(db):
 * Promise<string>` (markdown) is run against the bench catalog and its answer appended to docs/performance.md.
 * Until that module is merged, the bench says it was not measured.
 */
const RELEVANCE_MODULE = path.resolve('scripts', 'bench', 'relevance-report.ts');

type RelevanceReport = (db: Db) => Promise<string>;

export async function relevanceSection(db: Db): Promise<string> {
  if (!existsSync(RELEVANCE_MODULE)) return '_Search relevance: not measured (no scripts/bench/relevance-report.ts yet)._';
  const module = (await import(pathToFileURL(RELEVANCE_MODULE).href)) as { relevanceReport: RelevanceReport };
  return module.relevanceReport(db);
}
