import { sql } from '../../src/db/sql';
import type { Db, Queryable } from '../../src/db/types';
import { buildCompanyContent, type CompanyContent } from './content';
import { canBypassTrigger, insertContentItems, verifySearchVectors } from './content-insert';
import { iso } from './dates';
import { DECLARATION_COLUMNS, declarationRow } from './declarations';
import { writeCompanyFiles, writeCompanyLogo } from './files';
import type { FileStore } from '../../src/services/storage/file-store';
import { insertRows, nextId, syncSequence } from './insert';
import type { CompanyPlan, ContentRef, ProductPlan, WizardRef } from './model';
import type { Rng } from './prng';
import { buildProducts } from './products';
import { claimsSentence, companyClaims } from './company-claims';

/** About this many products are generated and inserted per transaction. */
const CHUNK_PRODUCTS = 2500;

interface CatalogResult {
  products: number;
  contentItems: number;
  files: number;
  refs: ContentRef[];
  wizards: WizardRef[];
  /** A few products per company, for favorites and featured picks. */
  productSeqs: number[];
}

interface CatalogOptions {
  files?: FileStore;
  maxFiles: number;
  log: (line: string) => void;
}

function productRow(p: ProductPlan): unknown[] {
  return [p.seq, p.coid, p.parentId, p.heading, p.name, p.tradename, p.treeOrder, p.online, p.featured, p.section,
    p.division, p.description, iso(p.createdAt), JSON.stringify(p.attributes), p.record?.template.id ?? null,
    p.record?.template.version ?? null, JSON.stringify(p.record?.values ?? {}), p.code];
}

async function insertChunk(tx: Queryable, products: ProductPlan[], content: CompanyContent[], bypassTrigger: boolean): Promise<void> {
  await insertRows(tx, 'products', ['seq int', 'coid int', 'parent_id int', 'heading boolean', 'name text', 'tradename text', 'tree_order int', 'online boolean',
    'is_featured boolean', 'section text', 'division text', 'description text', 'created_at timestamptz', 'attributes jsonb',
    'template_id text', 'template_version int', 'properties jsonb', 'code text'], products.map(productRow));
  await insertContentItems(tx, content.flatMap((c) => c.items), bypassTrigger);
  await insertRows(tx, 'catalog_pages', ['content_id int', 'page_number int', 'data text'], content.flatMap((c) => c.catalogPages));
  await insertRows(tx, 'declarations', DECLARATION_COLUMNS,
    content.flatMap((c) => c.items.flatMap((i) => (i.declaration ? [declarationRow(i.id, i.declaration)] : []))));
  await insertRows(tx, 'spec_documents', ['content_id int', 'filename text', 'body jsonb'],
    content.flatMap((c) => c.specs.map(([id, filename, body]) => [id, filename, JSON.stringify(body)])));
  await insertRows(tx, 'spec_wizards', ['content_id int', 'filename text', 'active boolean', 'tree jsonb'],
    content.flatMap((c) => c.wizards.map(([id, filename, tree]) => [id, filename, true, JSON.stringify(tree)])));
}

/** The real sizes of the files just written, so listings show what a download weighs. */
async function recordFileSizes(db: Queryable, sizes: ReadonlyMap<number, number>): Promise<void> {
  if (sizes.size === 0) return;
  await db.query(sql`UPDATE content_items ci SET file_size = u.size
    FROM unnest(${[...sizes.keys()]}::int[], ${[...sizes.values()]}::int[]) AS u(id, size) WHERE ci.id = u.id`);
}

/** Product trees and content of every company, generated and inserted chunk by chunk. */
export async function seedCatalogContent(db: Db, root: Rng, plans: CompanyPlan[], options: CatalogOptions): Promise<CatalogResult> {
  const result: CatalogResult = { products: 0, contentItems: 0, files: 0, refs: [], wizards: [], productSeqs: [] };
  let seq = await nextId(db, 'products', 'seq');
  let id = await nextId(db, 'content_items', 'id');
  const firstId = id;
  const bypassTrigger = await canBypassTrigger(db);
  for (let start = 0; start < plans.length;) {
    const chunk: CompanyPlan[] = [];
    let size = 0;
    while (start < plans.length && (chunk.length === 0 || size + plans[start].productCount <= CHUNK_PRODUCTS)) {
      size += plans[start].productCount;
      chunk.push(plans[start++]);
    }
    const products: ProductPlan[] = [];
    const content: CompanyContent[] = [];
    for (const plan of chunk) {
      const rng = root.fork(`catalog:${plan.index}`);
      const own = buildProducts(rng, plan, seq);
      seq += own.length;
      const claims = claimsSentence(companyClaims(own));
      if (claims) plan.description = `${plan.description} ${claims}`;
      const items = buildCompanyContent(rng, plan, own, id);
      id += items.items.length;
      products.push(...own);
      content.push(items);
      result.productSeqs.push(...own.filter((p) => !p.heading && p.online).slice(0, 2).map((p) => p.seq));
    }
    await db.transaction(async (tx) => {
      await insertChunk(tx, products, content, bypassTrigger);
      for (const plan of chunk) await tx.query(sql`UPDATE companies SET description = ${plan.description} WHERE coid = ${plan.coid}`);
    });
    for (const [i, plan] of chunk.entries()) {
      const items = content[i].items;
      result.contentItems += items.length;
      result.refs.push(...items.map((c) => ({ id: c.id, coid: c.coid, contentType: c.contentType, hasFile: Boolean(c.filename && c.fileFormat !== 'html') })));
      result.wizards.push(...content[i].wizardRefs);
      if (options.files) await writeCompanyLogo(options.files, plan.coid, plan.name);
      if (options.files && result.files < options.maxFiles) {
        const sizes = await writeCompanyFiles(options.files, plan.coid, plan.name, items, options.maxFiles - result.files);
        result.files += sizes.size;
        await recordFileSizes(db, sizes);
      }
    }
    result.products += products.length;
    options.log(`  ${result.products} products, ${result.contentItems} content items, ${result.files} files`);
  }
  if (bypassTrigger) await verifySearchVectors(db, firstId, options.log);
  await syncSequence(db, 'products', 'seq');
  await syncSequence(db, 'content_items', 'id');
  return result;
}
