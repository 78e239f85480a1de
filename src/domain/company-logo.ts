import { stableHash } from './stable-hash';
import { escapeXml } from './xml-text';

/** Words that make poor initials: 'Acme Door Company, Inc.' → 'AD'. */
const FILLER = new Set(['and', 'of', 'the', 'inc', 'co', 'corp', 'corporation', 'company', 'llc', 'ltd', 'group', 'systems', 'products']);

/** One or two capital letters from the name's first significant words. */
export function companyInitials(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9\s&-]/g, ' ')
    .split(/[\s&-]+/)
    .filter(Boolean);
  const significant = words.filter((w) => !FILLER.has(w.toLowerCase()));
  const pick = (significant.length ? significant : words).slice(0, 2);
  const initials = pick.map((w) => w[0]).join('').toUpperCase();
  return initials || '?';
}

const SHAPES = [
  'M48 4a44 44 0 1 1 0 88a44 44 0 1 1 0-88z',
  'M22 6h52a16 16 0 0 1 16 16v52a16 16 0 0 1-16 16H22A16 16 0 0 1 6 74V22A16 16 0 0 1 22 6z',
  'M48 4l38 22v44L48 92 10 70V26z',
] as const;

/**
 * A manufacturer's mark: its initials in white on a shape and colour chosen by a hash of the
 * name, so the same company always gets the same logo and neighbours rarely look alike.
 */
export function monogramSvg(name: string): string {
  const hash = stableHash(name);
  const hue = hash % 360;
  const shape = SHAPES[(hash >>> 9) % SHAPES.length];
  const initials = companyInitials(name);
  const size = initials.length > 1 ? 38 : 46;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<path d="${shape}" fill="hsl(${hue} 52% 34%)"/>`,
    `<path d="${shape}" fill="none" stroke="hsl(${(hue + 40) % 360} 60% 70%)" stroke-width="3" transform="translate(9.6 9.6) scale(0.8)"/>`,
    `<text x="48" y="${48 + size * 0.36}" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}

/** Where pages find a company's logo (an uploaded file or its generated mark). */
export function logoPath(coid: number): string {
  return `/logos/${coid}`;
}
