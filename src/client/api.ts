import { checkNavigation } from '../domain/navigation';

/**
 * The browser's one way to call /api (SPEC §8): 4xx/5xx raise ApiError; GET retries once on
 * transient statuses. The global redirect check (SPEC §2): an answer that redirects the browser
 * (fetch followed a redirect to a page, or the JSON answer names `redirect`) sends it there only
 * when the address is this site's or an allowed host's; otherwise the call fails with the
 * external-navigation message and the page stays.
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
  /** Outside hosts a redirect may lead to (none by default: this site only). */
  redirectHosts?: readonly string[];
  /** How the browser is sent elsewhere (location.assign; tests stand in their own). */
  navigate?: (href: string) => void;
}

/** Status of the error raised when a redirect leads somewhere not allowed. */
export const REFUSED_REDIRECT_STATUS = 403;

const isJson = (response: Response) => /[/+]json\b/i.test(response.headers.get('content-type') ?? '');

/** Where an answer asks the browser to go, or null for an ordinary answer. */
function redirectOf(response: Response, data: unknown): string | null {
  if (response.redirected && !isJson(response)) return response.url;
  const location = (data as { redirect?: unknown } | null)?.redirect;
  return typeof location === 'string' ? location : null;
}

/** Never settles: the page is being replaced. */
const leavingPage = new Promise<never>(() => undefined);

function followRedirect(location: string, options: ApiOptions): Promise<never> {
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const check = checkNavigation(location, { siteOrigin: origin, hosts: options.redirectHosts ?? [] });
  if (!check.allowed) throw new ApiError(REFUSED_REDIRECT_STATUS, check.message, { location });
  (options.navigate ?? ((href: string) => window.location.assign(href)))(check.href);
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
      headers: options.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (response.ok) {
      const data = await bodyOf(response);
      const location = redirectOf(response, data);
      return (location === null ? data : await followRedirect(location, options)) as T;
    }
    lastError = await errorFrom(response);
    if (!RETRIED_STATUSES.has(response.status)) break;
  }
  throw lastError!;
}
