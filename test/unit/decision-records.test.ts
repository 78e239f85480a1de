import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Keeps docs/decisions/ navigable as files are added: every record has the agreed shape and the
// index (README.md) links exactly the records that exist.

const DIR = path.resolve(__dirname, '../../docs/decisions');
const INDEX = 'README.md';
const NAME = /^(\d{4}-\d{2}-\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const HEADINGS = ['## Context', '## Decision', '## Consequences'];

/** What is wrong with one record, given its file name and text. */
function recordProblems(name: string, text: string, exists: (file: string) => boolean): string[] {
  const problems: string[] = [];
  const date = NAME.exec(name)?.[1];
  if (!date) problems.push(`${name}: name is not YYYY-MM-DD-short-slug.md`);
  const lines = text.split('\n');
  if (!lines[0]?.startsWith('# ')) problems.push(`${name}: first line is not the "# Title"`);
  const dateLine = lines.find((line) => line.startsWith('- Date: '));
  if (!dateLine) problems.push(`${name}: no "- Date: YYYY-MM-DD" line`);
  else if (date && dateLine !== `- Date: ${date}`) problems.push(`${name}: Date line differs from the date in the name`);
  const status = lines.find((line) => line.startsWith('- Status: '))?.slice('- Status: '.length);
  const superseded = /^superseded by (\S+\.md)$/.exec(status ?? '');
  if (status !== 'accepted' && !superseded) problems.push(`${name}: Status line is not "accepted" or "superseded by <file>"`);
  if (superseded && !exists(superseded[1])) problems.push(`${name}: superseded by a file that does not exist (${superseded[1]})`);
  for (const heading of HEADINGS) {
    if (!lines.includes(heading)) problems.push(`${name}: no "${heading}" heading`);
  }
  return problems;
}

/** Links of the index to files of this folder (relative .md links without a slash). */
function indexLinks(index: string): Set<string> {
  return new Set([...index.matchAll(/\]\(([^)/#]+\.md)\)/g)].map((match) => match[1]));
}

/** Every problem of a decisions folder given as file name → text (the index included). */
function folderProblems(files: Map<string, string>): string[] {
  const records = [...files.keys()].filter((name) => name !== INDEX && name.endsWith('.md'));
  const exists = (file: string) => files.has(file);
  const linked = indexLinks(files.get(INDEX) ?? '');
  return [
    ...(files.has(INDEX) ? [] : [`${INDEX} is missing`]),
    ...records.flatMap((name) => recordProblems(name, files.get(name) ?? '', exists)),
    ...records.filter((name) => !linked.has(name)).map((name) => `${name}: not linked from ${INDEX}`),
    ...[...linked].filter((name) => !exists(name)).map((name) => `${INDEX} links ${name}, which does not exist`),
  ];
}

const GOOD = [
  '# A choice',
  '- Date: 2026-01-02',
  '- Status: accepted',
  '',
  '## Context',
  'Why.',
  '',
  '## Decision',
  'What.',
  '',
  '## Consequences',
  'So what.',
  '',
].join('\n');
const GOOD_NAME = '2026-01-02-a-choice.md';

function folder(records: Record<string, string>, index = Object.keys(records).map((n) => `- [x](${n})`).join('\n')) {
  return new Map([[INDEX, index], ...Object.entries(records)]);
}

describe('decision records checker', () => {
  it('accepts a well-formed record linked from the index', () => {
    expect(folderProblems(folder({ [GOOD_NAME]: GOOD }))).toEqual([]);
  });

  it.each([
    ['the Date line', GOOD.replace('- Date: 2026-01-02\n', ''), 'no "- Date'],
    ['a Date matching the name', GOOD.replace('2026-01-02', '2026-01-03'), 'Date line differs'],
    ['the Status line', GOOD.replace('- Status: accepted\n', ''), 'Status line'],
    ['the Context heading', GOOD.replace('## Context', 'Context'), '"## Context"'],
    ['the Decision heading', GOOD.replace('## Decision', '### Decision'), '"## Decision"'],
    ['the Consequences heading', GOOD.replace('## Consequences\n', ''), '"## Consequences"'],
  ])('reports a record that lacks %s', (_what, text, message) => {
    const problems = folderProblems(folder({ [GOOD_NAME]: text }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('accepts "superseded by" an existing record and refuses one that does not exist', () => {
    const newer = '2026-02-01-newer.md';
    const old = GOOD.replace('accepted', `superseded by ${newer}`);
    expect(folderProblems(folder({ [GOOD_NAME]: old, [newer]: GOOD.replaceAll('2026-01-02', '2026-02-01') }))).toEqual([]);
    expect(folderProblems(folder({ [GOOD_NAME]: old }))).toEqual([`${GOOD_NAME}: superseded by a file that does not exist (${newer})`]);
  });

  it('reports a badly named file, a record missing from the index and a link to nothing', () => {
    expect(folderProblems(folder({ 'notes.md': GOOD }))).toContainEqual('notes.md: name is not YYYY-MM-DD-short-slug.md');
    expect(folderProblems(folder({ [GOOD_NAME]: GOOD }, '# Index'))).toEqual([`${GOOD_NAME}: not linked from README.md`]);
    expect(folderProblems(folder({}, '- [gone](2026-01-01-gone.md)'))).toEqual(['README.md links 2026-01-01-gone.md, which does not exist']);
  });
});

describe('docs/decisions/', () => {
  it('holds only well-formed records, each linked from the index, and the index links nothing else', () => {
    const names = readdirSync(DIR).filter((name) => name.endsWith('.md'));
    const files = new Map(names.map((name) => [name, readFileSync(path.join(DIR, name), 'utf8')]));
    expect(names.length).toBeGreaterThan(1);
    expect(folderProblems(files)).toEqual([]);
  });
});
