import { AppError } from '../../errors';

/** A 400 (or other status) that names the field at fault, shaped like a zod input error. */
export function fieldError(field: string, message: string, status = 400): AppError {
  return new AppError(status, `Invalid body: ${field}: ${message}`, { data: { fields: { [field]: message } } });
}

/** The field messages of an error raised by parseInput or fieldError, if any. */
export function fieldsOf(error: unknown): Record<string, string> | null {
  const fields = (error as { data?: { fields?: Record<string, string> } } | null)?.data?.fields;
  return fields && typeof fields === 'object' ? fields : null;
}
