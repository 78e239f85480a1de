import { z } from 'zod';
import type { Db } from '../../db/types';
import { endpoint } from '../endpoint';
import type { ApiRow } from '../table/row';
import type { JsonSchema } from './json-schema';
import { buildOpenApiDocument } from './document';

export const OPENAPI_INFO = {
  title: 'SpecFind API',
  version: '1.0.0',
  description: 'Every call under /api and /auth. Errors answer { error: { status, message, url, fields? } }. Browse it at /api/docs.',
};

/** What GET /api/openapi.json answers: an OpenAPI 3.1 document (checked in full against the OpenAPI schema by the tests). */
const openApiDocument = z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string() }), paths: z.record(z.string(), z.unknown()) });

/**
 * GET /api/openapi.json: the document of the API table, built on first request (the table
 * is complete by then, this row included) and kept for the life of the app.
 */
export function openApiEndpoint(db: Db, table: () => readonly ApiRow[]) {
  let document: JsonSchema | undefined;
  return endpoint(db, { summary: 'This OpenAPI 3.1 document', output: openApiDocument }, async () => (document ??= buildOpenApiDocument(table(), OPENAPI_INFO)));
}
