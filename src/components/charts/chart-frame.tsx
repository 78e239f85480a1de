import type { ReactNode } from 'react';
import { formatUnits } from '../../domain/charts/format';
import type { ChartIds } from '../../domain/charts/ids';

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
