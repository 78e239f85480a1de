import { Fragment } from 'react';
import { describeSeries, isEmptySeries } from '../../domain/charts/describe';
import { formatNumber } from '../../domain/count-text';
import { columnGeometry, labelStep, wrapLabel } from '../../domain/charts/geometry';
import { chartIds } from '../../domain/charts/ids';
import { niceTicks } from '../../domain/charts/ticks';
import type { Datum } from '../../domain/charts/types';
import { Bar, barTitle, ChartEmpty, ChartFrame, ChartLabel, gridPath, LABEL_FONT, showsWholeLabel, type ChartBaseProps } from './chart-frame';

export interface ColumnChartProps extends ChartBaseProps {
  data: readonly Datum[];
  /** viewBox size; the svg scales to its container's width. */
  width?: number;
  height?: number;
}

const FONT = LABEL_FONT;
/** Average width of a character at FONT size, to keep labels from overlapping. */
const CHAR = 7;

/** Vertical columns (e.g. specs per month) with a value axis, gridlines, category labels and values on top. */
export function ColumnChart({ id, title, description, unit, integer = true, emptyMessage, data, width = 640, height = 300 }: ColumnChartProps) {
  const ids = chartIds(id);
  if (isEmptySeries(data)) return <ChartEmpty ids={ids} title={title} message={emptyMessage} />;
  const ticks = niceTicks(Math.max(...data.map((d) => d.value)), { integer });
  const top = ticks[ticks.length - 1];
  const tickChars = Math.max(...ticks.map((t) => formatNumber(t).length));
  const box = { width, height, margin: { top: 20, right: 12, bottom: 44, left: 16 + tickChars * CHAR } };
  const { plot, band, bars } = columnGeometry(data, box, top, { maxThickness: 64 });
  const longest = Math.max(...data.map((d) => d.label.length));
  const step = labelStep(band, Math.min(longest, 14) * CHAR + 8);
  const maxChars = Math.max(4, Math.floor((band * step - 4) / CHAR));
  const showValues = band >= formatNumber(top).length * CHAR + 4;
  const baseline = plot.y + plot.height;
  const tickY = (t: number) => baseline - (t / top) * plot.height;
  const desc = [description, describeSeries(data, unit)].filter(Boolean).join(' ');
  return (
    <ChartFrame ids={ids} kind="column" width={width} height={height} title={title} desc={desc}>
      <path className="chart__gridline" d={gridPath(ticks.map((t) => tickY(t)).map((y) => ({ x1: plot.x, x2: plot.x + plot.width, y1: y, y2: y })))} />
      {ticks.map((t) => (
        <text key={t} className="chart__tick" x={plot.x - 6} y={tickY(t)} dy="0.32em" textAnchor="end" fontSize={FONT}>
          {formatNumber(t)}
        </text>
      ))}
      {bars.map((bar, i) => {
        const labelled = i % step === 0;
        const lines = labelled ? wrapLabel(bar.datum.label, maxChars) : [];
        const whole = labelled && showValues && showsWholeLabel(bar.datum.label, lines);
        const middle = bar.x + bar.width / 2;
        return (
          <Fragment key={`${bar.datum.label}-${i}`}>
            <Bar rect={bar} title={whole ? null : barTitle(bar.datum.label, bar.datum.value, unit)} />
            {showValues && bar.datum.value > 0 && (
              <text className="chart__value" x={middle} y={bar.y - 4} textAnchor="middle" fontSize={FONT}>
                {formatNumber(bar.datum.value)}
              </text>
            )}
            {labelled && <ChartLabel lines={lines} x={middle} y={baseline + FONT + 6} firstDy={0} lineDy={FONT + 2} anchor="middle" />}
          </Fragment>
        );
      })}
      <line className="chart__axis" x1={plot.x} x2={plot.x + plot.width} y1={baseline} y2={baseline} />
    </ChartFrame>
  );
}
