import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { companyPath } from '../../domain/company-id';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../../domain/content-types';
import { contentItemPath } from '../content-links';
import type { ContentCard } from '../content-items';
import { endSentence } from '../../domain/sentence';

/** One entry of the site feed, whatever it comes from. */
export interface FeedItem {
  /** Stable and unique across sources, e.g. "content-123". */
  guid: string;
  title: string;
  /** Site path of the page the item links to. */
  path: string;
  /** Plain text. */
  description: string;
  category: string;
  publishedAt: Date;
}

/** A kind of item in the feed and the page routes its links need. */
interface FeedSource {
  name: string;
  /** Route-table paths the items link to; a source whose pages do not exist yet is left out. */
  routes: readonly string[];
  load(db: Queryable, limit: number): Promise<FeedItem[]>;
}

/** UTC ISO text of a timestamp column: the same on PGlite and node-postgres. */
const isoUtc = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

const DESCRIPTION_MAX = 300;

/** Plain text cut at a word boundary, so feed readers show a summary rather than a whole body. */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const head = space > max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** A card's fields, with publishedAt as a full UTC timestamp (RSS needs the time). */
type ContentRow = Pick<ContentCard, 'id' | 'contentType' | 'title' | 'description' | 'coid' | 'companyName' | 'productSeq' | 'publishedAt'>;

/** New catalog content: online items of every type, newest first, on their own pages. */
export const CONTENT_SOURCE: FeedSource = {
  name: 'content',
  routes: ['/company/:id/:contentType/:contentId', '/product/:id'],
  async load(db, limit) {
    const rows = await db.many<ContentRow>(sql`
      SELECT ci.id, ci.content_type AS "contentType", ci.title, ci.description, ci.coid, c.name AS "companyName",
        ci.product_seq AS "productSeq", ${isoUtc('ci.published_at')} AS "publishedAt"
      FROM content_items ci JOIN companies c ON c.coid = ci.coid
      WHERE ci.online
      ORDER BY ci.published_at DESC, ci.id DESC LIMIT ${limit}`);
    return rows.map((row) => {
      const type = contentTypeSchema.safeParse(row.contentType);
      const label = type.success ? CONTENT_TYPE_LABELS[type.data].singular : row.contentType;
      return {
        guid: `content-${row.id}`,
        title: `${row.title} – ${row.companyName}`,
        path: contentItemPath(row),
        description: summary(row.description || `${label} from ${endSentence(row.companyName)}`),
        category: label,
        publishedAt: new Date(row.publishedAt),
      };
    });
  },
};

interface AlertRow {
  seq: number;
  kind: string;
  title: string;
  body: string;
  coid: number;
  companyName: string;
  publishedAt: string;
}

/**
 * Alerts and news about manufacturers. No page shows a single alert yet, so each links to the
 * company page of the manufacturer it is about; alerts about no manufacturer are left out.
 */
const ALERTS_SOURCE: FeedSource = {
  name: 'alerts',
  routes: ['/company/:id'],
  async load(db, limit) {
    const rows = await db.many<AlertRow>(sql`
      SELECT a.seq, a.kind, a.title, a.body, a.coid, c.name AS "companyName", ${isoUtc('a.published_at')} AS "publishedAt"
      FROM alerts a JOIN companies c ON c.coid = a.coid
      ORDER BY a.published_at DESC, a.seq DESC LIMIT ${limit}`);
    return rows.map((row) => ({
      guid: `alert-${row.seq}`,
      title: row.title,
      path: companyPath(row.companyName, row.coid),
      description: summary(row.body || row.title),
      category: row.kind === 'news' ? 'News' : 'Alert',
      publishedAt: new Date(row.publishedAt),
    }));
  },
};

interface BlogRow {
  seq: number;
  title: string;
  summary: string;
  publishedAt: string;
}

/** Blog posts, on /blog-post/{seq} once that page exists. */
export const BLOG_SOURCE: FeedSource = {
  name: 'blog',
  routes: ['/blog-post/:id'],
  async load(db, limit) {
    const rows = await db.many<BlogRow>(sql`
      SELECT seq, title, summary, ${isoUtc('published_at')} AS "publishedAt"
      FROM blog_posts ORDER BY published_at DESC, seq DESC LIMIT ${limit}`);
    return rows.map((row) => ({
      guid: `blog-${row.seq}`,
      title: row.title,
      path: `/blog-post/${row.seq}`,
      description: summary(row.summary || row.title),
      category: 'Blog',
      publishedAt: new Date(row.publishedAt),
    }));
  },
};

export const FEED_SOURCES: readonly FeedSource[] = [CONTENT_SOURCE, ALERTS_SOURCE, BLOG_SOURCE];
const FEED_LIMIT = 50;

/** The sources whose pages the given route table serves. */
export function availableSources(routePaths: readonly string[], sources: readonly FeedSource[] = FEED_SOURCES): FeedSource[] {
  const known = new Set(routePaths);
  return sources.filter((source) => source.routes.every((route) => known.has(route)));
}

/** The newest items across the sources, newest first (ties broken by guid so the order is stable). */
export async function newestFeedItems(db: Queryable, sources: readonly FeedSource[], limit = FEED_LIMIT): Promise<FeedItem[]> {
  const lists = await Promise.all(sources.map((source) => source.load(db, limit)));
  return lists
    .flat()
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.guid.localeCompare(b.guid))
    .slice(0, limit);
}
