import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { SpecBody } from '../../domain/spec-document';
import { paragraphsOf } from '../../domain/spec-document';
import { paragraphLines } from '../../domain/spec-notation';

/** One changed paragraph (or heading) of a section under review, in the notation, before → after. */
interface SpecReviewLine {
  /** '1.4.C', 'PART 2', '2.1' or 'Title'. */
  label: string;
  before: string | null;
  after: string | null;
}

export interface SpecReviewItem {
  coid: number;
  companyName: string;
  id: number;
  section: string;
  title: string;
  submittedAt: string;
  lines: SpecReviewLine[];
}

/** Every heading and paragraph of a section, keyed by where it stands, as the notation writes it. */
function piecesOf(body: SpecBody): Map<string, string> {
  const pieces = new Map<string, string>([['Title', body.title]]);
  for (const part of body.parts) {
    pieces.set(`PART ${part.number}`, part.title);
    for (const article of part.articles) pieces.set(article.number, article.title);
  }
  for (const { article, paragraph } of paragraphsOf(body)) pieces.set(`${article.number}.${paragraph.label}`, paragraphLines(article.number, paragraph).join('\n'));
  return pieces;
}

/** The paragraphs and headings that differ, in the order of the new text (removed ones last). */
function changedPieces(before: SpecBody, after: SpecBody): SpecReviewLine[] {
  const was = piecesOf(before);
  const now = piecesOf(after);
  const lines: SpecReviewLine[] = [];
  for (const [label, text] of now) if (was.get(label) !== text) lines.push({ label, before: was.get(label) ?? null, after: text });
  for (const [label, text] of was) if (!now.has(label)) lines.push({ label, before: text, after: null });
  return lines;
}

const QUEUE_LIMIT = 200;

/** Submitted sections, oldest first, each with its changed paragraphs. */
export async function listSpecReviewQueue(db: Queryable): Promise<SpecReviewItem[]> {
  const rows = await db.many<{ coid: number; companyName: string; id: number; section: string; body: SpecBody; pending: SpecBody; submittedAt: string }>(sql`
    SELECT ci.coid, c.name AS "companyName", d.content_id AS id, ci.section, d.body, d.pending,
      to_char(d.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "submittedAt"
    FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id JOIN companies c ON c.coid = ci.coid
    WHERE d.publication = 'submitted' AND d.pending IS NOT NULL
    ORDER BY d.updated_at, d.content_id LIMIT ${QUEUE_LIMIT}`);
  return rows.map(({ body, pending, ...row }) => ({ ...row, title: pending.title, lines: changedPieces(body, pending) }));
}
