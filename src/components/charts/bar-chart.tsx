import { Fragment } from 'react';
import { describeSeries, isEmptySeries } from '../../domain/charts/describe';
import { formatNumber } from '../../domain/count-text';
import { barGeometry, wrapLabel } from '../../domain/charts/geometry';
import { chartIds } from '../../domain/charts/ids';
import { niceTicks } from '../../domain/charts/ticks';
import type { Datum } from '../../domain/charts/types';
import { Bar, barTitle, ChartEmpty, ChartFrame, ChartLabel, gridPath, LABEL_FONT, showsWholeLabel, type ChartBaseProps } from './chart-frame';

export interface BarChartProps extends ChartBaseProps {
  data: readonly Datum[];
  /** viewBox width; the height follows from the number of bars. */
  width?: number;
  /** Height of one bar's row (viewBox units). */
  rowHeight?: number;
  /** Room for the category labels at the left; longer labels wrap to two lines, then end in "…". */
  labelWidth?: number;
}

const FONT = LABEL_FONT;
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
  const tickX = (t: number) => plot.x + (t / top) * plot.width;
  return (
    <ChartFrame ids={ids} kind="bar" width={width} height={height} title={title} desc={desc}>
      <path className="chart__gridline" d={gridPath(ticks.map((t) => ({ x1: tickX(t), x2: tickX(t), y1: plot.y, y2: plot.y + plot.height })))} />
      {ticks.map((t) => (
        <text key={t} className="chart__tick" x={tickX(t)} y={plot.y + plot.height + FONT + 6} textAnchor="middle" fontSize={FONT}>
          {formatNumber(t)}
        </text>
      ))}
      {bars.map((bar, i) => {
        const lines = wrapLabel(bar.datum.label, maxChars);
        const middle = bar.y + bar.height / 2;
        return (
          <Fragment key={`${bar.datum.label}-${i}`}>
            <ChartLabel lines={lines} x={plot.x - 8} y={middle} firstDy={`${0.32 - (lines.length - 1) * 0.6}em`} lineDy="1.2em" anchor="end" />
            <Bar rect={bar} title={showsWholeLabel(bar.datum.label, lines) ? null : barTitle(bar.datum.label, bar.datum.value, unit)} />
            <text className="chart__value" x={bar.x + bar.width + 6} y={middle} dy="0.32em" fontSize={FONT}>
              {formatNumber(bar.datum.value)}
            </text>
          </Fragment>
        );
      })}
      <line className="chart__axis" x1={plot.x} x2={plot.x} y1={plot.y} y2={plot.y + plot.height} />
    </ChartFrame>
  );
}
