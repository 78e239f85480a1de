import type { NextFunction, Request, Response } from 'express';
import type { LayoutName } from '../domain/layouts';

const BASE_CSP: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'img-src': "'self' data:",
  'style-src': "'self'",
  'script-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'frame-ancestors': "'self'",
  'form-action': "'self'",
};

/**
 * What a layout changes in the policy. Weblets exist to be framed by manufacturers' sites, so
 * any site may frame them; every other page refuses outside frames. AMP pages need the AMP
 * runtime from its CDN and inline styles (the boilerplate and <style amp-custom>).
 */
const LAYOUT_CSP: Partial<Record<LayoutName, Readonly<Record<string, string>>>> = {
  weblet: { 'frame-ancestors': '*' },
  amp: { 'script-src': "'self' https://cdn.ampproject.org", 'style-src': "'self' 'unsafe-inline'" },
};

function contentSecurityPolicy(layout: LayoutName = 'default'): string {
  return Object.entries({ ...BASE_CSP, ...LAYOUT_CSP[layout] })
    .map(([directive, value]) => `${directive} ${value}`)
    .join('; ');
}

/** Every response sends one of these: built once, not per request. */
const DEFAULT_CSP = contentSecurityPolicy();
const LAYOUT_POLICIES: Partial<Record<LayoutName, string>> = Object.fromEntries(
  Object.keys(LAYOUT_CSP).map((layout) => [layout, contentSecurityPolicy(layout as LayoutName)]),
);

/** Browsers keep to https for a year, subdomains included; sent only when the site's own address is https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers of every response; pages of another layout adjust them with layoutHeaders. */
export function securityHeaders(publicUrl: string) {
  const https = new URL(publicUrl).protocol === 'https:';
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (https) res.setHeader('Strict-Transport-Security', HSTS);
    baseHeaders(res);
    next();
  };
}

/** The headers every answer starts with, as name/value pairs (the defaults of a page of the default layout). */
const BASE_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ['Content-Security-Policy', DEFAULT_CSP],
];

function baseHeaders(res: Response): void {
  for (const [name, value] of BASE_HEADERS) res.setHeader(name, value);
}

/**
 * The security headers of a page of `layout`, whole (what securityHeaders and then layoutHeaders leave on a
 * response): for answers written in one go outside Express (a cached page, src/web/page-cache/answer-cached.ts).
 */
export function pageSecurityHeaders(https: boolean, layout: LayoutName): [string, string][] {
  const policy = LAYOUT_POLICIES[layout] ?? DEFAULT_CSP;
  const dropped = LAYOUT_DROPS[layout] ?? [];
  const headers: [string, string][] = [];
  if (https) headers.push(['Strict-Transport-Security', HSTS]);
  for (const [name, value] of BASE_HEADERS) {
    if (dropped.includes(name)) continue;
    headers.push([name, name === 'Content-Security-Policy' ? policy : value]);
  }
  return headers;
}

/** Base headers a layout does not send. X-Frame-Options has no "anyone" value: a weblet simply does not send it. */
const LAYOUT_DROPS: Partial<Record<LayoutName, readonly string[]>> = { weblet: ['X-Frame-Options'] };

/** A rendered page's own policy (also for a copy from the HTML cache). Errors keep the default, unframable one. */
export function layoutHeaders(res: Response, layout: LayoutName): void {
  const policy = LAYOUT_POLICIES[layout];
  if (!policy) return;
  res.setHeader('Content-Security-Policy', policy);
  for (const name of LAYOUT_DROPS[layout] ?? []) res.removeHeader(name);
}
