import type { ProductRecord } from '../../domain/drawing-attributes';
import { dataSheetRows } from '../../domain/product-data/data-sheet';
import type { PropertyGroup } from '../../domain/product-data/template';
import type { PageWriter } from './pdf-page-writer';
import type { FileSubject } from './subject';

const GROUP_HEADINGS: Record<PropertyGroup, string> = {
  performance: 'Performance',
  dimensions: 'Dimensions',
  construction: 'Construction and materials',
  standards: 'Standards',
  warranty: 'Warranty',
};

/**
 * The data sheet of a product's record after the title page: who makes it and where it is specified, then
 * each group of its properties as a table of display values in the trade's units, its standards, its
 * warranty and the product's other documents. Every value comes from the record (dataSheetRows), as the
 * product page's data sheet does.
 */
export function writeDataSheet(writer: PageWriter, subject: FileSubject, record: ProductRecord, footer: string): void {
  writer.newPage(`${footer}  |  page 2`);
  writer.paragraph('Product data', 'F2', 14, footer);
  writer.row('Product', subject.productName ?? subject.title, footer);
  if (record.tradename) writer.row('Trade name', record.tradename, footer);
  writer.row('Manufacturer', subject.companyName, footer);
  if (subject.section) writer.row('Section', subject.section, footer);
  writer.row('Product type', record.template.name, footer);

  const rows = dataSheetRows(record.template, record.values);
  for (const group of Object.keys(GROUP_HEADINGS) as PropertyGroup[]) {
    const inGroup = rows.filter((r) => r.group === group);
    if (inGroup.length === 0) continue;
    writer.paragraph(GROUP_HEADINGS[group], 'F2', 14, footer, 14);
    for (const row of inGroup) writer.row(row.label, row.value, footer);
  }
  if (record.documents.length > 0) {
    writer.paragraph('Documents', 'F2', 14, footer, 14);
    for (const title of record.documents) writer.paragraph(title, 'F1', 10, footer, 4);
  }
}
