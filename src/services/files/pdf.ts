import { PDFDocument, StandardFonts } from 'pdf-lib';
import { writeDataSheet } from './data-sheet-pdf';
import { PageWriter } from './pdf-page-writer';
import type { FileSubject } from './subject';

/**
 * A simple PDF: a title page, then one page per text page of the subject (a page
 * that overflows continues on the next sheet). Standard fonts only, no font files.
 * Text is written as content-stream operators directly: pdf-lib's drawText encodes
 * every glyph as hex and costs ~10x more, which matters when the seed writes
 * thousands of files. Deterministic: dates come from the subject, no random ids.
 */

const PRODUCER = 'SpecFinder demo catalog generator';

export { literal, winAnsiText, wrapText } from './pdf-text';

export async function renderPdf(subject: FileSubject): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(subject.title);
  doc.setAuthor(subject.companyName);
  doc.setSubject(subject.description.slice(0, 200));
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(subject.date);
  doc.setModificationDate(subject.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(doc, regular.ref, bold.ref);
  const footer = `${subject.companyName}  |  ${subject.filename}`;

  writer.newPage(footer);
  writer.paragraph(subject.companyName.toUpperCase(), 'F2', 11, footer);
  writer.paragraph(subject.title, 'F2', 22, footer, 40);
  if (subject.productName) writer.paragraph(productLine(subject), 'F1', 14, footer, 8);
  if (subject.section) writer.paragraph(`CSI MasterFormat Section ${subject.section}`, 'F1', 11, footer, 8);
  writer.paragraph(subject.date.toISOString().slice(0, 10), 'F1', 11, footer, 4);
  writer.paragraph(subject.description, 'F1', 11, footer, 30);

  // A data sheet of a product with a record is its record's tables; its prose pages (kept for products without one) are not printed.
  const record = subject.contentType === 'datasheet' ? subject.productRecord : null;
  if (record) writeDataSheet(writer, subject, record, footer);
  for (const [index, text] of (record ? [] : (subject.pages ?? [])).entries()) {
    writer.newPage(`${footer}  |  page ${index + 2}`);
    const [first, ...rest] = text.split('\n');
    writer.paragraph(first, 'F2', 14, footer);
    for (const block of rest) if (block.trim()) writer.paragraph(block, 'F1', 10, footer, 6);
  }
  writer.finish();
  return doc.save({ useObjectStreams: false, objectsPerTick: Infinity });
}

/** The product's name with its trade name, as the data sheet's title block and its tables name it. */
function productLine(subject: FileSubject): string {
  const tradename = subject.productRecord?.tradename;
  return tradename && subject.productName ? `${subject.productName} - trade name ${tradename}` : (subject.productName ?? '');
}
