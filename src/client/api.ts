import { REDIRECT_HOSTS_ATTRIBUTE } from '../domain/build-check';
import { parseRedirectHosts, REDIRECT_AS_JSON_HEADER, redirectDecision } from '../domain/redirect-check';

/**
 * The browser's one way to call /api: 4xx/5xx raise ApiError; GET retries once on
 * transient statuses. The global redirect check (src/domain/redirect-check.ts): the
 * server answers our calls' redirects as `{ redirect }`; the browser goes there when the address
 * is this site's or an outside host the page allows (LINK_HOSTS, on the build check's tag);
 * otherwise the call fails with the external-navigation message and the page stays.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const RETRIED_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ApiOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  /** Outside hosts a redirect may lead to (default: those the page lists; none when it lists none). */
  redirectHosts?: readonly string[];
  /** How the browser is sent elsewhere (location.assign; tests stand in their own). */
  navigate?: (href: string) => void;
}

/** Status of the error raised when a redirect leads somewhere not allowed. */
export const REFUSED_REDIRECT_STATUS = 403;

const isJson = (response: Response) => /[/+]json\b/i.test(response.headers.get('content-type') ?? '');

/** Never settles: the page is being replaced. */
const leavingPage = new Promise<never>(() => undefined);

/** The outside hosts the page allows redirects to (the build check's tag names them). */
function pageRedirectHosts(): string[] {
  if (typeof document === 'undefined') return [];
  return parseRedirectHosts(document.querySelector(`script[${REDIRECT_HOSTS_ATTRIBUTE}]`)?.getAttribute(REDIRECT_HOSTS_ATTRIBUTE));
}

/** The answer's data, or (for a redirect) the browser on its way elsewhere, or the refusal. */
function checkRedirect(response: Response, data: unknown, options: ApiOptions): unknown {
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const answer = { redirected: response.redirected, url: response.url, json: isJson(response), data };
  const decision = redirectDecision(answer, { siteOrigin: origin, hosts: options.redirectHosts ?? pageRedirectHosts() });
  if (!decision.follow) return data;
  if (!decision.allowed) throw new ApiError(REFUSED_REDIRECT_STATUS, decision.message, { location: decision.location });
  (options.navigate ?? ((href: string) => window.location.assign(href)))(decision.href);
  return leavingPage;
}

async function bodyOf(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  return isJson(response) ? response.json() : undefined;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  const message =
    (data as { error?: { message?: string } })?.error?.message ?? response.statusText ?? 'Request failed';
  return new ApiError(response.status, message, data);
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const doFetch = options.fetchImpl ?? fetch;
  const attempts = method === 'GET' ? 2 : 1;
  let lastError: ApiError | null = null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const response = await doFetch(path, {
      method,
      signal: options.signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        [REDIRECT_AS_JSON_HEADER]: '1',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (response.ok) {
      return (await checkRedirect(response, await bodyOf(response), options)) as T;
    }
    lastError = await errorFrom(response);
    if (!RETRIED_STATUSES.has(response.status)) break;
  }
  throw lastError!;
}
