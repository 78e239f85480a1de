import { describeSeries, isEmptySeries } from '../../domain/charts/describe';
import { formatNumber } from '../../domain/charts/format';
import { columnGeometry, labelStep, wrapLabel } from '../../domain/charts/geometry';
import { chartIds } from '../../domain/charts/ids';
import { niceTicks } from '../../domain/charts/ticks';
import type { Datum } from '../../domain/charts/types';
import { barTitle, ChartEmpty, ChartFrame, type ChartBaseProps } from './chart-frame';

export interface ColumnChartProps extends ChartBaseProps {
  data: readonly Datum[];
  /** viewBox size; the svg scales to its container's width. */
  width?: number;
  height?: number;
}

const FONT = 12;
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
  const desc = [description, describeSeries(data, unit)].filter(Boolean).join(' ');
  return (
    <ChartFrame ids={ids} kind="column" width={width} height={height} title={title} desc={desc}>
      <g className="chart__grid">
        {ticks.map((t) => {
          const y = baseline - (t / top) * plot.height;
          return (
            <g key={t}>
              <line className="chart__gridline" x1={plot.x} x2={plot.x + plot.width} y1={y} y2={y} />
              <text className="chart__tick" x={plot.x - 6} y={y} dy="0.32em" textAnchor="end" fontSize={FONT}>
                {formatNumber(t)}
              </text>
            </g>
          );
        })}
      </g>
      <g className="chart__bars">
        {bars.map((bar, i) => (
          <g key={`${bar.datum.label}-${i}`} className="chart__item">
            <title>{barTitle(bar.datum.label, bar.datum.value, unit)}</title>
            <rect className="chart__bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
            {showValues && bar.datum.value > 0 && (
              <text className="chart__value" x={bar.x + bar.width / 2} y={bar.y - 4} textAnchor="middle" fontSize={FONT}>
                {formatNumber(bar.datum.value)}
              </text>
            )}
            {i % step === 0 && (
              <text className="chart__label" x={bar.x + bar.width / 2} y={baseline + FONT + 6} textAnchor="middle" fontSize={FONT}>
                {wrapLabel(bar.datum.label, maxChars).map((line, n) => (
                  <tspan key={n} x={bar.x + bar.width / 2} dy={n === 0 ? 0 : FONT + 2}>
                    {line}
                  </tspan>
                ))}
              </text>
            )}
          </g>
        ))}
      </g>
      <line className="chart__axis" x1={plot.x} x2={plot.x + plot.width} y1={baseline} y2={baseline} />
    </ChartFrame>
  );
}
