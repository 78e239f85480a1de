import { kgCo2e } from '../../domain/project-manual/carbon';
import type { ManualModel, ManualProduct, ManualSection } from '../../domain/project-manual/model';
import { productLine } from '../../domain/project-manual/product-line';
import type { SectionLine } from '../../domain/spec-output';
import { PdfPages } from './pdf-writer';
import { APPENDIX_TITLE, CARBON_TITLE, GROUP_HEADINGS, carbonIntro, coverLines, sectionLabel, totalLine } from './manual-text';

/** Contents entries a contents page holds. */
const ENTRIES_PER_PAGE = 38;

function writeLine(pages: PdfPages, line: SectionLine): void {
  const label = line.label ?? undefined;
  switch (line.kind) {
    case 'header':
      return pages.text(line.text, { size: 8 });
    case 'heading':
      return pages.text(line.text, { font: 'F2', size: 12, gap: 16 });
    case 'part':
      return pages.text(line.text, { font: 'F2', gap: 12 });
    case 'article':
      return pages.text(line.text, { font: 'F2', gap: 8, label, indent: 36 });
    case 'paragraph':
      return pages.text(line.text, { gap: 4, label, labelIndent: 36, indent: 72 });
    case 'subparagraph':
      return pages.text(line.text, { gap: 2, label, labelIndent: 72, indent: 108 });
    case 'end':
      return pages.text(line.text, { font: 'F2', gap: 16 });
  }
}

function writeSection(pages: PdfPages, project: string, section: ManualSection): number {
  const first = pages.newPage(`${project}  |  ${sectionLabel(section)}`);
  for (const line of section.lines) writeLine(pages, line);
  return first;
}

function writeCarbon(pages: PdfPages, model: ManualModel): number {
  const first = pages.newPage(`${model.project.name}  |  ${CARBON_TITLE}`);
  pages.text(CARBON_TITLE.toUpperCase(), { font: 'F2', size: 12 });
  pages.text(carbonIntro(model.carbon), { gap: 8 });
  for (const row of model.carbon.rows) {
    const each = `${kgCo2e(row.gwp)} ${row.per}`;
    const value = row.total === null ? `${each}; no quantity entered` : `${each} x ${row.quantity} = ${kgCo2e(row.total)}`;
    pages.row(`${row.section} ${row.role === 'basis' ? 'Basis of design' : 'Equal'}: ${row.product}`, value);
  }
  for (const total of model.carbon.totals) {
    pages.text(totalLine(total), { font: 'F2', gap: 8 });
  }
  return first;
}

function writeDataSheet(pages: PdfPages, product: ManualProduct): void {
  pages.text(productLine(product), { font: 'F2', size: 11, gap: 14 });
  pages.row('Section', `${product.section} (${product.role === 'basis' ? 'basis of design' : 'listed equal'})`);
  if (product.productType) pages.row('Product type', product.productType);
  pages.row('As specified on', product.specifiedOn);
  for (const [group, heading] of Object.entries(GROUP_HEADINGS)) {
    const rows = product.rows.filter((r) => r.group === group);
    if (rows.length === 0) continue;
    pages.text(heading, { font: 'F2', gap: 8 });
    for (const r of rows) pages.row(r.label, r.value);
  }
}

/**
 * The project manual as a PDF: cover, contents with page numbers, each section from a new page, the
 * embodied-carbon summary and the data-sheet appendix; the project and the section in every page's header.
 */
export async function renderManualPdf(model: ManualModel): Promise<Uint8Array> {
  const { project } = model;
  const pages = await PdfPages.create(`Project manual: ${project.name}`, project.firm || project.name);
  pages.newPage(project.name);
  for (const [i, line] of coverLines(project).entries()) pages.text(line, i === 0 ? { font: 'F2', size: 22, gap: 120 } : { size: 12, gap: 10 });

  const entries: { title: string; page: number }[] = [];
  const entryCount = model.sections.length + 2;
  const contents = Array.from({ length: Math.ceil(entryCount / ENTRIES_PER_PAGE) }, () => pages.newPage(`${project.name}  |  Contents`));
  for (const section of model.sections) entries.push({ title: `${section.number}  ${section.title}`, page: writeSection(pages, project.name, section) });
  entries.push({ title: CARBON_TITLE, page: writeCarbon(pages, model) });
  const appendix = pages.newPage(`${project.name}  |  ${APPENDIX_TITLE}`);
  pages.text(APPENDIX_TITLE.toUpperCase(), { font: 'F2', size: 12 });
  if (model.products.length === 0) pages.text('No products have been added to this project.', { gap: 8 });
  for (const product of model.products) writeDataSheet(pages, product);
  entries.push({ title: APPENDIX_TITLE, page: appendix });

  contents.forEach((page, i) => {
    pages.goTo(page);
    pages.text('CONTENTS', { font: 'F2', size: 12 });
    for (const entry of entries.slice(i * ENTRIES_PER_PAGE, (i + 1) * ENTRIES_PER_PAGE)) pages.leaderLine(entry.title, String(entry.page), { gap: 2 });
  });
  return pages.save(project.name);
}
