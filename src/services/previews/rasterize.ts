import { Resvg } from '@resvg/resvg-js';

/** SVG to PNG with resvg (no sharp here: PNG, not WebP). */
export function rasterize(svg: string, width: number): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render().asPng());
}
