import { beforeEach, describe, expect, it } from 'vitest';
import { csvField, reportToCsv } from '../../src/domain/reports';
import { reportRow } from '../helpers/report-rows';

const BOM = '\uFEFF';

describe('csvField', () => {
  it('leaves plain text alone and writes empty values as nothing', () => {
    expect(csvField('Austin')).toBe('Austin');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('quotes fields with a comma, quote or line break, doubling quotes (RFC 4180)', () => {
    expect(csvField('Birch, Co')).toBe('"Birch, Co"');
    expect(csvField('The "Annex"')).toBe('"The ""Annex"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('guards against formula injection with a leading single quote', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('reportToCsv', () => {
  const report = {
    csis: [{ key: '08 11 13', value: 'Hollow Metal Doors and Frames' }, { key: '08 71 00', value: 'Door Hardware' }],
    rows: [
      reportRow({ projectId: 'P-2026-0001', name: 'Clinic, Phase "B"', type: 'Health', userId: 7, company: '=cmd|calc', fullName: 'Zoë Ærø', website: null, city: 'Austin', state: 'TX', specDate: '2026-03-10', csis: { '08 11 13': true, '08 71 00': false } }),
      reportRow({ projectId: 'P-2026-0002', name: 'Depot', specDate: '2026-03-11', csis: { '08 11 13': false, '08 71 00': true } }),
    ],
  };
  // Made inside each test, so the code under test runs there (not while the file is collected).
  let text = '';
  beforeEach(() => {
    text = reportToCsv(report);
  });

  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(1).split('\r\n')).toHaveLength(4);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has a heading row with human names and one column per CSI section', () => {
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Project ID,Project name,Project type,User ID,Company,Full name,Website,City,State,Spec date,08 11 13 Hollow Metal Doors and Frames,08 71 00 Door Hardware',
    );
  });

  it('writes each row with quoting, the formula guard, Yes or nothing per section, and UTF-8 text', () => {
    const [, first, second] = text.slice(1).split('\r\n');
    expect(first).toBe('P-2026-0001,"Clinic, Phase ""B""",Health,7,\'=cmd|calc,Zoë Ærø,,Austin,TX,2026-03-10,Yes,');
    expect(second).toBe('P-2026-0002,Depot,,1,,,,,,2026-03-11,,Yes');
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('heads a CSI column with its key alone when the section has no title', () => {
    expect(reportToCsv({ rows: [], csis: [{ key: '09 91 00', value: '' }] }).endsWith(',Spec date,09 91 00\r\n')).toBe(true);
  });

  it('gives just the heading for an empty report', () => {
    expect(reportToCsv({ rows: [], csis: [] })).toBe(`${BOM}Project ID,Project name,Project type,User ID,Company,Full name,Website,City,State,Spec date\r\n`);
  });
});
