import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { AsSpecifiedDeclaration, AsSpecifiedDocument, AsSpecifiedRecord } from '../../domain/project/as-specified';
import { recordViews } from '../product-data/record-view';

interface ProductRow {
  seq: number;
  name: string;
  tradename: string | null;
  coid: number;
  company: string;
  section: string | null;
  template: string | null;
  templateVersion: number | null;
  properties: unknown;
  live: boolean;
}

interface DocumentRow {
  productSeq: number;
  id: number;
  title: string;
  contentType: string;
  version: number | null;
  publishedAt: string;
}

const seqList = (seqs: readonly number[]) => sql`(SELECT jsonb_array_elements_text(${JSON.stringify(seqs)}::jsonb)::int)`;

async function documentsOf(db: Queryable, seqs: readonly number[]): Promise<Map<number, DocumentRow[]>> {
  const rows = await db.many<DocumentRow>(sql`
    SELECT ci.product_seq AS "productSeq", ci.id, ci.title, ci.content_type AS "contentType",
      (SELECT max(v.version) FROM document_versions v WHERE v.content_id = ci.id AND v.retired_at IS NULL AND NOT v.awaiting_review) AS version,
      to_char(ci.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt"
    FROM content_items ci
    WHERE ci.online AND ci.product_seq IN ${seqList(seqs)}
      -- The product's own item and its declarations and certificates are not documents of it.
      AND ci.content_type NOT IN ('product', 'epd', 'hpd', 'certificate')
    ORDER BY ci.product_seq, ci.id`);
  return groupBy(rows);
}

async function certificatesOf(db: Queryable, seqs: readonly number[]): Promise<Map<number, (AsSpecifiedDeclaration & { productSeq: number })[]>> {
  const rows = await db.many<{ productSeq: number; id: number }>(sql`
    SELECT ci.product_seq AS "productSeq", ci.id FROM content_items ci
    WHERE ci.online AND ci.content_type = 'certificate' AND ci.product_seq IN ${seqList(seqs)}
    ORDER BY ci.product_seq, ci.id`);
  return groupBy(rows.map((r) => ({ productSeq: r.productSeq, id: r.id, type: 'certificate' as const, declaredUnit: null, gwp: null, validUntil: null })));
}

function groupBy<T extends { productSeq: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.productSeq, [...(out.get(r.productSeq) ?? []), r]);
  return out;
}

/**
 * The products' records as they are now, in the as-specified shape: the typed record read through its template,
 * the versions of its documents, its certificates and its declarations' validity and GWP. A product no longer on
 * the site reads as withdrawn; an unknown seq is left out of the map.
 */
export async function productRecordsNow(db: Queryable, seqs: readonly number[]): Promise<Map<number, AsSpecifiedRecord>> {
  const out = new Map<number, AsSpecifiedRecord>();
  if (seqs.length === 0) return out;
  const products = await db.many<ProductRow>(sql`
    SELECT p.seq, p.name, p.tradename, p.coid, c.name AS company, p.section, p.template_id AS template,
      p.template_version AS "templateVersion", p.properties, p.online AND p.publication = 'published' AS live
    FROM products p JOIN companies c ON c.coid = p.coid
    WHERE p.seq IN ${seqList(seqs)}`);
  // One after another: `db` may be a transaction, whose one connection takes one statement at a time.
  const views = await recordViews(db, products.map((p) => ({ seq: p.seq, template: p.template, templateVersion: p.templateVersion, properties: p.properties })));
  const documents = await documentsOf(db, seqs);
  const certificates = await certificatesOf(db, seqs);
  const recordedAt = new Date().toISOString();
  products.forEach((p, i) => {
    const view = views[i];
    const docs: AsSpecifiedDocument[] = (documents.get(p.seq) ?? []).map(({ productSeq: _, ...d }) => d);
    out.set(p.seq, {
      format: 1,
      productId: p.seq,
      template: p.template && p.templateVersion !== null ? { id: p.template, version: p.templateVersion } : null,
      name: p.name,
      tradename: p.tradename,
      manufacturer: { coid: p.coid, name: p.company },
      section: p.section,
      withdrawn: !p.live,
      properties: view.properties.map(({ id, name, value, unit, display }) => ({ id, name, value, unit, display })),
      documents: docs,
      declarations: [
        ...view.declarations.map((d) => ({ id: d.id, type: d.type, declaredUnit: d.declaredUnit, gwp: d.gwp, validUntil: d.expiresOn })),
        ...(certificates.get(p.seq) ?? []).map(({ productSeq: _, ...d }) => d),
      ],
      recordedAt,
    });
  });
  return out;
}
