import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ReportTable, periodText } from '../../src/components/reports/report-table';
import { websiteHref } from '../../src/domain/reports/website-link';
import { formatSort, type SortState } from '../../src/domain/sort';
import { render, tagsOf, textsOf } from '../helpers/markup';
import { reportRow, sampleReport } from '../helpers/report-fixture';

const hrefFor = (next: SortState) => `/outline-specs-report?sort=${encodeURIComponent(formatSort(next))}`;
const table = (props: Partial<Parameters<typeof ReportTable>[0]> = {}) =>
  render(createElement(ReportTable, { report: sampleReport(), sort: { field: 'specDate', direction: 'desc' }, hrefFor, ...props }));

/** The header cells: attributes, text and link of each. */
function headers(html: string) {
  const thead = /<thead>([\s\S]*)<\/thead>/.exec(html)![1];
  return thead
    .split('<th')
    .slice(1)
    .map((chunk) => ({ attrs: tagsOf(`<th${chunk}`, 'th')[0], text: textsOf(`<th${chunk}`, 'th')[0], href: tagsOf(chunk, 'a')[0]?.href }));
}

describe('ReportTable', () => {
  it('has the project and date first, then one column per CSI section, then the rest, in a captioned, scrollable table', () => {
    const html = table();
    expect(html).toMatch(/^<div class="table-scroll report-table-scroll" role="region" aria-labelledby="report-table-caption" tabindex="0"><table id="report-table" class="data-table report-table">/);
    expect(textsOf(html, 'caption')[0]).toBe('Projects specifying Acme Doors products, from 2024-01-01 to 2024-04-30: 3 projects');
    expect(headers(html).map((h) => h.text.replace(/[▲▼↕]/g, ''))).toEqual([
      'Project', 'Spec date', '08 11 13 Hollow Metal Doors and Frames', '08 71 00 Door Hardware', '09 91 23 Interior Painting',
      'Name', 'Type', 'Owner', 'Company', 'City', 'State',
    ]);
    const body = /<tbody>([\s\S]*)<\/tbody>/.exec(html)![1];
    expect(tagsOf(body, 'tr')).toHaveLength(3);
    expect(textsOf(body, 'td').filter((_, i) => i < 2 || (i >= 5 && i < 11))).toEqual(['P-1', '2024-01-10', 'Riverside Library', 'Libraries', 'Ada Byron', 'North Studionorth.example.com', 'Portland', 'OR']);
    // The website sits in the company's cell, under its name.
    expect(body).toContain('<td class="report-table__company">North Studio<a class="report-table__website" href="https://north.example.com/"');
    expect(body).toContain('<time dateTime="2024-01-10">2024-01-10</time>');
  });

  it('marks specified CSI sections with a tick read as "Yes", others "No" for screen readers', () => {
    const body = /<tbody>([\s\S]*)<\/tbody>/.exec(table())![1];
    const firstRow = body.split('</tr>')[0];
    expect(textsOf(firstRow, 'td').slice(2, 5)).toEqual(['Yes', 'Yes', 'No']);
    // The tick is drawn by CSS: no element per cell besides the cell.
    expect(firstRow).toContain('<td class="report-table__mark report-table__tick report-table__tick--yes">Yes</td>');
    expect(firstRow).toContain('<td class="report-table__mark report-table__tick">No</td>');
  });

  it('links every header to its sort and marks only the active one with aria-sort', () => {
    const html = table({ sort: { field: 'name', direction: 'asc' } });
    const hs = headers(html);
    expect(hs.filter((h) => h.attrs['aria-sort'])).toEqual([expect.objectContaining({ text: 'Name▲' })]);
    expect(hs.find((h) => h.text.startsWith('Name'))!.attrs['aria-sort']).toBe('ascending');
    const links = tagsOf(/<thead>([\s\S]*)<\/thead>/.exec(html)![1], 'a').map((a) => decodeURIComponent(a.href.split('sort=')[1]));
    // The active field flips; other fields start at their own default (dates and CSI ticks newest/most first).
    expect(links).toEqual(['projectId', '-specDate', '-08 11 13', '-08 71 00', '-09 91 23', '-name', 'type', 'fullName', 'company', 'city', 'state']);
  });

  it('flips a descending active column back to ascending and says so in aria-sort', () => {
    const html = table({ sort: { field: '08 71 00', direction: 'desc' } });
    const active = headers(html).filter((h) => h.attrs['aria-sort']);
    expect(active).toHaveLength(1);
    expect(active[0].attrs['aria-sort']).toBe('descending');
    expect(active[0].text).toContain('08 71 00');
    expect(html).toContain(`href="${hrefFor({ field: '08 71 00', direction: 'asc' }).replace(/&/g, '&amp;')}"`);
  });

  it('totals each CSI section in the footer', () => {
    const foot = /<tfoot>([\s\S]*)<\/tfoot>/.exec(table())![1];
    expect(textsOf(foot, 'th')).toEqual(['Total (3 projects)']);
    expect(tagsOf(foot, 'th')[0]).toMatchObject({ scope: 'row', colSpan: '2' });
    expect(textsOf(foot, 'td')).toEqual(['3', '2', '0', '']);
  });

  it('says there are no projects, with no totals, for an empty report', () => {
    const html = table({ report: sampleReport({ rows: [] }) });
    expect(html).toContain('No projects in this period');
    expect(tagsOf(html, 'td')[0].colSpan).toBe('11');
    expect(html).not.toContain('<tfoot');
    expect(textsOf(html, 'caption')[0]).toContain('0 projects');
  });

  it('links a website only when it is a plain http(s) address and never renders a javascript: link', () => {
    const rows = ['javascript:alert(1)', 'www.example.com', 'https://user:pw@example.com', 'http://ok.example.org/path', 'HTTPS://EXAMPLE.COM', 'https://a b.com', null].map((website, i) =>
      reportRow({ projectId: `P-${i}`, website }),
    );
    const html = table({ report: sampleReport({ rows }) });
    const hrefs = tagsOf(/<tbody>([\s\S]*)<\/tbody>/.exec(html)![1], 'a').map((a) => a.href);
    expect(hrefs).toEqual(['http://ok.example.org/path', 'https://example.com/']);
    expect(html).not.toMatch(/href="\s*javascript:/i);
    expect(html).toContain('<span class="report-table__website">javascript:alert(1)</span>');
    expect(html).toContain('<span class="report-table__website">www.example.com</span>');
    expect(tagsOf(html, 'a').find((a) => a.href === 'http://ok.example.org/path')!.rel).toBe('nofollow noopener noreferrer');
  });

  it('escapes every value', () => {
    const html = table({ report: sampleReport({ clientName: '<b>Acme</b>', rows: [reportRow({ name: '<img src=x onerror=alert(1)>', city: '"Quoted" & co' })] }) });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Acme');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;Quoted&quot; &amp; co');
  });

  it('takes a caption and an id', () => {
    const html = table({ caption: 'Spec wizard projects', id: 'wizard-report' });
    expect(textsOf(html, 'caption')).toEqual(['Spec wizard projects']);
    expect(html).toContain('id="wizard-report-caption"');
    expect(html).toContain('aria-labelledby="wizard-report-caption"');
  });
});

describe('periodText', () => {
  it('names open and closed periods', () => {
    expect(periodText({ from: '2024-01-01', to: null })).toBe('from 2024-01-01');
    expect(periodText({ from: null, to: '2024-02-01' })).toBe('to 2024-02-01');
    expect(periodText({ from: null, to: null })).toBe('');
  });
});

describe('websiteHref', () => {
  it('accepts plain http(s) URLs only', () => {
    expect(websiteHref('https://example.com')).toBe('https://example.com/');
    expect(websiteHref('http://example.com/a?b=c#d')).toBe('http://example.com/a?b=c#d');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' https://example.com', 'https://exa\tmple.com', 'data:text/html,x', 'ftp://example.com', '//example.com', 'https://', 'https://u@example.com', '', null, undefined]) {
      expect(websiteHref(bad), String(bad)).toBeNull();
    }
  });
});
