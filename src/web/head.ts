import { escapeHtml, jsonForScript } from './html';

/** What a loader says about the page's head: title, description, canonical path and structured data. */
export interface HeadData {
  title: string;
  description: string;
  /** Path of the canonical URL (joined to PUBLIC_URL); defaults to the request path. */
  canonical?: string;
  robots?: string;
  ogType?: 'website' | 'article' | 'product' | 'profile';
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Path of the page's AMP version (`<link rel="amphtml">`). */
  amphtml?: string;
  /** Extra referrer policy for pages whose URL holds a secret (report links). */
  referrer?: 'no-referrer';
}

export interface HeadSite {
  siteName: string;
  publicUrl: string;
}

function fullTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

export function renderHead(head: HeadData, site: HeadSite, requestPath: string): string {
  const canonical = new URL(head.canonical ?? requestPath, site.publicUrl).href;
  const title = fullTitle(head.title, site.siteName);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
  ];
  if (head.amphtml) tags.push(`<link rel="amphtml" href="${escapeHtml(new URL(head.amphtml, site.publicUrl).href)}">`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.referrer) tags.push(`<meta name="referrer" content="${head.referrer}">`);
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}
