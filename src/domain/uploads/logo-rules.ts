/**
 * What a manufacturer may upload as its logo (issue 24, item 1): PNG, JPEG or WebP, told by the bytes; never SVG
 * (an SVG is a document that can carry script). Kept as a PNG of at most LOGO_SIDE pixels a side, so the stored
 * logo stays well under what /logos/{coid} serves (docs/decisions/2026-11-27-company-profile-review.md).
 */

export type LogoFormat = 'png' | 'jpeg' | 'webp';

/** Bytes of an uploaded logo at most: refused with 413 past this, before the rest is read. */
export const LOGO_MAX_UPLOAD_BYTES = 5 * 2 ** 20;

/** The stored PNG's longest side: logos show small, and 512 × 512 RGBA stays near 1 MB at worst. */
export const LOGO_SIDE = 512;

const EXTENSIONS: Readonly<Record<string, LogoFormat>> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp' };

export const SVG_REFUSED = 'SVG logos are not accepted: an SVG can carry script; upload a PNG, JPEG or WebP image';

/** The format a logo's name declares, or why the name is refused. */
export function declaredLogoFormat(filename: string): { format: LogoFormat } | { refused: string } {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  if (ext === 'svg' || ext === 'svgz') return { refused: SVG_REFUSED };
  const format = EXTENSIONS[ext];
  return format ? { format } : { refused: 'must be an image named .png, .jpg, .jpeg or .webp' };
}
