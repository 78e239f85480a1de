import type { RequestHandler, Response } from 'express';
import { REDIRECT_AS_JSON_HEADER } from '../domain/redirect-check';

/**
 * The server half of the global redirect check: for the site's own API client (which
 * sends REDIRECT_AS_JSON_HEADER: 1) a redirect is answered `200 { redirect: location }`, because
 * a browser's fetch can neither follow a redirect to another origin nor read a redirect's Location.
 * The client then applies the external-navigation rule. Other callers get the redirect itself.
 */
export const redirectsAsJson: RequestHandler = (req, res, next) => {
  res.vary(REDIRECT_AS_JSON_HEADER);
  if (req.get(REDIRECT_AS_JSON_HEADER) !== '1') return next();
  res.redirect = ((first: string | number, second?: string | number) => {
    const location = typeof first === 'number' ? second : first;
    res.status(200).setHeader('Cache-Control', 'no-store');
    res.json({ redirect: String(location) });
  }) as Response['redirect'];
  next();
};
