import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { jsonTooDeep, MAX_JSON_DEPTH } from './domain/json-depth';
import { AppError } from './errors';
import { refuseNul } from './parse-input';

/**
 * Input refused where the request is parsed, before any route sees it: a NUL in the query
 * (400 naming the field) or in a parsed body. Path parameters are checked by parseInput
 * (API) and the url-trap check (pages).
 */
export function refuseNulInQuery(req: Request, _res: Response, next: NextFunction): void {
  refuseNul(req.query, 'query');
  next();
}

function refuseNulInBody(req: Request, _res: Response, next: NextFunction): void {
  refuseNul(req.body, 'body');
  next();
}

/** Names/values a form body may carry at most (body-parser refuses more with 413). */
const FORM_PARAMETER_LIMIT = 1000;

/**
 * Runs on the raw bytes, after the size limit and before JSON.parse: a body nesting deeper than
 * MAX_JSON_DEPTH is refused with a 400 naming the top-level field, so nothing ever walks a deep value.
 * JSON between systems is UTF-8 (RFC 8259); any other charset is refused before the byte scan.
 */
function boundJson(_req: unknown, _res: unknown, body: Buffer, encoding: string): void {
  if (encoding !== 'utf-8' && encoding !== 'utf8') throw new AppError(415, 'Unsupported charset: JSON bodies must be UTF-8');
  const tooDeep = jsonTooDeep(body);
  if (tooDeep === null) return;
  const field = tooDeep.field || 'body';
  const message = `must not nest deeper than ${MAX_JSON_DEPTH} levels of objects and arrays`;
  throw new AppError(400, `Invalid body: ${field}: ${message}`, { data: { fields: { [field]: message } } });
}

/**
 * JSON body parser: at most `limit` bytes (413 beyond, before the rest is read), nesting bounded
 * before parsing (400), and no NUL text (400 naming the field).
 */
export const jsonBody = (limit: string): RequestHandler[] => [express.json({ limit, verify: boundJson }), refuseNulInBody];

/** Form body parser (flat name=value pairs: nothing nests) that also refuses NUL text; 413 beyond `limit` bytes or FORM_PARAMETER_LIMIT fields. */
export const formBody = (limit: string): RequestHandler[] => [
  express.urlencoded({ extended: false, limit, parameterLimit: FORM_PARAMETER_LIMIT }),
  refuseNulInBody,
];
