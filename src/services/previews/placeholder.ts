import { escapeXml } from '../../domain/xml-text';

/** A neutral sheet with a drawing mark, for a file that is missing or cannot be read. */
export function placeholderSvg(width: number, height: number, title: string): string {
  const cx = width / 2;
  const cy = height / 2 - 10;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#f3f4f6"/>`,
    `<g fill="none" stroke="#9ca3af" stroke-width="3" stroke-linejoin="round">`,
    `<path d="M${cx - 30} ${cy - 38}h44l16 16v60h-60z"/><path d="M${cx + 14} ${cy - 38}v16h16"/>`,
    `<path d="M${cx - 18} ${cy + 20}l12-16 10 10 8-8 10 14z"/>`,
    `</g>`,
    `<text x="${cx}" y="${cy + 66}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="14" fill="#6b7280">Preview not available</text>`,
    '</svg>',
  ].join('');
}
