import { escapeXml as xmlText } from '../../domain/xml-text';

/** Primitives in drawing coordinates (y up), collected before the drawing is fitted to the image. */
export type Shape =
  | { kind: 'path'; layer: string; points: Array<[number, number]>; closed: boolean; fill?: string }
  | { kind: 'circle'; layer: string; at: [number, number]; r: number }
  | { kind: 'text'; layer: string; at: [number, number]; height: number; rotation: number; text: string };

export interface Style {
  stroke: string;
  width: number;
  dash?: string;
}

function bounds(shapes: readonly Shape[]): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const take = (x: number, y: number) => {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  };
  for (const s of shapes) {
    if (s.kind === 'path') for (const [x, y] of s.points) take(x, y);
    else if (s.kind === 'circle') {
      take(s.at[0] - s.r, s.at[1] - s.r);
      take(s.at[0] + s.r, s.at[1] + s.r);
    } else {
      take(s.at[0], s.at[1]);
      take(s.at[0] + s.text.length * s.height * 0.6 * Math.cos((s.rotation * Math.PI) / 180), s.at[1] + s.height);
    }
  }
  return { minX, minY, maxX, maxY };
}

const r = (n: number) => Math.round(n * 10) / 10;

/**
 * The shapes fitted into a `width` × `height` image (aspect kept, centred, y flipped),
 * grouped by layer with each layer's stroke, on a white sheet.
 */
export function shapesToSvg(shapes: readonly Shape[], width: number, height: number, styleOf: (layer: string) => Style, title: string): string {
  const box = bounds(shapes);
  const pad = 12;
  const spanX = Math.max(box.maxX - box.minX, 1e-6);
  const spanY = Math.max(box.maxY - box.minY, 1e-6);
  const scale = Number.isFinite(spanX) ? Math.min((width - 2 * pad) / spanX, (height - 2 * pad) / spanY) : 1;
  const offX = pad + (width - 2 * pad - spanX * scale) / 2;
  const offY = pad + (height - 2 * pad - spanY * scale) / 2;
  const X = (x: number) => r(offX + (x - box.minX) * scale);
  const Y = (y: number) => r(offY + (box.maxY - y) * scale);
  const layers = new Map<string, string[]>();
  for (const s of shapes) {
    const out = layers.get(s.layer) ?? [];
    layers.set(s.layer, out);
    if (s.kind === 'path') {
      const d = s.points.map(([x, y], i) => `${i ? 'L' : 'M'}${X(x)} ${Y(y)}`).join('') + (s.closed ? 'Z' : '');
      out.push(`<path d="${d}"${s.fill ? ` fill="${s.fill}"` : ''}/>`);
    } else if (s.kind === 'circle') {
      out.push(`<circle cx="${X(s.at[0])}" cy="${Y(s.at[1])}" r="${r(Math.max(0.3, s.r * scale))}"/>`);
    } else if (s.height * scale >= 2.5) {
      const rotate = s.rotation ? ` transform="rotate(${r(-s.rotation)} ${X(s.at[0])} ${Y(s.at[1])})"` : '';
      out.push(`<text fill="#222" stroke="none" x="${X(s.at[0])}" y="${Y(s.at[1])}" font-size="${r(s.height * scale)}"${rotate}>${xmlText(s.text)}</text>`);
    }
  }
  const groups = [...layers].map(([layer, items]) => {
    const style = styleOf(layer);
    const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : '';
    return `<g data-layer="${xmlText(layer)}" stroke="${style.stroke}" stroke-width="${style.width}"${dash}>${items.join('')}</g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${xmlText(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round" font-family="DejaVu Sans, Arial, sans-serif">`,
    ...groups,
    '</g></svg>',
  ].join('');
}
