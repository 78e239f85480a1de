import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
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

/** JSON body parser that also refuses NUL text. */
export const jsonBody = (limit: string): RequestHandler[] => [express.json({ limit }), refuseNulInBody];

/** Form body parser that also refuses NUL text. */
export const formBody = (limit: string): RequestHandler[] => [express.urlencoded({ extended: false, limit }), refuseNulInBody];
