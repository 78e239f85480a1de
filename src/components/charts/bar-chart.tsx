import { describeSeries, isEmptySeries } from '../../domain/charts/describe';
import { formatNumber } from '../../domain/charts/format';
import { barGeometry, wrapLabel } from '../../domain/charts/geometry';
import { chartIds } from '../../domain/charts/ids';
import { niceTicks } from '../../domain/charts/ticks';
import type { Datum } from '../../domain/charts/types';
import { barTitle, ChartEmpty, ChartFrame, type ChartBaseProps } from './chart-frame';

export interface BarChartProps extends ChartBaseProps {
  data: readonly Datum[];
  /** viewBox width; the height follows from the number of bars. */
  width?: number;
  /** Height of one bar's row (viewBox units). */
  rowHeight?: number;
  /** Room for the category labels at the left; longer labels wrap to two lines, then end in "…". */
  labelWidth?: number;
}

const FONT = 12;
const CHAR = 6.6;

/** Horizontal bars (e.g. projects by type, top CSI sections), labels at the left, values at the bar ends. */
export function BarChart({ id, title, description, unit, integer = true, emptyMessage, data, width = 640, rowHeight = 36, labelWidth = 220 }: BarChartProps) {
  const ids = chartIds(id);
  if (isEmptySeries(data)) return <ChartEmpty ids={ids} title={title} message={emptyMessage} />;
  const ticks = niceTicks(Math.max(...data.map((d) => d.value)), { integer });
  const top = ticks[ticks.length - 1];
  const valueRoom = formatNumber(top).length * CHAR + 14;
  const height = 12 + data.length * rowHeight + 28;
  const box = { width, height, margin: { top: 12, right: valueRoom, bottom: 28, left: labelWidth } };
  const { plot, bars } = barGeometry(data, box, top, { gap: 0.35 });
  const maxChars = Math.max(6, Math.floor((labelWidth - 12) / CHAR));
  const desc = [description, describeSeries(data, unit)].filter(Boolean).join(' ');
  return (
    <ChartFrame ids={ids} kind="bar" width={width} height={height} title={title} desc={desc}>
      <g className="chart__grid">
        {ticks.map((t) => {
          const x = plot.x + (t / top) * plot.width;
          return (
            <g key={t}>
              <line className="chart__gridline" x1={x} x2={x} y1={plot.y} y2={plot.y + plot.height} />
              <text className="chart__tick" x={x} y={plot.y + plot.height + FONT + 6} textAnchor="middle" fontSize={FONT}>
                {formatNumber(t)}
              </text>
            </g>
          );
        })}
      </g>
      <g className="chart__bars">
        {bars.map((bar, i) => {
          const lines = wrapLabel(bar.datum.label, maxChars);
          const middle = bar.y + bar.height / 2;
          return (
            <g key={`${bar.datum.label}-${i}`} className="chart__item">
              <title>{barTitle(bar.datum.label, bar.datum.value, unit)}</title>
              <text className="chart__label" x={plot.x - 8} y={middle} textAnchor="end" fontSize={FONT}>
                {lines.map((line, n) => (
                  <tspan key={n} x={plot.x - 8} dy={n === 0 ? `${0.32 - (lines.length - 1) * 0.6}em` : '1.2em'}>
                    {line}
                  </tspan>
                ))}
              </text>
              <rect className="chart__bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
              <text className="chart__value" x={bar.x + bar.width + 6} y={middle} dy="0.32em" fontSize={FONT}>
                {formatNumber(bar.datum.value)}
              </text>
            </g>
          );
        })}
      </g>
      <line className="chart__axis" x1={plot.x} x2={plot.x} y1={plot.y} y2={plot.y + plot.height} />
    </ChartFrame>
  );
}
