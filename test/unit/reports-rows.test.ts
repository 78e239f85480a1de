import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLIENT_NAME, DEFAULT_REPORT_QUERY, buildReport, clientNameOf, cleanText, fullNameOf, groupProjects,
  plainCompanyName, projectTypeText,
} from '../../src/domain/reports';
import { rawRow } from '../helpers/report-rows';

const OPEN = { from: null, to: null };

describe('cleanText and fullNameOf', () => {
  it("treats '.', blanks and whitespace as empty", () => {
    for (const empty of ['.', ' . ', '', '   ', '\t', null, undefined]) expect(cleanText(empty)).toBeNull();
    expect(cleanText('  Austin ')).toBe('Austin');
    expect(cleanText('..')).toBe('..');
    expect(cleanText('St. Paul')).toBe('St. Paul');
  });

  it("joins first and last names, each '.' or blank counting as missing", () => {
    expect(fullNameOf('Dana', 'Reyes')).toBe('Dana Reyes');
    expect(fullNameOf('.', 'Reyes')).toBe('Reyes');
    expect(fullNameOf('Dana', ' ')).toBe('Dana');
    expect(fullNameOf('.', '.')).toBeNull();
    expect(fullNameOf('', null)).toBeNull();
  });
});

describe('project types by name', () => {
  it('names project type codes, keeps other text, and empties unknown codes and dots', () => {
    expect(projectTypeText(11)).toBe('Office');
    expect(projectTypeText('40')).toBe('Institutional');
    expect(projectTypeText(99)).toBeNull();
    expect(projectTypeText('.')).toBeNull();
    expect(projectTypeText(' ')).toBeNull();
    expect(projectTypeText(null)).toBeNull();
    expect(projectTypeText('Mixed use')).toBe('Mixed use');
  });
});

describe('clientName', () => {
  it('is the plain-text company name (companyNoHtml) when known', () => {
    expect(clientNameOf('Keystone Elevator Company')).toBe('Keystone Elevator Company');
    expect(clientNameOf('<b>Acme</b>&nbsp;Doors &amp; Frames')).toBe('Acme Doors & Frames');
    expect(clientNameOf('Acme<sup>&reg;</sup> Glass<br/>Systems')).toBe('Acme® Glass Systems');
    expect(clientNameOf('O&#39;Neil &#x26; Sons')).toBe("O'Neil & Sons");
    expect(clientNameOf('Safe<script>alert(1)</script> Co')).toBe('Safe Co');
    expect(plainCompanyName('Unknown &bogus; entity')).toBe('Unknown &bogus; entity');
  });

  it('falls back to a fixed label naming the product', () => {
    expect(DEFAULT_CLIENT_NAME).toContain('SpecFind');
    for (const unknown of [null, undefined, '', '  ', '<p></p>']) expect(clientNameOf(unknown)).toBe(DEFAULT_CLIENT_NAME);
  });
});

describe('row building', () => {
  it("empties '.' and blank owner fields and names the project type", () => {
    const [row] = buildReport({
      raw: [rawRow({ type: '.', company: '.', firstName: '.', lastName: ' ', website: '', city: ' . ', state: '.' })],
      clientName: 'X',
      query: DEFAULT_REPORT_QUERY,
    }).rows;
    expect(row).toMatchObject({ type: null, company: null, fullName: null, website: null, city: null, state: null });
    const [named] = buildReport({ raw: [rawRow({ type: 12 })], clientName: 'X', query: DEFAULT_REPORT_QUERY }).rows;
    expect(named).toMatchObject({ type: 'Retail', company: 'Birch & Co Architects', fullName: 'Dana Reyes', userId: 7 });
  });

  it('gives one row per project: the latest spec date (YYYY-MM-DD, UTC) and a boolean per CSI column', () => {
    const raw = [
      rawRow({ projectId: 'A', section: '08 11 13', specDate: new Date('2026-03-10T23:30:00Z') }),
      rawRow({ projectId: 'A', section: '081416', specDate: '2026-04-02T01:00:00.000Z' }),
      rawRow({ projectId: 'B', section: '08 71 00', specDate: '2026-02-01' }),
      rawRow({ projectId: 'C', section: null, specDate: new Date('2026-01-05T00:00:00Z') }),
    ];
    const report = buildReport({ raw, clientName: 'Acme', query: DEFAULT_REPORT_QUERY, titles: new Map([['08 11 13', 'Hollow Metal Doors and Frames (db)']]) });
    expect(report.clientName).toBe('Acme');
    expect(report.csis).toEqual([
      { key: '08 11 13', value: 'Hollow Metal Doors and Frames (db)' },
      { key: '08 14 16', value: 'Flush Wood Doors' },
      { key: '08 71 00', value: 'Door Hardware' },
    ]);
    expect(report.rows.map((r) => [r.projectId, r.specDate])).toEqual([['A', '2026-04-02'], ['B', '2026-02-01'], ['C', '2026-01-05']]);
    expect(report.rows[0].csis).toEqual({ '08 11 13': true, '08 14 16': true, '08 71 00': false });
    expect(report.rows[1].csis).toEqual({ '08 11 13': false, '08 14 16': false, '08 71 00': true });
    expect(report.rows[2].csis).toEqual({ '08 11 13': false, '08 14 16': false, '08 71 00': false });
    expect(report.truncated).toBeUndefined();
  });

  it('keeps only specifications within the period, so specDate is the latest within it', () => {
    const raw = [
      rawRow({ projectId: 'A', section: '08 11 13', specDate: '2026-03-10' }),
      rawRow({ projectId: 'A', section: '08 71 00', specDate: '2026-05-20' }),
      rawRow({ projectId: 'B', section: '08 71 00', specDate: '2026-06-01' }),
    ];
    const report = buildReport({ raw, clientName: 'X', query: { ...DEFAULT_REPORT_QUERY, dates: { from: '2026-03-01', to: '2026-03-31' } } });
    expect(report.dates).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ projectId: 'A', specDate: '2026-03-10', csis: { '08 11 13': true } });
    expect(report.csis.map((c) => c.key)).toEqual(['08 11 13']);
  });

  it('narrows to a CSI section, keeping the other sections of the projects that specify it', () => {
    const raw = [
      rawRow({ projectId: 'A', section: '08 11 13' }),
      rawRow({ projectId: 'A', section: '08 71 00' }),
      rawRow({ projectId: 'B', section: '09 91 00' }),
    ];
    const report = buildReport({ raw, clientName: 'X', query: { ...DEFAULT_REPORT_QUERY, csi: '08 71 00' } });
    expect(report.rows.map((r) => r.projectId)).toEqual(['A']);
    expect(report.csis.map((c) => c.key)).toEqual(['08 11 13', '08 71 00']);
  });

  it('cuts at maxRows, keeping the latest specified projects, and says so', () => {
    const raw = ['01', '05', '03', '04', '02'].map((d) => rawRow({ projectId: d, specDate: `2026-01-${d}` }));
    const report = buildReport({ raw, clientName: 'X', query: { ...DEFAULT_REPORT_QUERY, sort: { field: 'projectId', direction: 'asc' } }, maxRows: 3 });
    expect(report.truncated).toBe(true);
    expect(report.rows.map((r) => r.projectId)).toEqual(['03', '04', '05']);
  });

  it('groups in order of first appearance', () => {
    const groups = groupProjects([rawRow({ projectId: 2 }), rawRow({ projectId: 1 }), rawRow({ projectId: 2, section: '08 71 00' })], OPEN);
    expect(groups.map((g) => g.projectId)).toEqual(['2', '1']);
    expect([...groups[0].sections]).toEqual(['08 11 13', '08 71 00']);
  });
});
