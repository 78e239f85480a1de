import { PDFName, type PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';
import { literal, wrapText } from './pdf-text';

/**
 * Writes text pages as content-stream operators directly: pdf-lib's drawText encodes every glyph as hex
 * and costs ~10x more, which matters when the seed writes thousands of files.
 */

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 60;
/** Width of a table's label column. */
const LABEL_WIDTH = 200;

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
