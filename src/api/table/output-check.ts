import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { ApiRow } from './row';

/** The first few problems of a value against a schema, one line. */
function problems(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Test-only middleware: a JSON success answer of the row is checked against its output schema as a
 * client receives it (after JSON serialisation), and a mismatch fails the request loudly. Production
 * does not pay for this; the tests exercise every handler through it.
 */
export function outputCheck(r: ApiRow, output: z.ZodType): RequestHandler {
  return (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode < 300) {
        const wire: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
        const checked = output.safeParse(wire);
        if (!checked.success) throw new Error(`${r.method.toUpperCase()} ${r.mount}${r.path} answered outside its output schema: ${problems(checked.error)}`);
      }
      return json(body);
    };
    next();
  };
}
