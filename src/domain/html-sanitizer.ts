import type { NavigationAllowList } from './navigation';
import { allowedHref } from './navigation';

/**
 * Whitelist HTML sanitiser for manufacturers' custom profile HTML (GET /api/customhtml/by-coid).
 * The output is rebuilt from tokens, never copied: allowed elements with allowed attributes
 * (values re-escaped), every text escaped, everything else dropped. Elements whose content is
 * code or foreign markup (script, style, svg, ...) go with their content; other unknown
 * elements are unwrapped (their text stays). Open elements are closed at the end.
 */

const ALLOWED_TAGS = new Set([
  'a', 'b', 'blockquote', 'br', 'dd', 'dl', 'dt', 'em', 'h2', 'h3', 'h4', 'hr', 'i', 'li', 'ol', 'p',
  'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul',
]);
const VOID_TAGS = new Set(['br', 'hr']);
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title',
  'xmp', 'noembed', 'noframes', 'svg', 'math', 'select', 'applet',
]);
const ALLOWED_ATTRIBUTES: Record<string, Record<string, (value: string) => string | null>> = {
  a: { href: safeHref, title: (v) => v },
  td: { colspan: digits, rowspan: digits },
  th: { colspan: digits, rowspan: digits },
};

const COMMENT = /^<!--[\s\S]*?(?:-->|$)/;
const DECLARATION = /^<[!?][^>]*(?:>|$)/;
const END_TAG = /^<\/([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/;
// Like browsers, a "/" also separates attributes: <p/onclick=x> is a p with an onclick.
const START_TAG = /^<([a-zA-Z][a-zA-Z0-9-]*)((?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)[\s/]*>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

function digits(value: string): string | null {
  return /^\d{1,3}$/.test(value.trim()) ? value.trim() : null;
}

/**
 * Custom HTML is the manufacturer's own page text, so its links may lead anywhere on the web
 * (they get rel="nofollow noopener noreferrer"), to this site, or to an address to mail.
 */
const CUSTOM_HTML_LINKS: NavigationAllowList = { hosts: ['*'], contact: true };

/** http(s) links without credentials, mailto:, same-site paths and fragments; anything else (javascript:, data:, //host) is dropped. */
export function safeHref(value: string): string | null {
  const href = value.trim();
  // Protocol-relative addresses and tel: are not written by hand in profile text: refused.
  if (/^[/\\]{2}/.test(href) || /^tel:/i.test(href)) return null;
  return allowedHref(href, CUSTOM_HTML_LINKS);
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = dec ? Number(dec) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Text with its character references kept as written (they cannot make markup) and every other
 * special character escaped. A text run never holds "<": the tokenizer ends it there.
 */
function escapeText(text: string): string {
  return text.replace(/&(?!(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;').replace(/>/g, '&gt;');
}

function attributesOf(tag: string, source: string): string {
  const allowed = ALLOWED_ATTRIBUTES[tag];
  if (!allowed) return '';
  const kept = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    const check = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    const value = check?.(decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    if (value != null && !kept.has(name)) kept.set(name, value);
  }
  // Only <a> has an href.
  if (kept.get('href')?.match(/^https?:/i)) kept.set('rel', 'nofollow noopener noreferrer');
  return [...kept].map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
}

/** Skips a dropped element with its content: to its end tag, or the end of the input. */
function skipContent(html: string, from: number, tag: string): number {
  const end = new RegExp(`</${tag}[^>]*>`, 'i');
  const match = end.exec(html.slice(from));
  return match ? from + match.index + match[0].length : html.length;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const rest = html.slice(i);
    if (!rest.startsWith('<')) {
      const next = rest.indexOf('<');
      const text = next === -1 ? rest : rest.slice(0, next);
      out += escapeText(text);
      i += text.length;
      continue;
    }
    const skipped = COMMENT.exec(rest) ?? DECLARATION.exec(rest);
    const token = skipped ?? END_TAG.exec(rest) ?? START_TAG.exec(rest);
    if (!token) {
      out += '&lt;';
      i += 1;
      continue;
    }
    i += token[0].length;
    if (skipped) continue;
    const tag = token[1].toLowerCase();
    if (token[0].startsWith('</')) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else if (DROP_WITH_CONTENT.has(tag)) {
      if (!token[0].endsWith('/>')) i = skipContent(html, i, tag);
    } else if (ALLOWED_TAGS.has(tag)) {
      out += `<${tag}${attributesOf(tag, token[2])}>`;
      if (!VOID_TAGS.has(tag)) open.push(tag);
    }
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
