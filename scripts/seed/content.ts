import { slugify } from '../../src/domain/slug';
import { productTitle } from '../../src/domain/product-title';
import { generatedFormat } from '../../src/services/files/index';
import { catalogPages } from './catalog-pages';
import { sectionTitleOf } from './categories';
import * as text from './content-text';
import { publishedDate } from './dates';
import { epdFacts, hpdFacts } from './declarations';
import { certificatePages, datasheetPages, epdPages, hpdPages } from './doc-pages';
import type { CompanyPlan, ContentPlan, ProductPlan, WizardRef } from './model';
import type { Rng } from './prng';
import { specPages } from '../../src/services/files/spec-pages';
import { buildSpecBody, type SpecBody } from './spec-document';
import { buildWizardTree, type WizardTree } from '../../src/domain/spec-wizard';

/** What a product's files state of it: its record and trade name, as the download service reads them from the database. */
function recordOf(p: ProductPlan): ContentPlan['productRecord'] {
  return p.record ? { template: p.record.template, values: p.record.values, tradename: p.tradename } : null;
}

/** Everything one company contributes besides its products. */
export interface CompanyContent {
  items: ContentPlan[];
  catalogPages: Array<[contentId: number, page: number, data: string]>;
  specs: Array<[contentId: number, filename: string, body: SpecBody]>;
  wizards: Array<[contentId: number, filename: string, tree: WizardTree]>;
  wizardRefs: WizardRef[];
}

/** Typical sizes in bytes of the real documents these stand for (shown in listings). */
const SIZE_RANGES: Record<string, [number, number]> = {
  dxf: [80_000, 2_500_000], ifc: [150_000, 6_000_000], mp4: [8_000_000, 120_000_000],
  datasheet: [200_000, 3_000_000], catalog: [4_000_000, 40_000_000], certificate: [100_000, 1_000_000],
  epd: [500_000, 4_000_000], hpd: [200_000, 1_500_000], spec: [60_000, 400_000],
};

/** Adds an item: id, popularity and online are drawn here; format and size follow the content type. */
type Add = (item: Omit<ContentPlan, 'id' | 'coid' | 'popularity' | 'online' | 'fileFormat' | 'fileSize' | 'url'> &
  Partial<Pick<ContentPlan, 'online' | 'fileFormat' | 'fileSize' | 'url'>>) => ContentPlan;

class FileNames {
  private readonly used = new Set<string>();

  take(base: string, ext: string): string {
    const stem = slugify(base).slice(0, 80) || 'file';
    let name = `${stem}.${ext}`;
    for (let n = 2; this.used.has(name); n++) name = `${stem}-${n}.${ext}`;
    this.used.add(name);
    return name;
  }
}

export function buildCompanyContent(
  rng: Rng,
  plan: CompanyPlan,
  products: ProductPlan[],
  firstId: number,
): CompanyContent {
  const out: CompanyContent = { items: [], catalogPages: [], specs: [], wizards: [], wizardRefs: [] };
  const files = new FileNames();
  let id = firstId;
  const size = (key: string) => rng.int(...SIZE_RANGES[key]);

  const add: Add = (item) => {
    const format = item.fileFormat !== undefined ? item.fileFormat : generatedFormat(item.contentType);
    const sizeKey = format === 'pdf' ? item.contentType : format;
    const full: ContentPlan = {
      id: id++,
      coid: plan.coid,
      popularity: rng.skewed(10_000),
      online: rng.chance(0.98),
      url: null,
      ...item,
      fileFormat: format,
      fileSize: item.fileSize !== undefined ? item.fileSize : sizeKey && SIZE_RANGES[sizeKey] ? size(sizeKey) : null,
    };
    // Files we generate get their real size when the seed writes them (writeCompanyFiles); a drawn
    // figure would disagree with the download. The draw above stays, so the random sequence does too.
    if (generatedFormat(full.contentType)) full.fileSize = null;
    out.items.push(full);
    return full;
  };
  const dated = (p: ProductPlan) => {
    const d = publishedDate(rng);
    return d > p.createdAt ? d : p.createdAt;
  };

  // The first company's first product carries every kind of document, so even a tiny catalog has them all.
  let showcase = plan.index === 0;
  for (const p of products) {
    if (p.heading) continue;
    const always = showcase;
    showcase = false;
    const base = { productSeq: p.seq, division: p.division, section: p.section, productName: p.name, productRecord: recordOf(p) };
    add({ ...base, contentType: 'product', title: productTitle(p), description: p.description, filename: null, fileFormat: null, fileSize: null, online: p.online, publishedAt: p.createdAt });
    const views = rng.sample(text.CAD_VIEWS, Math.max(always ? 1 : 0, rng.weighted([[0, 10], [1, 40], [2, 30], [3, 20]] as const)));
    for (const view of views) {
      add({ ...base, contentType: 'cad', ...text.cadText(rng, p, view), filename: files.take(`${p.brand} ${view}`, 'dxf'), publishedAt: dated(p) });
    }
    if (rng.chance(0.65) || always) add({ ...base, contentType: 'bim', ...text.bimText(p), filename: files.take(`${p.brand} ${p.noun}`, 'ifc'), publishedAt: dated(p) });
    if (rng.chance(0.55) || always) {
      const kind = rng.pick(text.DATASHEET_KINDS);
      add({ ...base, contentType: 'datasheet', ...text.datasheetText(p, kind), filename: files.take(`${p.brand} ${kind}`, 'pdf'), publishedAt: dated(p), pages: datasheetPages(rng, p, plan, kind) });
    }
    if (rng.chance(0.25) || always) {
      const cert = text.certificateText(rng, p, plan);
      const when = dated(p);
      add({ ...base, contentType: 'certificate', title: cert.title, description: cert.description, filename: files.take(`${p.brand} ${cert.cert}`, 'pdf'), publishedAt: when, pages: certificatePages(rng, p, plan, cert.cert, when) });
    }
    // Facts are drawn once and threaded to the description, the PDF pages and the declarations row.
    if (rng.chance(0.1) || always) {
      const epd = text.epdText(rng, p);
      const publishedAt = dated(p);
      const declaration = epdFacts(rng, epd, publishedAt);
      add({ ...base, contentType: 'epd', title: epd.title, description: epd.description, filename: files.take(`${p.brand} epd`, 'pdf'), publishedAt, pages: epdPages(rng, p, plan, declaration), declaration });
    }
    if (rng.chance(0.08) || always) {
      const publishedAt = dated(p);
      const declaration = hpdFacts(rng, publishedAt);
      add({ ...base, contentType: 'hpd', ...text.hpdText(p, declaration), filename: files.take(`${p.brand} hpd`, 'pdf'), publishedAt, pages: hpdPages(rng, p, plan, declaration), declaration });
    }
    if (rng.chance(0.12) || always) {
      const kind = rng.pick(text.VIDEO_KINDS);
      const filename = files.take(`${p.brand} ${kind}`, 'mp4');
      // The demo has no video files: the item waits offline (never offered) until its file is put in place.
      add({ ...base, contentType: 'video', ...text.videoText(rng, p, kind), filename, fileFormat: 'mp4', url: `/media/videos/${plan.coid}/${filename}`, online: false, publishedAt: dated(p) });
    }
  }
  companyItems(rng, plan, products, add, files, out);
  return out;
}

/** Company-level items: specs (one per family section), spec wizards, catalogs, webinars, software. */
function companyItems(rng: Rng, plan: CompanyPlan, products: ProductPlan[], add: Add, files: FileNames, out: CompanyContent): void {
  const headings = products.filter((p) => p.heading);
  if (headings.length === 0) return;
  const sections = [...new Set(headings.map((h) => h.section))];
  const wizardSections = plan.isClient ? new Set(rng.sample(sections, rng.int(1, 2))) : new Set<string>();
  for (const section of sections) {
    const items = products.filter((p) => !p.heading && p.section === section);
    const anchor = items[0] ?? headings.find((h) => h.section === section)!;
    const title = sectionTitleOf(section);
    const digits = section.replace(/\D/g, '');
    const body = buildSpecBody(rng, plan, section, items);
    // productName is the anchor product's name, as the download service finds it through product_seq.
    const common = { productSeq: anchor.seq, productName: anchor.name, productRecord: recordOf(anchor), division: section.slice(0, 2), section };
    const spec = add({ ...common, contentType: 'spec', ...text.specText(plan, section, title), filename: files.take(`${plan.webabrv}-${digits}`, 'pdf'), publishedAt: publishedDate(rng), pages: specPages(body) });
    out.specs.push([spec.id, `${plan.webabrv}-${digits}.spec`, body]);
    if (wizardSections.has(section)) {
      const tree = buildWizardTree(body);
      const filename = `${plan.webabrv}-${digits}.sw`;
      const sw = add({ ...common, contentType: 'sw', ...text.wizardText(plan, section, title), filename, fileFormat: 'html', fileSize: null, url: null, online: true, publishedAt: publishedDate(rng) });
      out.wizards.push([sw.id, filename, tree]);
      out.wizardRefs.push({ contentId: sw.id, coid: plan.coid, section, tree });
    }
  }

  const first = headings[0];
  const catalogs = 1 + (plan.productCount > 20 ? 1 : 0) + (plan.productCount > 50 ? 1 : 0) + (rng.chance(0.3) ? 1 : 0);
  for (let i = 0; i < catalogs; i++) {
    const publishedAt = publishedDate(rng);
    const year = publishedAt.getUTCFullYear();
    const heading = headings[i % headings.length].name;
    const title = [`Product Catalog ${year}`, `${heading} Catalog ${year}`, `Architectural Design Guide ${year}`, `${heading} Technical Guide`][i];
    const pages = catalogPages(rng, plan, title, products, rng.int(4, 12));
    const item = add({ productSeq: null, division: first.division, section: first.section, contentType: 'catalog', ...text.catalogText(plan, title, pages.length), filename: files.take(title, 'pdf'), publishedAt, pages });
    pages.forEach((data, index) => out.catalogPages.push([item.id, index + 1, data]));
  }
  const webinars = rng.chance(0.25) || plan.index === 0 ? rng.int(1, 2) : 0;
  for (let i = 0; i < webinars; i++) {
    const heading = rng.pick(headings);
    const t = text.webinarText(rng, plan, heading.name);
    const slug = slugify(t.title).slice(0, 80);
    // No recording and no attendance page in the demo: offline until one exists (a recording's place is kept).
    add({ productSeq: null, division: heading.division, section: heading.section, contentType: 'webinar', ...t, filename: null, fileFormat: 'html', fileSize: null, url: `/media/webinars/${plan.coid}/${slug}.mp4`, online: false, publishedAt: publishedDate(rng) });
  }
  if (rng.chance(0.12) || plan.index === 0) {
    const heading = rng.pick(headings);
    const t = text.softwareText(rng, plan, heading.name, plan.brands[0]);
    // No installer in the demo: offline until its file is put in place.
    add({ productSeq: null, division: heading.division, section: heading.section, contentType: 'software', ...t, filename: null, fileFormat: 'html', fileSize: null, url: `/media/software/${plan.coid}/${slugify(t.title)}.zip`, online: false, publishedAt: publishedDate(rng) });
  }
}
