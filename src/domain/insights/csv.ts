import { csvField } from '../reports/csv';

interface CsvRow {
  week: string;
  kind: string;
  id: number;
  title: string;
  views: number;
  downloads: number;
  downloadsByFormat: Record<string, number>;
  saves: number;
  watches: number;
  comparisons: number;
  projects: number;
  specWizardSaves: number;
  specWizardDownloads: number;
}

const HEADER = ['Week', 'Kind', 'Id', 'Title', 'Views', 'Downloads', 'Downloads by format', 'Saves', 'Watches', 'Comparisons', 'Projects', 'Spec wizard saves', 'Spec-wizard downloads'];

/** Insights as a CSV file (UTF-8 with a byte order mark, CRLF): one line per product or document and week. */
export function insightsCsv(rows: readonly CsvRow[]): string {
  const line = (fields: ReadonlyArray<string | number>) => `${fields.map(csvField).join(',')}\r\n`;
  const formats = (byFormat: Record<string, number>) => Object.entries(byFormat).sort(([a], [b]) => a.localeCompare(b)).map(([f, n]) => `${f} ${n}`).join('; ');
  return `\uFEFF${line(HEADER)}${rows
    .map((r) => line([r.week, r.kind, r.id, r.title, r.views, r.downloads, formats(r.downloadsByFormat), r.saves, r.watches, r.comparisons, r.projects, r.specWizardSaves, r.specWizardDownloads]))
    .join('')}`;
}
