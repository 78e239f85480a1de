import { escapeXml } from './xml-text';
import { wrapText } from './word-wrap';

/** What a catalog page image shows. */
interface CatalogPageImageInput {
  companyName: string;
  catalogTitle: string;
  pageNumber: number;
  pageCount: number;
  /** The page's text: the first line is its heading, each further line a paragraph. */
  text: string;
}

/** A US Letter page in points; the viewer scales the image to its column. */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

const MARGIN = 48;
const FONT = 'Helvetica, Arial, sans-serif';
const BODY = { size: 12.5, leading: 18, chars: 82 };
const HEADING = { size: 20, leading: 26, chars: 44 };
const BODY_TOP = 124;
const BODY_BOTTOM = 728;

/** At most `max` code points, the last one an ellipsis when cut. */
function clip(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

interface Line {
  text: string;
  y: number;
  heading: boolean;
}

/** The page's lines laid out top to bottom; text that does not fit ends with an ellipsis (the viewer prints the whole text). */
function layout(text: string): Line[] {
  const [first = '', ...rest] = text.split(/\r?\n/).filter((line) => line.trim());
  const heading = wrapText(first, HEADING.chars)[0] ?? [];
  const paragraphs = wrapText(rest.join('\n'), BODY.chars);
  const lines: Line[] = [];
  let y = BODY_TOP;
  for (const line of heading) {
    lines.push({ text: line, y, heading: true });
    y += HEADING.leading;
  }
  y += 6;
  for (const paragraph of paragraphs) {
    for (const line of paragraph) {
      if (y > BODY_BOTTOM) {
        const last = lines[lines.length - 1];
        if (last) last.text = clip(`${last.text} …`, BODY.chars);
        return lines;
      }
      lines.push({ text: line, y, heading: false });
      y += BODY.leading;
    }
    y += 8;
  }
  return lines;
}

function textLine({ text, y, heading }: Line): string {
  const style = heading ? `font-size="${HEADING.size}" font-weight="700" fill="#1c2430"` : `font-size="${BODY.size}" fill="#2b3442"`;
  return `<text x="${MARGIN}" y="${y}" ${style}>${escapeXml(text)}</text>`;
}

/**
 * The image of one catalog page as SVG, in the look of a printed catalog: the manufacturer
 * and catalog title in a header band, the page's heading and word-wrapped text, and a footer
 * with the page number. Only presentation attributes (no <style>, no script, no links), and
 * every text escaped, so the image is inert however it is opened.
 */
export function renderCatalogPageSvg(page: CatalogPageImageInput): string {
  const label = `${page.catalogTitle}, page ${page.pageNumber} of ${page.pageCount}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" role="img" aria-label="${escapeXml(label)}" font-family="${FONT}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${PAGE_WIDTH}" height="72" fill="#1f3a5f"/>`,
    `<rect y="72" width="${PAGE_WIDTH}" height="4" fill="#e8a33d"/>`,
    `<text x="${MARGIN}" y="34" font-size="18" font-weight="700" fill="#ffffff">${escapeXml(clip(page.companyName, 48))}</text>`,
    `<text x="${MARGIN}" y="56" font-size="11" fill="#d6e0ec">${escapeXml(clip(page.catalogTitle, 90))}</text>`,
    ...layout(page.text).map(textLine),
    `<line x1="${MARGIN}" y1="748" x2="${PAGE_WIDTH - MARGIN}" y2="748" stroke="#d9dfe7" stroke-width="1"/>`,
    `<text x="${MARGIN}" y="766" font-size="9" fill="#555f6d">${escapeXml(clip(`${page.companyName} · ${page.catalogTitle}`, 90))}</text>`,
    `<text x="${PAGE_WIDTH - MARGIN}" y="766" font-size="9" fill="#555f6d" text-anchor="end">Page ${page.pageNumber} of ${page.pageCount}</text>`,
    '</svg>',
  ].join('\n');
}
