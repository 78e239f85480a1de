import { PDFDocument, PDFName, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { literal, winAnsiText, wrapText } from '../files/pdf-text';

/**
 * Text pages with a running header and a "Page n of m" footer on every page, for the project manual and the
 * outline. Pages keep their operators until `save`, so a contents page reserved early is filled in once the
 * pages it lists are known. Standard fonts only; text is reduced to what they show (winAnsiText).
 */

const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 60;
const TOP = HEIGHT - 66;
const BOTTOM = 60;

type Font = 'F1' | 'F2';

interface TextOptions {
  font?: Font;
  size?: number;
  /** Points from the left margin. */
  indent?: number;
  /** Extra space above. */
  gap?: number;
  /** Printed at `labelIndent` before the text ("2.1", "A."). */
  label?: string;
  labelIndent?: number;
}

interface Sheet {
  page: PDFPage;
  header: string;
  ops: string;
}

export class PdfPages {
  private readonly sheets: Sheet[] = [];
  private current = -1;
  private y = TOP;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(title: string, author: string): Promise<PdfPages> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(winAnsiText(title));
    doc.setAuthor(winAnsiText(author));
    doc.setProducer('SpecFind');
    doc.setCreator('SpecFind');
    return new PdfPages(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  }

  /** Starts a page with this running header; its number (1-based). */
  newPage(header: string): number {
    const page = this.doc.addPage([WIDTH, HEIGHT]);
    page.node.setFontDictionary(PDFName.of('F1'), this.regular.ref);
    page.node.setFontDictionary(PDFName.of('F2'), this.bold.ref);
    this.sheets.push({ page, header, ops: '' });
    this.current = this.sheets.length - 1;
    this.y = TOP;
    return this.sheets.length;
  }

  /** Goes back to the top of an earlier page (a reserved contents page) to write on it. */
  goTo(pageNumber: number): void {
    this.current = pageNumber - 1;
    this.y = TOP;
  }

  get pageCount(): number {
    return this.sheets.length;
  }

  private put(font: Font, size: number, x: number, y: number, text: string): void {
    this.sheets[this.current].ops += `BT /${font} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td ${literal(winAnsiText(text))} Tj ET\n`;
  }

  /** Moves down by `lead`, continuing on a new page (same header) when the page is full. */
  private advance(lead: number): void {
    if (this.y - lead < BOTTOM) this.newPage(this.sheets[this.current].header);
    this.y -= lead;
  }

  /** A paragraph wrapped within the margins from its indent, with an optional hanging label. */
  text(text: string, { font = 'F1', size = 10, indent = 0, gap = 0, label, labelIndent = 0 }: TextOptions = {}): void {
    const lines = wrapText(winAnsiText(text), size, WIDTH - 2 * MARGIN - indent, font === 'F2' ? 0.56 : 0.5);
    lines.forEach((line, i) => {
      this.advance(size * 1.35 + (i === 0 ? gap : 0));
      if (i === 0 && label) this.put(font, size, MARGIN + labelIndent, this.y, label);
      this.put(font, size, MARGIN + indent, this.y, line);
    });
  }

  /** A line with text on the left and a value set flush right (contents entries, table totals). */
  leaderLine(left: string, right: string, { font = 'F1', size = 10, gap = 0 }: Pick<TextOptions, 'font' | 'size' | 'gap'> = {}): void {
    const rightText = winAnsiText(right);
    const rightWidth = (font === 'F2' ? this.bold : this.regular).widthOfTextAtSize(rightText, size);
    const [first] = wrapText(winAnsiText(left), size, WIDTH - 2 * MARGIN - rightWidth - 24);
    this.advance(size * 1.4 + gap);
    this.put(font, size, MARGIN, this.y, first);
    this.put(font, size, WIDTH - MARGIN - rightWidth, this.y, rightText);
  }

  /** A label column and a value column, each wrapped (data sheet rows). */
  row(label: string, value: string): void {
    const size = 9.5;
    const labels = wrapText(winAnsiText(label), size, 170, 0.56);
    const values = wrapText(winAnsiText(value), size, WIDTH - 2 * MARGIN - 190);
    const lead = size * 1.35;
    const height = lead * Math.max(labels.length, values.length);
    if (this.y - height - 4 < BOTTOM) this.newPage(this.sheets[this.current].header);
    const top = this.y - 3;
    labels.forEach((t, i) => this.put('F2', size, MARGIN, top - lead * (i + 1), t));
    values.forEach((t, i) => this.put('F1', size, MARGIN + 190, top - lead * (i + 1), t));
    this.y = top - height;
    this.sheets[this.current].ops += `0.8 G 0.5 w ${MARGIN} ${(this.y - 3).toFixed(1)} m ${WIDTH - MARGIN} ${(this.y - 3).toFixed(1)} l S 0 G\n`;
  }

  /** Writes every page's header and "Page n of m" footer, and the file. */
  async save(footer: string): Promise<Uint8Array> {
    const total = this.sheets.length;
    this.sheets.forEach((sheet, i) => {
      this.current = i;
      this.put('F1', 8, MARGIN, HEIGHT - 40, sheet.header);
      sheet.ops += `0.6 G 0.5 w ${MARGIN} ${HEIGHT - 46} m ${WIDTH - MARGIN} ${HEIGHT - 46} l S 0 G\n`;
      sheet.ops += `0.6 G 0.5 w ${MARGIN} 44 m ${WIDTH - MARGIN} 44 l S 0 G\n`;
      this.put('F1', 8, MARGIN, 30, `${footer}  |  Page ${i + 1} of ${total}`);
      sheet.page.node.addContentStream(this.doc.context.register(this.doc.context.stream(sheet.ops)));
    });
    return this.doc.save({ useObjectStreams: false });
  }
}
