import type { ErrorRequestHandler, Request } from 'express';
import { isbot } from 'isbot';
import { renderToString } from 'react-dom/server';
import { Layout } from '../components/layout';
import type { AppError } from '../errors';
import { dataExceptionOf } from '../data-exception';
import { toAppError } from '../errors';
import type { Logger } from '../log';
import { maskPathsIn } from '../domain/secret-url';
import { redactPath } from '../log';
import { ErrorPage } from '../pages/errors/error-page';
import { NotFoundPage } from '../pages/errors/not-found-page';
import { renderHead } from './head';
import { sessionUser } from './page-router';
import type { RenderDeps } from './render';
import { RenderContext } from '../components/render-context';
import { SITE_NAME } from '../domain/site';
import { mfFromCookie } from '../http/cookies';

function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/auth/');
}

function logError(log: Logger, error: AppError, cause: unknown, req: Request): void {
  const logger = req.log ?? log;
  const databaseFault = (error.data as { databaseFault?: string })?.databaseFault;
  // An outage is expected to pass: one short line per request naming the fault, no stack.
  if (databaseFault) logger.warn({ status: error.statusCode, databaseFault }, 'database unavailable');
  else if (error.statusCode >= 500) logger.error({ err: cause, status: error.statusCode }, maskPathsIn(error.message));
  else logger.info({ status: error.statusCode, reason: maskPathsIn(error.message) }, 'request failed');
}

/** The error page as a whole document (no streaming, no islands: errors must render even when little works). */
function errorDocument(deps: RenderDeps, error: AppError, req: Request): string {
  const template = deps.templates.default;
  const notFound = error.statusCode === 404;
  // Paths may hold secrets (report passwords, reset tokens): show them masked, as the logs do.
  const shownPath = redactPath(req.path);
  const title = notFound ? `Page Not Found: ${shownPath}` : `Error ${error.statusCode}`;
  const body = renderToString(
    <RenderContext.Provider
      value={{
        siteName: SITE_NAME,
        brand: '',
        path: shownPath,
        user: sessionUser(req),
        mf: mfFromCookie(req.headers.cookie),
        searchTerms: '',
        searchIsland: false,
        islands: new Set(),
      }}
    >
      <Layout name="default">
        {notFound ? <NotFoundPage path={shownPath} /> : <ErrorPage statusCode={error.statusCode} message={maskPathsIn(error.message)} />}
      </Layout>
    </RenderContext.Provider>,
  );
  const head = renderHead({ title, description: title, robots: 'noindex' }, deps.site, shownPath);
  return template.start + head + template.beforeApp + body + template.afterApp + template.end;
}

/**
 * The one error handler: JSON `{ error: { status, message, url } }` under /api and /auth,
 * a short plain body for crawlers, and the error page for people.
 */
export function createErrorHandler(deps: RenderDeps): ErrorRequestHandler {
  return (cause, req, res, _next) => {
    const dataFault = dataExceptionOf(cause);
    if (dataFault) (req.log ?? deps.log).warn({ err: cause, route: `${req.method} ${redactPath(req.path)}` }, 'unvalidated input reached the database');
    const error = dataFault ?? toAppError(cause);
    logError(deps.log, error, cause, req);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(error.statusCode);
    res.setHeader('Cache-Control', 'no-store');
    const retryAfter = (error.data as { retryAfter?: unknown })?.retryAfter;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    if (isApiPath(req.path) || req.is('application/json')) {
      // The url is the request's own, with secrets in the path (report passwords, reset tokens) masked as in the logs.
      const fields = (error.data as { fields?: unknown })?.fields;
      res.json({ error: { status: error.statusCode, message: maskPathsIn(error.message), url: redactPath(req.originalUrl), ...(fields ? { fields } : {}) } });
      return;
    }
    if (isbot(req.get('user-agent') ?? '')) {
      res.type('text/plain').send(`${error.statusCode} ${error.statusMessage}`);
      return;
    }
    res.type('html').send(errorDocument(deps, error, req));
  };
}
