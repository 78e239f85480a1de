import { companyPath } from '../domain/company-id';
import { CONTENT_TYPE_LABELS, isContentType } from '../domain/content-types';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { contentItemPath } from './content-links';

interface Suggestion {
  label: string;
  detail: string;
  url: string;
}

/** 'harlow glas' → 'harlow & glas:*' with only letters and digits, or null when nothing is left. */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** Typeahead: matching manufacturers first, then the most popular matching items. */
export async function suggest(db: Queryable, text: string, limit = 8): Promise<Suggestion[]> {
  const query = prefixQuery(text);
  if (!query) return [];
  const companies = await db.many<{ coid: number; name: string; city: string; state: string }>(sql`
    SELECT coid, name, city, state FROM companies
    WHERE to_tsvector('simple', name) @@ to_tsquery('simple', ${query})
    ORDER BY name LIMIT 3`);
  const items = await db.many<{ id: number; title: string; contentType: string; productSeq: number | null; coid: number; companyName: string }>(sql`
    SELECT ci.id, ci.title, ci.content_type AS "contentType", ci.product_seq AS "productSeq", ci.coid, c.name AS "companyName"
    FROM content_items ci JOIN companies c ON c.coid = ci.coid
    WHERE ci.name_words @@ to_tsquery('simple', ${query}) AND ci.online
    ORDER BY ci.popularity DESC, ci.id LIMIT ${limit - companies.length}`);
  return [
    ...companies.map((c) => ({
      label: c.name,
      detail: ['Manufacturer', [c.city, c.state].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
      url: companyPath(c.name, c.coid),
    })),
    ...items.map((i) => ({
      label: i.title,
      detail: `${isContentType(i.contentType) ? CONTENT_TYPE_LABELS[i.contentType].singular : i.contentType} · ${i.companyName}`,
      url: contentItemPath(i),
    })),
  ];
}
