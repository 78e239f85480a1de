import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import { creditUnit, formatCredits } from '../../domain/ce-credits';
import { literal, winAnsiText, wrapText } from '../files/pdf';
import type { Completion } from './completions';

/** Landscape US letter. */
const WIDTH = 792;
const HEIGHT = 612;

interface CertificateInput {
  completion: Completion;
  /** The person's name as it should be printed. */
  holder: string;
  siteName: string;
  /** The site's public address, printed so the certificate says where it came from. */
  publicUrl: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Text is written as content-stream operators with literal strings (as src/services/files/pdf.ts
 * does), so the words of the certificate are plain text in the file and can be found by search.
 */
class CenteredText {
  ops = '';
  y: number;

  constructor(
    private readonly fonts: Fonts,
    top: number,
  ) {
    this.y = top;
  }

  line(text: string, bold: boolean, size: number, gapBefore = 0): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const shown = winAnsiText(text);
    this.y -= gapBefore + size * 1.25;
    const x = (WIDTH - font.widthOfTextAtSize(shown, size)) / 2;
    this.ops += `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(1)} ${this.y.toFixed(1)} Td ${literal(shown)} Tj ET\n`;
  }

  paragraph(text: string, bold: boolean, size: number, gapBefore = 0): void {
    wrapText(text, size, WIDTH - 200, bold ? 0.56 : 0.5).forEach((line, i) => this.line(line, bold, size, i === 0 ? gapBefore : 0));
  }
}

function creditLine(completion: Completion): string {
  const hours = formatCredits(completion.creditHours);
  const unit = completion.creditHours === 1 ? 'learning unit hour' : 'learning unit hours';
  return `${hours} ${unit} (${creditUnit(completion.hsw)})`;
}

function providerLine(completion: Completion): string {
  const parts = [
    completion.providerName && `Provider: ${completion.providerName}`,
    completion.providerNumber && `Provider number ${completion.providerNumber}`,
    completion.courseNumber && `Course number ${completion.courseNumber}`,
  ];
  return parts.filter(Boolean).join('  |  ');
}

/** A one-page certificate of completion naming the person, the course, its numbers, credits and date. */
export async function renderCertificate({ completion, holder, siteName, publicUrl }: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const issued = new Date(`${completion.completedAt}T12:00:00Z`);
  doc.setTitle(`Certificate of completion: ${completion.courseTitle}`);
  doc.setAuthor(siteName);
  doc.setSubject(`${holder} completed ${completion.courseTitle}`);
  doc.setProducer(siteName);
  doc.setCreator(siteName);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const page = doc.addPage([WIDTH, HEIGHT]);
  page.node.setFontDictionary(PDFName.of('F1'), fonts.regular.ref);
  page.node.setFontDictionary(PDFName.of('F2'), fonts.bold.ref);

  const text = new CenteredText(fonts, HEIGHT - 70);
  text.line(siteName.toUpperCase(), true, 12);
  text.line('Certificate of Completion', true, 30, 18);
  text.line('This certifies that', false, 14, 26);
  text.paragraph(holder, true, 24, 10);
  text.line('completed the continuing education course', false, 14, 12);
  text.paragraph(completion.courseTitle, true, 18, 10);
  text.line(creditLine(completion), false, 14, 18);
  const provider = providerLine(completion);
  if (provider) text.paragraph(provider, false, 11, 10);
  text.line(`Completed on ${completion.completedAt} with a quiz score of ${completion.score}%`, false, 12, 18);
  text.line(`Certificate number ${completion.seq}`, false, 10, 22);
  text.paragraph(
    `Issued by ${siteName} (${new URL(publicUrl).host}) for a course quiz passed on the site. Report learning units to the AIA and your licensing board as their rules require; keep this certificate with your records.`,
    false,
    9,
    8,
  );

  const frame = `0.2 G 2 w 30 30 ${WIDTH - 60} ${HEIGHT - 60} re S 0.6 G 0.75 w 40 40 ${WIDTH - 80} ${HEIGHT - 80} re S 0 G\n`;
  page.node.addContentStream(doc.context.register(doc.context.stream(frame + text.ops)));
  return doc.save({ useObjectStreams: false });
}
