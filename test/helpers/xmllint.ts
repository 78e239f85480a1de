import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths';

/** xmllint (Debian libxml2-utils) is on this machine; checks that need it are skipped otherwise. */
export const hasXmllint = (() => {
  try {
    execFileSync('which', ['xmllint'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The sitemaps.org schemas vendored under test/fixtures. */
export const SITEMAP_XSD = path.join(ROOT, 'test', 'fixtures', 'sitemap.xsd');
export const SITEINDEX_XSD = path.join(ROOT, 'test', 'fixtures', 'siteindex.xsd');

/**
 * What xmllint says is wrong with a document: '' when it is well-formed and, given a schema, valid
 * against it; otherwise its messages (so a failing assertion shows them).
 */
export function xmllintErrors(xml: string, schema?: string): string {
  const args = ['--noout', ...(schema ? ['--schema', schema] : []), '-'];
  const run = spawnSync('xmllint', args, { input: xml, encoding: 'utf8' });
  if (run.error) throw run.error;
  return run.status === 0 ? '' : run.stderr || `xmllint exited with ${run.status}`;
}
