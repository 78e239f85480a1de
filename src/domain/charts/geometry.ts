import type { ChartBox, Datum, Rect } from './types';

interface BarShape extends Rect {
  datum: Datum;
}

interface BarLayout {
  /** The area inside the margins where bars are drawn. */
  plot: Rect;
  /** The slot each bar gets along the category axis (bar plus gaps). */
  band: number;
  bars: BarShape[];
}

interface LayoutOptions {
  /** Share of the band left empty between bars (0 to 0.9). */
  gap?: number;
  /** Thickest a bar may be, so one or two bars do not fill the chart. */
  maxThickness?: number;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

export function plotArea({ width, height, margin }: ChartBox): Rect {
  return {
    x: margin.left,
    y: margin.top,
    width: Math.max(0, width - margin.left - margin.right),
    height: Math.max(0, height - margin.top - margin.bottom),
  };
}

/** Length of a value on an axis whose end (`top`) is `length` long; clamped to the axis. */
export function scaleValue(value: number, top: number, length: number): number {
  if (!(top > 0) || !(value > 0)) return 0;
  return r2(Math.min(value, top) / top * length);
}

function slots(count: number, length: number, { gap = 0.3, maxThickness = Infinity }: LayoutOptions) {
  const band = count > 0 ? length / count : 0;
  const thickness = Math.min(band * (1 - Math.min(0.9, Math.max(0, gap))), maxThickness);
  return { band, thickness, offset: (band - thickness) / 2 };
}

/** Vertical columns rising from the bottom of the plot; `top` is the axis's highest tick. */
export function columnGeometry(data: readonly Datum[], box: ChartBox, top: number, options: LayoutOptions = {}): BarLayout {
  const plot = plotArea(box);
  const { band, thickness, offset } = slots(data.length, plot.width, options);
  const bars = data.map((datum, i) => {
    const height = scaleValue(datum.value, top, plot.height);
    return { datum, x: r2(plot.x + i * band + offset), y: r2(plot.y + plot.height - height), width: r2(thickness), height };
  });
  return { plot, band: r2(band), bars };
}

/** Horizontal bars growing from the left edge of the plot, first datum at the top. */
export function barGeometry(data: readonly Datum[], box: ChartBox, top: number, options: LayoutOptions = {}): BarLayout {
  const plot = plotArea(box);
  const { band, thickness, offset } = slots(data.length, plot.height, options);
  const bars = data.map((datum, i) => ({
    datum,
    x: plot.x,
    y: r2(plot.y + i * band + offset),
    width: scaleValue(datum.value, top, plot.width),
    height: r2(thickness),
  }));
  return { plot, band: r2(band), bars };
}

/** Show every n-th category label so labels about `labelWidth` wide never overlap in a `band`. */
export function labelStep(band: number, labelWidth: number): number {
  return band > 0 ? Math.max(1, Math.ceil(labelWidth / band)) : 1;
}

/**
 * Splits a label into at most `maxLines` lines of about `maxChars` characters at spaces; a label
 * that does not fit ends with "…" (the full text goes in the bar's <title>).
 */
export function wrapLabel(label: string, maxChars: number, maxLines = 2): string[] {
  const words = label.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, maxLines).map((line) => (line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line));
  if (lines.length > maxLines) {
    const last = kept[maxLines - 1];
    kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  }
  return kept;
}
