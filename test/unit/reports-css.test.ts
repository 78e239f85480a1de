import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = (name: string) => readFileSync(path.join(process.cwd(), 'static', 'css', name), 'utf8');

describe('report and chart styles', () => {
  it('are imported by site.css before any rule (an @import after a rule is ignored)', () => {
    const site = css('site.css');
    const firstRule = site.search(/^[^@\s/*][^\n]*\{/m);
    expect(site.indexOf('@import "./reports.css";')).toBeGreaterThanOrEqual(0);
    expect(site.indexOf('@import "./reports.css";')).toBeLessThan(firstRule);
  });

  it('use the site colour tokens on screen and black and white in print', () => {
    const reports = css('reports.css');
    expect(reports).toMatch(/\.chart__bar \{ fill: var\(--color-primary\); \}/);
    const print = reports.slice(reports.indexOf('@media print'));
    expect(print).toMatch(/\.chart__bar[^{]*\{ fill: #555; stroke: #000;/);
    expect(print).toMatch(/\.chart__tick, \.chart__label, \.chart__value \{ fill: #000; \}/);
    // A CSI cell's tick is drawn over its "Yes", and says nothing itself.
    expect(reports).toMatch(/\.report-table__tick--yes::after \{[^}]*content: "✓" \/ "";/);
    // The chart's hidden data table prints.
    expect(print).toMatch(/\.chart-figure__data\.visually-hidden \{\s*position: static !important;/);
  });
});
