import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { displayValue } from '../../domain/product-data/display';
import type { PropertyValues } from '../../domain/product-data/values';
import { notFound } from '../../errors';
import { findTemplate } from '../product-data/templates';
import type { IfcExpectation } from './checks';

/** The product a document is uploaded to, with what its files must agree with. */
export interface UploadProduct {
  seq: number;
  coid: number;
  name: string;
  section: string | null;
  division: string | null;
  templateId: string | null;
  templateVersion: number | null;
  properties: PropertyValues | null;
}

/** An existing document of the product that a new version replaces. */
export interface ReplacedDocument {
  id: number;
  contentType: string;
  title: string;
  publication: string;
}

/** The manufacturer's product (any state), or 404: another manufacturer's product is not told apart from none. */
export async function uploadProduct(db: Queryable, coid: number, productSeq: number): Promise<UploadProduct> {
  const product = await db.maybeOne<UploadProduct>(sql`
    SELECT seq, coid, name, section, division, template_id AS "templateId", template_version AS "templateVersion", properties
    FROM products WHERE seq = ${productSeq} AND coid = ${coid} AND NOT heading`);
  if (!product) throw notFound(`No product ${productSeq} of manufacturer ${coid}`);
  return product;
}

/** The product's document `contentId`, or 404. */
export async function replacedDocument(db: Queryable, product: UploadProduct, contentId: number): Promise<ReplacedDocument> {
  const doc = await db.maybeOne<ReplacedDocument>(sql`
    SELECT id, content_type AS "contentType", title, publication FROM content_items
    WHERE id = ${contentId} AND product_seq = ${product.seq} AND coid = ${product.coid}`);
  if (!doc) throw notFound(`No document ${contentId} of product ${product.seq}`);
  return doc;
}

/** What an IFC model of the product must hold: its template's class, and every record value the template maps to IFC. */
export async function ifcExpectation(db: Queryable, product: UploadProduct): Promise<IfcExpectation | null> {
  if (!product.templateId || product.templateVersion === null) return null;
  const template = await findTemplate(db, product.templateId, product.templateVersion);
  if (!template) return null;
  const values = product.properties ?? {};
  const properties = template.properties.flatMap((def) => {
    const value = values[def.id];
    if (!def.ifc || value === undefined) return [];
    const display = displayValue(def, value);
    const expected = typeof value === 'number' || typeof value === 'boolean' ? value : display;
    return [{ ifc: def.ifc, name: def.name, value: expected, display }];
  });
  return { ifcClass: template.ifcClass, properties };
}
