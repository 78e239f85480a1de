import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Config } from '../config';
import type { CatalogMemo } from '../db/catalog-memo';
import type { Db } from '../db/types';
import type { Logger } from '../log';
import type { HeadData } from './head';
import type { LayoutName } from '../domain/layouts';
import type { SessionUser } from '../domain/session-user';

/** What a loader gets: validated params, the query, and the services' dependencies. */
export interface LoaderContext<P = Record<string, string>> {
  db: Db;
  /** Facts that change only with the catalog, built once per data version (src/db/catalog-memo.ts). */
  memo: CatalogMemo;
  config: Config;
  log: Logger;
  params: P;
  query: Record<string, unknown>;
  /** Request path without the query string. */
  path: string;
  /** Path and query string. */
  url: string;
  isBot: boolean;
  debug: boolean;
  /** Market/division format code from the 'mf' cookie, read at start-up, "04" by default. */
  mf: string;
  user: SessionUser | null;
  /** The client's address (rate limits of report links). */
  ip: string | null;
}

export type LoaderResult<Props> =
  | {
      props: Props;
      head: HeadData;
      status?: number;
      searchTerms?: string;
      /** false: the page depends on the clock (e.g. "this week"), so it is never kept in the server's HTML cache. */
      cache?: false;
    }
  | { redirect: string; status?: 301 | 302 | 303 | 307 | 308 };

export type Guard = 'auth';

type PageCachePolicy = 'public' | 'never';

/** What a route's sitemap list may depend on besides the data. */
export interface SitemapSite {
  /** The BRAND setting (the /{brand}-alert pages). */
  brand: string;
}

export interface RouteDef<Props = any, Params = any> {
  path: string;
  page: ComponentType<Props>;
  load: (ctx: LoaderContext<Params>) => Promise<LoaderResult<Props>>;
  layout?: LayoutName;
  guard?: Guard;
  /** Parsed with zod before loading; a failure is a fatal 404. */
  params?: z.ZodType<Params>;
  /** The header search box hydrates with suggestions on this page. */
  searchIsland?: boolean;
  /**
   * Every row decides: 'public' keeps anonymous 200 responses in the HTML cache (and lets shared caches keep them
   * a minute); 'never' renders every request (personal, form, clock-dependent or guarded pages).
   */
  cache: PageCachePolicy;
  /**
   * The query parameters the loader reads. The HTML cache keys a page on its path and these; a request carrying
   * any other parameter is rendered but not kept (src/web/page-cache-key.ts).
   */
  query?: readonly string[];
  /** Listed in the sitemap: static paths by default; parameterised routes give their own list. */
  sitemap?: false | ((db: Db, site: SitemapSite) => Promise<string[]>);
  /** Example paths that must render (used by route tests). */
  examples?: string[];
}

/** Helper that keeps Props and Params inferred per row. */
export function route<Props, Params = Record<string, string>>(def: RouteDef<Props, Params>): RouteDef<Props, Params> {
  return def;
}
