import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../../src/components/charts/bar-chart';
import { ChartFigure } from '../../src/components/charts/chart-figure';
import { ColumnChart } from '../../src/components/charts/column-chart';
import { idsOf, render, tagsOf, textsOf } from '../helpers/markup';

const months = [
  { label: '2024-01', value: 4 },
  { label: '2024-02', value: 0 },
  { label: '2024-03', value: 8 },
  { label: '2024-04', value: 2 },
];
const types = [
  { label: 'Offices', value: 12 },
  { label: 'Schools and Universities with a Very Long Type Name Indeed', value: 6 },
  { label: 'Other types', value: 3 },
];

const column = (props: Partial<Parameters<typeof ColumnChart>[0]> = {}) =>
  render(createElement(ColumnChart, { id: 'per-month', title: 'Specs per month', description: 'Projects that specified Acme.', unit: 'specs', data: months, ...props }));
const bars = (props: Partial<Parameters<typeof BarChart>[0]> = {}) =>
  render(createElement(BarChart, { id: 'by-type', title: 'Projects by type', unit: 'projects', data: types, ...props }));

describe('ColumnChart', () => {
  it('is an image named by its title and described by its desc', () => {
    const html = column();
    const [svg] = tagsOf(html, 'svg');
    expect(svg).toMatchObject({ id: 'per-month', role: 'img', 'aria-labelledby': 'per-month-title per-month-desc', width: '100%' });
    expect(svg.viewBox).toBe('0 0 640 300');
    expect(svg.preserveAspectRatio).toBe('xMidYMid meet');
    expect(html).toContain('<title id="per-month-title">Specs per month</title>');
    const [desc] = textsOf(html, 'desc');
    expect(desc).toContain('Projects that specified Acme.');
    expect(desc).toContain('14 specs in all');
    expect(html).not.toMatch(/<script/);
  });

  it('draws one column per value with heights proportional to the values', () => {
    const html = column();
    const rects = tagsOf(html, 'rect').filter((r) => r.class === 'chart__bar');
    expect(rects).toHaveLength(4);
    const heights = rects.map((r) => Number(r.height));
    expect(heights[1]).toBe(0);
    expect(heights[0] / heights[2]).toBeCloseTo(4 / 8, 2);
    expect(heights[3] / heights[2]).toBeCloseTo(2 / 8, 2);
    // Columns stand on one baseline.
    const bottoms = rects.map((r) => Number(r.y) + Number(r.height));
    expect(new Set(bottoms.map((b) => b.toFixed(1))).size).toBe(1);
  });

  it('labels every month and gives no column a tooltip when its label and value are on the chart', () => {
    const html = column();
    // Per-column elements are what makes a report page's DOM large: no <title> or <tspan> that says nothing new.
    expect(textsOf(html, 'title')).toEqual(['Specs per month']);
    expect(tagsOf(html, 'tspan')).toHaveLength(0);
    expect(tagsOf(html, 'g')).toHaveLength(0);
    const labels = textsOf(html, 'text').filter((t) => /^\d{4}-\d{2}$/.test(t));
    expect(labels).toEqual(['2024-01', '2024-02', '2024-03', '2024-04']);
  });

  it('gives a column a tooltip with its label and value when the chart cannot show them', () => {
    // Too narrow for every month's label: the months left off the axis say theirs in a tooltip.
    const narrow = column({ width: 120 });
    const onAxis = textsOf(narrow, 'text').filter((t) => /^\d{4}-\d{2}$/.test(t));
    expect(onAxis.length).toBeLessThan(4);
    const tooltips = textsOf(narrow, 'title').slice(1);
    expect(tooltips.map((t) => t.split(':')[0])).toEqual(months.map((m) => m.label).filter((m) => !onAxis.includes(m)));
    expect(tooltips).toContain('2024-02: 0 specs');
  });

  it('draws gridlines at nice whole-number ticks', () => {
    const html = column();
    const [grid] = tagsOf(html, 'path').filter((p) => p.class === 'chart__gridline');
    expect(grid.d.match(/M/g)).toHaveLength(5);
    const ticks = [...html.matchAll(/<text class="chart__tick"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(ticks).toEqual(['0', '2', '4', '6', '8']);
  });

  it('thins out labels when many months crowd the axis', () => {
    const many = Array.from({ length: 36 }, (_, i) => ({ label: `20${22 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, value: i % 5 }));
    const html = column({ data: many });
    const labels = textsOf(html, 'text').filter((t) => /^\d{4}-\d{2}$/.test(t));
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.length).toBeLessThan(36);
    // The months without a label on the axis keep theirs in a tooltip.
    expect(textsOf(html, 'title')).toHaveLength(1 + 36 - labels.length);
  });

  it('says there is no data instead of drawing an empty chart', () => {
    for (const data of [[], [{ label: '2024-01', value: 0 }]]) {
      const html = column({ data });
      expect(html).not.toContain('<svg');
      expect(html).toContain('No data in this period');
      expect(html).toContain('Specs per month');
    }
    expect(column({ data: [], emptyMessage: 'Nothing yet' })).toContain('Nothing yet');
  });

  it('escapes labels', () => {
    const html = column({ data: [{ label: '<script>alert(1)</script>', value: 1 }], title: 'A & B' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('A &amp; B');
  });
});

describe('BarChart', () => {
  it('draws horizontal bars with widths proportional to the values and a height that follows the bar count', () => {
    const html = bars();
    const [svg] = tagsOf(html, 'svg');
    expect(svg).toMatchObject({ role: 'img', 'aria-labelledby': 'by-type-title by-type-desc' });
    const rects = tagsOf(html, 'rect').filter((r) => r.class === 'chart__bar');
    expect(rects).toHaveLength(3);
    const widths = rects.map((r) => Number(r.width));
    expect(widths[1] / widths[0]).toBeCloseTo(0.5, 2);
    expect(widths[2] / widths[0]).toBeCloseTo(0.25, 2);
    expect(new Set(rects.map((r) => r.x)).size).toBe(1);
    const taller = tagsOf(bars({ data: [...types, { label: 'Labs', value: 1 }] }), 'svg')[0];
    expect(Number(taller.viewBox.split(' ')[3])).toBeGreaterThan(Number(svg.viewBox.split(' ')[3]));
  });

  it('shortens long labels on the chart and keeps the full text in the bar title', () => {
    const html = bars({ labelWidth: 160 });
    expect(textsOf(html, 'title')).toContain('Schools and Universities with a Very Long Type Name Indeed: 6 projects');
    const label = textsOf(html, 'text').find((t) => t.startsWith('Schools'));
    expect(label).toBeDefined();
    expect(label!.endsWith('…')).toBe(true);
    // Only the wrapped label is split into lines; the labels shown whole have no tooltip.
    expect(tagsOf(html, 'tspan')).toHaveLength(2);
    expect(textsOf(html, 'title')).toEqual(['Projects by type', 'Schools and Universities with a Very Long Type Name Indeed: 6 projects']);
  });

  it('says there is no data for an empty series', () => {
    const html = bars({ data: [] });
    expect(html).not.toContain('<svg');
    expect(html).toContain('No data in this period');
  });
});

describe('ChartFigure', () => {
  const figure = (props: Partial<Parameters<typeof ChartFigure>[0]> = {}) =>
    render(
      createElement(ChartFigure, {
        id: 'per-month',
        kind: 'column',
        title: 'Specs per month',
        description: 'January to April 2024',
        data: months,
        labelHeading: 'Month',
        valueHeading: 'Specs',
        unit: 'specs',
        ...props,
      }),
    );

  it('wraps the chart and a table of the same numbers in a captioned figure', () => {
    const html = figure();
    expect(html).toMatch(/^<figure class="chart-figure" aria-labelledby="per-month-caption"><figcaption id="per-month-caption"/);
    expect(textsOf(html, 'figcaption')[0]).toBe('Specs per monthJanuary to April 2024');
    expect(html.indexOf('<svg')).toBeLessThan(html.indexOf('<table'));
    expect(textsOf(html, 'th')).toEqual(['Month', 'Specs', '2024-01', '2024-02', '2024-03', '2024-04']);
    expect(textsOf(html, 'td')).toEqual(['4', '0', '8', '2']);
    // The table is there for screen readers and print, hidden on screen unless asked for.
    expect(html).toMatch(/<div class="chart-figure__data visually-hidden"><table id="per-month-table"/);
    expect(figure({ showTable: true })).toMatch(/<div class="chart-figure__data"><table id="per-month-table"/);
  });

  it('draws bars for kind "bar"', () => {
    const html = figure({ kind: 'bar', data: types, id: 'by-type' });
    expect(tagsOf(html, 'svg')[0].class).toBe('chart chart--bar');
    expect(textsOf(html, 'td')).toEqual(['12', '6', '3']);
  });

  it('shows the empty message and no table when there is nothing to chart', () => {
    const html = figure({ data: [{ label: '2024-01', value: 0 }] });
    expect(html).toContain('<figcaption');
    expect(html).toContain('No data in this period');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<table');
  });

  it('keeps ids unique with several charts on one page', () => {
    const html = [figure(), figure({ id: 'by-type', kind: 'bar', data: types }), figure({ id: 'top-csi', kind: 'bar', data: types })].join('');
    const ids = idsOf(html);
    expect(ids.length).toBeGreaterThan(9);
    expect(new Set(ids).size).toBe(ids.length);
    // Every id reference points at an element of the page.
    for (const svg of tagsOf(html, 'svg')) for (const ref of svg['aria-labelledby'].split(' ')) expect(ids).toContain(ref);
    for (const fig of tagsOf(html, 'figure')) expect(ids).toContain(fig['aria-labelledby']);
  });
});
