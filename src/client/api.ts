/** The browser's one way to call /api (SPEC §8): 4xx/5xx raise ApiError; GET retries once on transient statuses. */
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
    if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
    lastError = await errorFrom(response);
    if (!RETRIED_STATUSES.has(response.status)) break;
  }
  throw lastError!;
}
