import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { REPORT_PAGE_ROWS, reportRowsPage } from '../../src/domain/reports';
import { ReportPage } from '../../src/pages/reports/report-page';
import { render, tagsOf, textsOf } from '../helpers/markup';
import { reportRow, sampleReport } from '../helpers/report-fixture';

describe('reportRowsPage', () => {
  const rows = Array.from({ length: 250 }, (_, i) => i + 1);

  it('gives one page of rows with their positions', () => {
    expect(reportRowsPage(rows, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 100 });
    expect(reportRowsPage(rows, 1).rows).toHaveLength(REPORT_PAGE_ROWS);
    const last = reportRowsPage(rows, 3);
    expect(last).toMatchObject({ page: 3, pageCount: 3, first: 201, last: 250 });
    expect(last.rows[0]).toBe(201);
  });

  it('shows the last page for a page past the end, and one empty page for no rows', () => {
    expect(reportRowsPage(rows, 9)).toMatchObject({ page: 3, first: 201, last: 250 });
    expect(reportRowsPage([], 2)).toEqual({ rows: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });
});

describe('a long report page', () => {
  const csi = '08 11 13';
  const many = Array.from({ length: 150 }, (_, i) =>
    reportRow({ projectId: `P-${i + 1}`, specDate: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`, csis: { [csi]: i % 3 === 0 } }),
  );
  const page = (n: number | 'all') =>
    render(
      createElement(ReportPage, {
        kind: 'outline-specs',
        report: sampleReport({ rows: many, csis: [{ key: csi, value: 'Hollow Metal Doors and Frames' }] }),
        filters: { from: '2024-01-01', to: '', csi: '' },
        sort: { field: 'name', direction: 'asc' },
        page: n,
        base: '',
        csvHref: '/api/outline-specs-report/by-abbrev/x/y?format=csv',
        links: [],
      }),
    );
  const table = (html: string) => /<table id="report-table"[\s\S]*?<\/table>/.exec(html)![0];
  const bodyRows = (html: string) => tagsOf(/<tbody>([\s\S]*)<\/tbody>/.exec(table(html))![1], 'tr').length;

  it('shows a page of rows, totals over every row, and links to the other pages keeping filter and sort', () => {
    const first = page(1);
    expect(bodyRows(first)).toBe(REPORT_PAGE_ROWS);
    expect(textsOf(table(first), 'caption')[0]).toMatch(/: 150 projects$/);
    const foot = /<tfoot>([\s\S]*)<\/tfoot>/.exec(table(first))![1];
    expect(textsOf(foot, 'th')).toEqual(['Total (150 projects)']);
    expect(textsOf(foot, 'td')[0]).toBe('50');
    expect(first).toContain('rows 1–100 on this page');
    const next = tagsOf(first, 'a').find((a) => a.rel === 'next')!;
    expect(next.href).toBe('?from=2024-01-01&sort=name&page=2');

    const second = page(2);
    expect(bodyRows(second)).toBe(50);
    expect(second).toContain('rows 101–150 on this page');
    expect(textsOf(table(second), 'td')).toContain('P-101');
    expect(textsOf(table(second), 'td')).not.toContain('P-1');
  });

  it('shows every row on request, for printing, with the way back to pages', () => {
    expect(page(1)).toContain('To print every row, <a href="?from=2024-01-01&amp;sort=name&amp;page=all">show all 150 rows</a> first.');
    const all = page('all');
    expect(bodyRows(all)).toBe(150);
    expect(all).not.toContain('class="pagination"');
    expect(all).toContain('<a href="?from=2024-01-01&amp;sort=name">Show 100 rows at a time</a>');
  });
});
