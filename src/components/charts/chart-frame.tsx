import type { ReactNode } from 'react';
import { formatUnits } from '../../domain/charts/format';
import type { ChartIds } from '../../domain/charts/ids';
import type { Rect } from '../../domain/charts/types';

/** Text size of chart labels, in viewBox units. */
export const LABEL_FONT = 12;

const NO_DATA_MESSAGE = 'No data in this period';

/** Shared props of every chart. */
export interface ChartBaseProps {
  /** Unique on the page: the svg gets this id, its title and desc `<id>-title` and `<id>-desc`. */
  id: string;
  title: string;
  /** Said before the generated summary in the chart's <desc>. */
  description?: string;
  /** What the values count, plural ("specs", "projects"): used in summaries and bar titles. */
  unit?: string;
  /** Whole-number axis steps (counts). Default true. */
  integer?: boolean;
  emptyMessage?: string;
}

/** The <svg role="img"> of a chart, named by its <title> and described by its <desc>; scales to its container. */
export function ChartFrame(props: { ids: ChartIds; kind: string; width: number; height: number; title: string; desc: string; children: ReactNode }) {
  const { ids, kind, width, height, title, desc, children } = props;
  return (
    <svg
      id={ids.root}
      className={`chart chart--${kind}`}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-labelledby={`${ids.title} ${ids.desc}`}
    >
      <title id={ids.title}>{title}</title>
      <desc id={ids.desc}>{desc}</desc>
      {children}
    </svg>
  );
}

/** Shown instead of a chart with nothing to draw. */
export function ChartEmpty({ ids, title, message = NO_DATA_MESSAGE }: { ids: ChartIds; title: string; message?: string }) {
  return (
    <p id={ids.root} className="chart-empty">
      <span className="visually-hidden">{title}: </span>
      {message}
    </p>
  );
}

/** The tooltip text of one bar: "2024-03: 5 specs", "2024-04: 1 spec". */
export function barTitle(label: string, value: number, unit: string | undefined): string {
  return `${label}: ${formatUnits(value, unit)}`;
}

/** Whether wrapped label lines still say the whole label (nothing cut off with "…"). */
export function showsWholeLabel(label: string, lines: readonly string[]): boolean {
  return lines.join(' ') === label.trim().split(/\s+/).join(' ');
}

/**
 * One bar. It carries a tooltip (<title>) only when the chart does not already show its label and
 * value in full: per-bar elements are what makes a report page's DOM large.
 */
export function Bar({ rect, title }: { rect: Rect; title: string | null }) {
  return (
    <rect className="chart__bar" x={rect.x} y={rect.y} width={rect.width} height={rect.height}>
      {title !== null && <title>{title}</title>}
    </rect>
  );
}

/** A label of one or more lines: a bare <text> for one line, a <tspan> per line for more. */
export function ChartLabel({ lines, x, y, firstDy, lineDy, anchor }: { lines: readonly string[]; x: number; y: number; firstDy: string | number; lineDy: string | number; anchor: 'start' | 'middle' | 'end' }) {
  return (
    <text className="chart__label" x={x} y={y} dy={lines.length === 1 ? firstDy : undefined} textAnchor={anchor} fontSize={LABEL_FONT}>
      {lines.length === 1
        ? lines[0]
        : lines.map((line, n) => (
            <tspan key={n} x={x} dy={n === 0 ? firstDy : lineDy}>
              {line}
            </tspan>
          ))}
    </text>
  );
}

/** Gridlines as one path (a <line> each would add an element per tick). */
export function gridPath(lines: readonly { x1: number; y1: number; x2: number; y2: number }[]): string {
  return lines.map((l) => `M${l.x1} ${l.y1}L${l.x2} ${l.y2}`).join('');
}
