/** One value of a chart: a column or a bar, and a row of the chart's data table. */
export interface Datum {
  label: string;
  value: number;
}

/** Space kept around the plot for axis labels (viewBox units). */
interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A chart's viewBox size and margins. */
export interface ChartBox {
  width: number;
  height: number;
  margin: Margin;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
