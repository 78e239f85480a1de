import type { SpecArticle, SpecBody, SpecParagraph, SpecPart } from './spec-document';
import { optionId, paragraphsOf } from './spec-document';

/**
 * The plain text a manufacturer edits a section in (docs/decisions/2026-11-27-spec-notation.md):
 *
 *   SECTION 08 11 13 – Hollow Metal Doors and Frames
 *   PART 1 – GENERAL
 *   1.1 SUMMARY
 *   A. Section includes: steel doors; frames.
 *      NOTE: Edit the list to match the project.
 *   B. Finish: [____].
 *      1. [Standard colors | Custom color]
 *   C. Custom Color Samples: submit three samples.
 *      WHEN: p-1-1-B-2
 *
 * One line per paragraph; `1. [a | b]` its alternatives; `NOTE:` an editor's note; `WHEN:` the paragraph or option
 * id it depends on; `ID:` only when a paragraph's id is not the one its numbers give (`p-1-1-A`). Blank lines and
 * indentation do not matter. parse(print(body)) equals body for every section the site holds.
 */

/** Within the 100 kB a form or JSON body may carry, so the writer names the problem rather than the body parser. */
export const NOTATION_MAX_CHARS = 90_000;
const NOTATION_MAX_LINES = 5_000;

export interface NotationError {
  line: number;
  message: string;
}

type NotationResult = { ok: true; body: SpecBody } | { ok: false; errors: NotationError[] };

const INDENT = '   ';
const OPTION_SEPARATOR = ' | ';

/** The id a paragraph gets from its article and label: 'p-2-2-A' for 2.2.A. */
const derivedParagraphId = (articleNumber: string, label: string): string => `p-${articleNumber.replace('.', '-')}-${label}`;

/** One paragraph in the notation: its line, then its ID:, WHEN:, options and notes. */
export function paragraphLines(articleNumber: string, p: SpecParagraph): string[] {
  const lines = [`${p.label}. ${p.text}`];
  if (p.id !== derivedParagraphId(articleNumber, p.label)) lines.push(`${INDENT}ID: ${p.id}`);
  if (p.condition) lines.push(`${INDENT}WHEN: ${p.condition}`);
  if (p.options) lines.push(`${INDENT}1. [${p.options.join(OPTION_SEPARATOR)}]`);
  for (const note of p.notes ?? []) lines.push(`${INDENT}NOTE: ${note}`);
  return lines;
}

export function printSpecNotation(body: SpecBody): string {
  const lines = [`SECTION ${body.section} – ${body.title}`];
  for (const part of body.parts) {
    lines.push('', `PART ${part.number} – ${part.title}`);
    for (const article of part.articles) {
      lines.push('', `${article.number} ${article.title}`);
      for (const p of article.paragraphs) lines.push(...paragraphLines(article.number, p));
    }
  }
  return `${lines.join('\n')}\n`;
}

const SECTION_LINE = /^SECTION\s+(\d{2} \d{2} \d{2}(?:\.\d{2})?)\s+[–-]\s+(\S.*)$/;
const PART_LINE = /^PART\s+(\d{1,2})\s+[–-]\s+(\S.*)$/;
const ARTICLE_LINE = /^(\d{1,2}\.\d{1,2})\s+(\S.*)$/;
const PARAGRAPH_LINE = /^([A-Z]{1,2})\.\s+(\S.*)$/;
const OPTIONS_LINE = /^1\.\s+\[(.*)\]$/;
const ATTRIBUTE_LINE = /^(NOTE|WHEN|ID):\s*(.*)$/;
const ID_TEXT = /^[A-Za-z0-9][A-Za-z0-9-]{0,79}$/;

const EXPECTED = 'expected a PART line (“PART 2 – PRODUCTS”), an article (“2.1 MANUFACTURERS”), a paragraph (“A. text”), or under a paragraph its options (“1. [a | b]”), NOTE:, WHEN: or ID:';

interface Draft {
  body: SpecBody | null;
  part: SpecPart | null;
  article: SpecArticle | null;
  paragraph: SpecParagraph | null;
  /** Paragraphs whose id was written with ID: (kept apart from derived ids until the end). */
  explicitIds: Set<SpecParagraph>;
  lineOf: Map<SpecParagraph, { line: number; when?: number }>;
  errors: NotationError[];
}

function readLine(d: Draft, line: string, n: number): void {
  const fail = (message: string): void => {
    d.errors.push({ line: n, message });
  };
  if (!d.body) {
    const section = SECTION_LINE.exec(line);
    if (!section) return fail('the text starts with the section line: “SECTION 08 11 13 – Title”');
    d.body = { section: section[1], title: section[2], parts: [] };
    return;
  }
  const part = PART_LINE.exec(line);
  if (part) {
    const number = Number(part[1]);
    if (d.body.parts.some((p) => p.number === number)) return fail(`PART ${number} appears twice`);
    d.part = { number, title: part[2], articles: [] };
    d.body.parts.push(d.part);
    d.article = d.paragraph = null;
    return;
  }
  const article = ARTICLE_LINE.exec(line);
  if (article) {
    if (!d.part) return fail('an article must follow a PART line');
    const number = article[1];
    if (!number.startsWith(`${d.part.number}.`)) return fail(`article ${number} is not in PART ${d.part.number} (its number starts with ${d.part.number}.)`);
    if (d.part.articles.some((a) => a.number === number)) return fail(`article ${number} appears twice`);
    d.article = { number, title: article[2], paragraphs: [] };
    d.part.articles.push(d.article);
    d.paragraph = null;
    return;
  }
  const paragraph = PARAGRAPH_LINE.exec(line);
  if (paragraph) {
    if (!d.article) return fail('a paragraph must follow an article line (“1.1 SUMMARY”)');
    const label = paragraph[1];
    if (d.article.paragraphs.some((p) => p.label === label)) return fail(`paragraph ${d.article.number}.${label} appears twice`);
    d.paragraph = { id: derivedParagraphId(d.article.number, label), label, text: paragraph[2] };
    d.article.paragraphs.push(d.paragraph);
    d.lineOf.set(d.paragraph, { line: n });
    return;
  }
  const options = OPTIONS_LINE.exec(line);
  const attribute = ATTRIBUTE_LINE.exec(line);
  if (!options && !attribute) return fail(EXPECTED);
  const p = d.paragraph;
  if (!p) return fail('options, NOTE:, WHEN: and ID: belong under a paragraph (“A. text”)');
  if (options) {
    if (p.options) return fail(`paragraph ${p.label} already has its options`);
    const list = options[1].split(OPTION_SEPARATOR).map((o) => o.trim());
    if (list.some((o) => o === '')) return fail('an option is empty: write the options as “1. [first | second]”');
    p.options = list;
    return;
  }
  const [, key, value] = attribute!;
  if (key === 'NOTE') {
    if (!value) return fail('the note is empty');
    p.notes = [...(p.notes ?? []), value];
  } else if (key === 'WHEN') {
    if (p.condition) return fail(`paragraph ${p.label} already has a WHEN:`);
    if (!ID_TEXT.test(value)) return fail('WHEN: names a paragraph or option id, such as p-1-4-C-1');
    p.condition = value;
    d.lineOf.set(p, { ...d.lineOf.get(p)!, when: n });
  } else {
    if (d.explicitIds.has(p)) return fail(`paragraph ${p.label} already has an ID:`);
    if (!ID_TEXT.test(value)) return fail('ID: is letters, digits and hyphens, such as p-1-1-A');
    p.id = value;
    d.explicitIds.add(p);
  }
}

/** Ids unique across the section; every WHEN: names a paragraph or an option of this section. */
function checkReferences(d: Draft, body: SpecBody): void {
  const seen = new Set<string>();
  const targets = new Set<string>();
  for (const { paragraph } of paragraphsOf(body)) {
    targets.add(paragraph.id);
    (paragraph.options ?? []).forEach((_, i) => targets.add(optionId(paragraph.id, i)));
  }
  for (const { article, paragraph } of paragraphsOf(body)) {
    const at = d.lineOf.get(paragraph)!;
    if (seen.has(paragraph.id)) d.errors.push({ line: at.line, message: `paragraph ${article.number}.${paragraph.label} has the id ${paragraph.id} of another paragraph` });
    seen.add(paragraph.id);
    if (paragraph.condition && !targets.has(paragraph.condition)) {
      d.errors.push({ line: at.when ?? at.line, message: `WHEN: ${paragraph.condition} is neither a paragraph nor an option of this section` });
    }
  }
}

/** The section a text describes, or every line that is wrong (at most 50), each with what is wrong. */
export function parseSpecNotation(text: string): NotationResult {
  if (text.length > NOTATION_MAX_CHARS) return { ok: false, errors: [{ line: 1, message: `the text is longer than ${NOTATION_MAX_CHARS} characters` }] };
  const lines = text.split(/\r?\n/);
  if (lines.length > NOTATION_MAX_LINES) return { ok: false, errors: [{ line: NOTATION_MAX_LINES + 1, message: `the text has more than ${NOTATION_MAX_LINES} lines` }] };
  const d: Draft = { body: null, part: null, article: null, paragraph: null, explicitIds: new Set(), lineOf: new Map(), errors: [] };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line !== '' && d.errors.length < 50) readLine(d, line, i + 1);
  });
  if (!d.body) return { ok: false, errors: [{ line: 1, message: 'the text is empty: it starts with “SECTION 08 11 13 – Title”' }] };
  if (d.body.parts.length === 0) d.errors.push({ line: lines.length, message: 'the section has no PART' });
  if (d.errors.length === 0) checkReferences(d, d.body);
  return d.errors.length ? { ok: false, errors: d.errors.slice(0, 50) } : { ok: true, body: d.body };
}
