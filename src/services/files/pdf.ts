import { PDFDocument, PDFName, StandardFonts, type PDFPage, type PDFRef } from 'pdf-lib';
import { writeDataSheet } from './data-sheet-pdf';
import type { FileSubject } from './subject';

/**
 * A simple PDF: a title page, then one page per text page of the subject (a page
 * that overflows continues on the next sheet). Standard fonts only, no font files.
 * Text is written as content-stream operators directly: pdf-lib's drawText encodes
 * every glyph as hex and costs ~10x more, which matters when the seed writes
 * thousands of files. Deterministic: dates come from the subject, no random ids.
 */

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 60;
const PRODUCER = 'SpecFinder demo catalog generator';
/** Width of a table's label column. */
const LABEL_WIDTH = 200;

/** WinAnsiEncoding bytes of the punctuation outside Latin-1 (Latin-1 itself maps one to one). */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '™': 0x99,
};

/** A PDF literal string: ( ) \ escaped, WinAnsi characters as octal escapes, others '?'. */
export function literal(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8)}`;
    else if (WIN_ANSI[ch] !== undefined) out += `\\${WIN_ANSI[ch].toString(8)}`;
    else if (ch === '\n' || ch === '\t') out += ' ';
    else out += '?';
  }
  return `${out})`;
}

/** Letters without a WinAnsi form or a Unicode decomposition, written as their plain Latin letter. */
const PLAIN_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', Ŧ: 'T', ŧ: 't' };

const isWinAnsi = (ch: string): boolean => {
  const code = ch.charCodeAt(0);
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI[ch] !== undefined;
};

/**
 * The text as a standard font can show it: letters outside WinAnsi lose their accents where
 * they can ("Dvořák" → "Dvorák", "Łukasz" → "Lukasz"); anything else becomes '?'.
 */
export function winAnsiText(text: string): string {
  return Array.from(text, (ch) => {
    if (isWinAnsi(ch)) return ch;
    if (ch === '\n' || ch === '\t') return ' ';
    const base = PLAIN_LETTERS[ch] ?? ch.normalize('NFD').charAt(0);
    return base !== ch && isWinAnsi(base) ? base : '?';
  }).join('');
}

/** Greedy word wrap by an average Helvetica character width (about half the font size). */
export function wrapText(text: string, fontSize: number, width: number, charWidth = 0.5): string[] {
  const maxChars = Math.max(10, Math.floor(width / (fontSize * charWidth)));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > maxChars) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
      while (line.length > maxChars) {
        lines.push(line.slice(0, maxChars));
        line = line.slice(maxChars);
      }
    }
    lines.push(line);
  }
  return lines;
}

interface Line {
  text: string;
  font: 'F1' | 'F2';
  size: number;
  gap?: number;
}

export class PageWriter {
  private page: PDFPage | null = null;
  private ops = '';
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFRef,
    private readonly bold: PDFRef,
  ) {}

  private flush(): void {
    if (!this.page) return;
    const stream = this.doc.context.stream(this.ops);
    this.page.node.addContentStream(this.doc.context.register(stream));
    this.page = null;
    this.ops = '';
  }

  newPage(footer: string): void {
    this.flush();
    const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    page.node.setFontDictionary(PDFName.of('F1'), this.regular);
    page.node.setFontDictionary(PDFName.of('F2'), this.bold);
    this.page = page;
    this.y = PAGE_HEIGHT - MARGIN;
    this.ops = `BT /F1 8 Tf ${MARGIN} 30 Td ${literal(footer)} Tj ET\n`;
    this.ops += `0.6 G 0.5 w ${MARGIN} 44 m ${PAGE_WIDTH - MARGIN} 44 l S 0 G\n`;
  }

  write(line: Line, footer: string): void {
    const lead = line.size * 1.3 + (line.gap ?? 0);
    if (this.y - lead < MARGIN) this.newPage(footer);
    this.y -= lead;
    this.ops += `BT /${line.font} ${line.size} Tf ${MARGIN} ${this.y.toFixed(1)} Td ${literal(line.text)} Tj ET\n`;
  }

  /** A table row: the label in the first column, the value beside it, each wrapped within its column. */
  row(label: string, value: string, footer: string): void {
    const size = 10;
    const labels = wrapText(label, size, LABEL_WIDTH - 10, 0.56);
    const values = wrapText(value, size, PAGE_WIDTH - 2 * MARGIN - LABEL_WIDTH);
    const lead = size * 1.4;
    if (this.y - lead * Math.max(labels.length, values.length) - 4 < MARGIN) this.newPage(footer);
    this.y -= 4;
    // The whole label, then the whole value: a reader taking the text in stream order reads "label value".
    const top = this.y;
    labels.forEach((text, i) => (this.ops += `BT /F2 ${size} Tf ${MARGIN} ${(top - lead * (i + 1)).toFixed(1)} Td ${literal(text)} Tj ET\n`));
    values.forEach((text, i) => (this.ops += `BT /F1 ${size} Tf ${MARGIN + LABEL_WIDTH} ${(top - lead * (i + 1)).toFixed(1)} Td ${literal(text)} Tj ET\n`));
    this.y = top - lead * Math.max(labels.length, values.length);
    this.ops += `0.8 G 0.5 w ${MARGIN} ${(this.y - 4).toFixed(1)} m ${PAGE_WIDTH - MARGIN} ${(this.y - 4).toFixed(1)} l S 0 G\n`;
  }

  paragraph(text: string, font: Line['font'], size: number, footer: string, gap = 0): void {
    const lines = wrapText(text, size, PAGE_WIDTH - 2 * MARGIN, font === 'F2' ? 0.56 : 0.5);
    lines.forEach((t, i) => this.write({ text: t, font, size, gap: i === 0 ? gap : 0 }, footer));
  }

  finish(): void {
    this.flush();
  }
}

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
