import type { Db } from '../db/types';
import type { Logger } from '../log';

/** What every MCP tool, resource and prompt is given: the same database and settings as the pages. */
export interface McpContext {
  db: Db;
  log: Logger;
  /** PUBLIC_URL: links in answers are absolute, as an assistant shows them outside the site. */
  publicUrl: string;
  /** SPEC_GENERATOR_URL, passed on to the spec generator. */
  specGeneratorUrl?: string;
}

/** A site path as an absolute address under PUBLIC_URL. */
export function absoluteUrl(ctx: Pick<McpContext, 'publicUrl'>, path: string): string {
  return new URL(path, ctx.publicUrl).href;
}
