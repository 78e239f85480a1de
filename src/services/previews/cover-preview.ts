import { escapeXml } from '../../domain/xml-text';
import { stableHash } from '../../domain/stable-hash';
import { wrapText } from '../files/pdf';

interface CoverSubject {
  title: string;
  companyName: string;
  productName: string | null;
  section: string | null;
  description: string;
  publishedAt: Date | string;
}

const PAGE = { width: 612, height: 792, margin: 56 };

/**
 * The title page of a generated catalog or data sheet as SVG, laid out from the same data and in
 * the same order as the PDF's first page (company, title, product, section, date, description);
 * drawn from the data, not rasterised from the PDF. A letter-size page on a grey 4:3 ground.
 */
export function coverSvg(subject: CoverSubject, title: string, width = 640, height = 480): string {
  const scale = (height - 32) / PAGE.height;
  const x0 = (width - PAGE.width * scale) / 2;
  const lines: string[] = [];
  let y = PAGE.margin + 60;
  const write = (text: string, size: number, bold: boolean, gap = 0, maxLines = 6) => {
    y += gap;
    for (const line of wrapText(text, size, PAGE.width - 2 * PAGE.margin, bold ? 0.56 : 0.5).slice(0, maxLines)) {
      y += size * 1.3;
      lines.push(`<text x="${PAGE.margin}" y="${y.toFixed(1)}" font-size="${size}"${bold ? ' font-weight="700"' : ''}>${escapeXml(line)}</text>`);
    }
  };
  write(subject.companyName.toUpperCase(), 11, true);
  write(subject.title, 22, true, 40, 4);
  if (subject.productName) write(subject.productName, 14, false, 8, 2);
  if (subject.section) write(`CSI MasterFormat Section ${subject.section}`, 11, false, 8);
  write(new Date(subject.publishedAt).toISOString().slice(0, 10), 11, false, 4);
  write(subject.description, 11, false, 30, 10);
  const hue = stableHash(subject.companyName) % 360;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#e5e7eb"/>`,
    `<g transform="translate(${x0.toFixed(1)} 16) scale(${scale.toFixed(4)})">`,
    `<rect width="${PAGE.width}" height="${PAGE.height}" fill="#fff" stroke="#c7cbd1" stroke-width="2"/>`,
    `<rect width="${PAGE.width}" height="36" fill="hsl(${hue} 52% 34%)"/>`,
    `<g fill="#1f2328" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">${lines.join('')}</g>`,
    '</g></svg>',
  ].join('');
}
