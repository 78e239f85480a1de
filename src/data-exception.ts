import { AppError } from './errors';

/**
 * Backstop only: a PostgreSQL data exception (class 22: text with a NUL 22021, impossible date
 * 22008/22007, bad number text 22P02, number out of range 22003, ...) comes from the caller's
 * input that validation missed. It answers 400, never a 500; the error handler logs it as a warning.
 */
export function dataExceptionOf(cause: unknown): AppError | null {
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return null;
  return new AppError(400, 'The request holds a value that cannot be stored (a NUL character, an impossible date or an out-of-range number).', {
    data: { dbCode: code },
  });
}
