import { isEmptySeries } from '../../domain/charts/describe';
import { formatNumber } from '../../domain/count-text';
import { chartIds } from '../../domain/charts/ids';
import type { Datum } from '../../domain/charts/types';
import { BarChart, type BarChartProps } from './bar-chart';
import { ChartEmpty } from './chart-frame';
import { ColumnChart, type ColumnChartProps } from './column-chart';

type Sizing = Pick<ColumnChartProps, 'width' | 'height'> & Pick<BarChartProps, 'width' | 'rowHeight' | 'labelWidth'>;

interface ChartFigureProps {
  /** Unique on the page; the chart inside gets the same id. */
  id: string;
  kind: 'column' | 'bar';
  title: string;
  description?: string;
  data: readonly Datum[];
  /** Heading of the data table's label column ("Month", "Project type"). */
  labelHeading: string;
  /** Heading of the data table's value column ("Specs", "Projects"). */
  valueHeading: string;
  /** Plural of what the values count ("specs"): used in the chart's summary and bar titles. */
  unit?: string;
  integer?: boolean;
  /** Show the data table on screen too; by default it is for screen readers and print only. */
  showTable?: boolean;
  emptyMessage?: string;
  size?: Sizing;
}

/**
 * The drawing size of a figure's chart unless the page asks for another: narrow enough that on a 390 px
 * phone the chart fits without scrolling and its 12-unit text still reads at about 10 px (and about
 * 17 px at the figure's widest, 34rem).
 */
const FIGURE_SIZE = { width: 380, height: 240, labelWidth: 140 } as const;

/**
 * A chart in a <figure> with its caption and the same numbers as a table, so screen readers and
 * print get the figures; "No data in this period" instead of an empty chart.
 */
export function ChartFigure(props: ChartFigureProps) {
  const { id, kind, title, description, data, labelHeading, valueHeading, unit, integer, showTable = false, emptyMessage } = props;
  const size = { ...FIGURE_SIZE, ...props.size };
  const ids = chartIds(id);
  const empty = isEmptySeries(data);
  const chartProps = { id, title, description, data, unit, integer, emptyMessage };
  return (
    <figure className="chart-figure" aria-labelledby={ids.caption}>
      <figcaption id={ids.caption} className="chart-figure__caption">
        {title}
        {description && <span className="chart-figure__description">{description}</span>}
      </figcaption>
      {empty ? (
        <ChartEmpty ids={ids} title={title} message={emptyMessage} />
      ) : (
        <>
          <div className="chart-figure__plot">
            {kind === 'column' ? (
              <ColumnChart {...chartProps} width={size.width} height={size.height} />
            ) : (
              <BarChart {...chartProps} width={size.width} rowHeight={size.rowHeight} labelWidth={size.labelWidth} />
            )}
          </div>
          {/* The wrapper, not the table, is hidden: a table never shrinks to 1px and would widen the page. */}
          <div className={`chart-figure__data${showTable ? '' : ' visually-hidden'}`}>
            <table id={ids.table} className="data-table chart-figure__table">
              <caption className="visually-hidden">{title}: the numbers</caption>
              <thead>
                <tr>
                  <th scope="col">{labelHeading}</th>
                  <th scope="col" className="chart-figure__number">{valueHeading}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((d, i) => (
                  <tr key={`${d.label}-${i}`}>
                    <th scope="row">{d.label}</th>
                    <td className="chart-figure__number">{formatNumber(d.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
