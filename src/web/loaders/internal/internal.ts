import { notFound } from '../../../errors';
import { mayDebug } from '../../../domain/debug-access';
import { checkNavigation } from '../../../domain/navigation';
import type { RfiPageProps } from '../../../pages/internal/rfi-page';
import type { XdverPageProps } from '../../../pages/internal/xdver-page';
import type { XtPageProps } from '../../../pages/internal/xt-page';
import type { XtestPageProps } from '../../../pages/internal/xtest-page';
import { rfiTargets } from '../../../services/email-requests';
import { contentAllowList, contentLink } from '../../../services/link-policy';
import { readBuildInfo } from '../../build-info';
import type { HeadData } from '../../head';
import type { LoaderContext, LoaderResult } from '../../page-types';

const STARTED_AT = new Date().toISOString();

/**
 * Internal test pages are unknown pages except: in production for administrators only (debug flag or not),
 * elsewhere in debug mode (?debug=debug_on) or in development.
 */
function internalOnly(ctx: LoaderContext): void {
  const open = ctx.config.isProduction ? mayDebug(true, ctx.user) : ctx.debug || ctx.config.NODE_ENV === 'development';
  if (!open) throw notFound(`Page Not Found: ${ctx.path}`);
}

const head = (title: string, description: string): HeadData => ({ title, description, robots: 'noindex, nofollow' });

/** Builds a loader that first checks the page may be shown. */
function internal<P>(load: (ctx: LoaderContext) => Promise<{ props: P; head: HeadData }>) {
  return async (ctx: LoaderContext): Promise<LoaderResult<P>> => {
    internalOnly(ctx);
    return load(ctx);
  };
}

export const loadXt = internal<XtPageProps>(async (ctx) => ({
  props: {
    facts: [
      ['Path', ctx.path],
      ['Query', JSON.stringify(ctx.query)],
      ['Debug mode', ctx.debug ? 'on' : 'off'],
      ['Environment', ctx.config.NODE_ENV],
      ['Market format (mf)', ctx.mf],
      ['Crawler', ctx.isBot ? 'yes' : 'no'],
      ['Signed in', ctx.user ? `user ${ctx.user.seq}${ctx.user.isAdmin ? ' (administrator)' : ''}` : 'no'],
      ['Client address', ctx.ip ?? 'unknown'],
      ['Database', ctx.db.kind],
      ['Brand prefix', ctx.config.BRAND],
      ['Server time', new Date().toISOString()],
    ],
  },
  head: head('Request check', 'What the server sees of this request: an internal test page.'),
}));

export const loadBlankTest = internal(async () => ({
  props: { renderedAt: new Date().toISOString() },
  head: head('Blank layout test', 'A page in the blank layout: an internal test page.'),
}));

const SAMPLES = ['/about', '#top', 'https://evil.example/', '//evil.example/', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'blob:x'];

export const loadXtest = internal<XtestPageProps>(async (ctx) => {
  const allowList = contentAllowList(ctx.config);
  const samples = SAMPLES.map((href) => {
    const check = checkNavigation(href, allowList);
    return { href, link: contentLink(href, ctx.config), verdict: check.allowed ? (check.external ? 'allowed (outside)' : 'allowed') : check.message };
  });
  return { props: { samples }, head: head('Component test page', 'Shared page pieces and the external-navigation rule: an internal test page.') };
});

export const loadXdver = internal<XdverPageProps>(async () => ({
  props: { build: readBuildInfo(), runtime: { node: process.version, startedAt: STARTED_AT } },
  head: head('Build version', 'Which build of the site is running: an internal test page.'),
}));

export const loadRfi = internal<RfiPageProps>(async (ctx) => ({
  props: { companies: await rfiTargets(ctx.db) },
  head: head('Request for information test', 'Posts a request for information to a manufacturer: an internal test page.'),
}));
