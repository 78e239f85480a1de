/** The one error type of the app (message, statusCode, statusMessage, data, fatal). Services and loaders throw it; one handler renders it. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly data: unknown;
  /** A fatal error replaces the page with the error page (a failed route validation is a fatal 404). */
  readonly fatal: boolean;

  constructor(statusCode: number, message: string, options: { data?: unknown; fatal?: boolean; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.statusMessage = STATUS_MESSAGES[statusCode] ?? 'Error';
    this.data = options.data;
    this.fatal = options.fatal ?? statusCode >= 500;
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function notFound(message = 'Not found', data?: unknown): AppError {
  return new AppError(404, message, { data, fatal: true });
}

export function badRequest(message: string, data?: unknown): AppError {
  return new AppError(400, message, { data });
}

/** Seconds a client is asked to wait (`Retry-After`) when the database cannot answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database is unreachable, frozen or too slow: a 503 whose cause is logged but never shown. */
export function databaseUnavailable(cause: unknown): AppError {
  const code = (cause as { code?: unknown })?.code;
  const fault = typeof code === 'string' ? code : cause instanceof Error ? cause.message : 'unknown';
  return new AppError(503, 'The site is briefly unavailable; please try again shortly', {
    data: { retryAfter: DATABASE_RETRY_AFTER_SECONDS, databaseFault: fault },
    fatal: true,
    cause,
  });
}

/** Turns anything thrown into an AppError; unknown errors become a 500 that hides its details. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { status?: number; statusCode?: number })?.statusCode ?? (error as { status?: number })?.status;
  // Errors raised by Express/body-parser carry a 4xx status and a safe message.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, (error as Error).message || 'Bad request');
  }
  return new AppError(500, 'Something went wrong on our side', { fatal: true });
}
