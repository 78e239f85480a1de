import type { Request, Response } from 'express';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Config } from '../config';
import type { CatalogMemo } from '../db/catalog-memo';
import type { Db } from '../db/types';
import type { Logger } from '../log';
import type { UploadDeps } from '../services/uploads/accept-upload';
import type { FileStore } from '../services/storage/file-store';
import type { HeadData } from './head';
import type { LayoutName } from '../domain/layouts';
import type { SessionUser } from '../domain/session-user';
import type { FormState } from '../http/form-state';

/** What a loader gets: validated params, the query, and the services' dependencies. */
export interface LoaderContext<P = Record<string, string>, Shown = undefined> {
  db: Db;
  /** Facts that change only with the catalog, built once per data version (src/db/catalog-memo.ts). */
  memo: CatalogMemo;
  config: Config;
  /** Where manufacturers' files and logos are kept (FILE_STORE). */
  files: FileStore;
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
  /** When this render answers a form post that failed: what was typed (never a password) and what is wrong. */
  form?: FormState;
  /** When this render answers a post that succeeded with something shown once (a secret just issued). */
  shown?: Shown;
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

type PageCachePolicy = 'public' | 'free-text' | 'never';

/** What a route's sitemap list may depend on besides the data. */
export interface SitemapSite {
  /** The BRAND setting (the /{brand}-alert pages). */
  brand: string;
}

/** What a page action's work gets. */
export interface ActionContext<Params, Target> {
  db: Db;
  config: Config;
  log: Logger;
  /** What a form that uploads a file needs (the file store, the check pool, DATA_DIR): the workspace's document form. */
  uploads?: Omit<UploadDeps, 'db'>;
  user: SessionUser | null;
  params: Params;
  /** What `target` found. */
  target: Target;
  req: Request;
  res: Response;
}

/** How a post ends: a redirect (303), or the page rendered again with a status, a failure's messages or something shown once. */
export type ActionOutcome<Shown = undefined> =
  | { redirect: string }
  | { status?: number; failure?: { errors: Record<string, string>; message?: string }; shown?: Shown };

/**
 * A plain HTML form post answered by a page row (src/web/actions/page-action.ts). A success redirects; a non-fatal
 * error below 500 thrown by `run` (a bad field, wrong password, too many attempts, a conflict) renders the row's page
 * again through its loader, with `LoaderContext.form` holding the messages and what was typed.
 */
export interface PageAction<Params = any, Body = any, Target = any, Shown = any> {
  /** Which form of the page posts here ('signin', 'create', ...): the name `LoaderContext.form` carries. */
  form: string;
  /** The POST path when it is not the page's own, e.g. '/signin/create' for the page /signin (a page without params). */
  path?: string;
  /** The parameters of `path`; a failure is a 404. Without `path`, the page's own `params` are used. */
  params?: z.ZodType<Params>;
  /** The form fields; every bad field is reported at once (400, the page again with the messages). */
  body: z.ZodType<Body>;
  /** Checks across fields, run with the schema (e.g. a password typed twice). */
  checks?: readonly ((raw: Record<string, unknown>) => Record<string, string>)[];
  /** The longest value of a field kept to fill the form again (message boxes keep more). */
  keep?: number;
  /**
   * Who may post and what the post acts on, looked up before the body is read. What it throws (403, 404) is
   * answered as an error page, never as a form message.
   */
  target?: (ctx: Omit<ActionContext<Params, never>, 'target'>) => Promise<Target> | Target;
  /** The page shown again, with its query (e.g. the list's filter the form came from): the page's own path by default. */
  shownAt?: (ctx: ActionContext<Params, Target>) => string;
  /** The page's params when the post's own path does not carry them (a form posted to a shared address). */
  pageParams?: (ctx: ActionContext<Params, Target>) => Record<string, string>;
  run: (ctx: ActionContext<Params, Target>, body: Body) => Promise<ActionOutcome<Shown>>;
}

export interface RouteDef<Props = any, Params = any, Shown = any> {
  path: string;
  page: ComponentType<Props>;
  load: (ctx: LoaderContext<Params, Shown>) => Promise<LoaderResult<Props>>;
  /**
   * The plain HTML form posts this page answers. Anonymous posts to a guarded page go to sign-in (303) and
   * come back to the page.
   */
  actions?: readonly PageAction<any, any, any, Shown | undefined>[];
  layout?: LayoutName;
  guard?: Guard;
  /** Parsed with zod before loading; a failure is a fatal 404. */
  params?: z.ZodType<Params>;
  /** The header search box hydrates with suggestions on this page. */
  searchIsland?: boolean;
  /**
   * The page suspends (it awaits data while rendering): its shell is sent first and the rest streams. Every other
   * page is rendered into a string and sent whole (src/web/render.tsx).
   */
  streams?: boolean;
  /**
   * Every row decides: 'public' keeps anonymous 200 responses in the HTML cache (and lets shared caches keep them
   * a minute); 'free-text' the same for a path that carries free text (search terms), kept in the cache's small
   * partition of its own so no number of them evicts the catalog's pages; 'never' renders every request (personal,
   * form, clock-dependent or guarded pages).
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
export function route<Props, Params = Record<string, string>, Shown = undefined>(def: RouteDef<Props, Params, Shown>): RouteDef<Props, Params, Shown> {
  return def;
}

/** Helper that keeps an action's types inferred. */
export function action<Params = Record<string, string>, Body = unknown, Target = undefined, Shown = undefined>(
  def: PageAction<Params, Body, Target, Shown>,
): PageAction<Params, Body, Target, Shown> {
  return def;
}
