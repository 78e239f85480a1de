import type { SectionLine, SectionLineKind } from '../../domain/spec-output';

/**
 * How each kind of line looks in the word-processor formats (DOCX and RTF share this one
 * table). Sizes are in half-points and spacing and indents in twips, the units both use.
 */
interface LineStyle {
  bold: boolean;
  center: boolean;
  /** Half-points: 20 = 10 pt. */
  size: number;
  before: number;
  after: number;
  /** Keep with the next line (headings). */
  keepNext: boolean;
}

export const FONT = 'Arial';
export const BODY_SIZE = 20;
/** US Letter with one-inch margins. */
export const PAGE = { width: 12240, height: 15840, margin: 1440 } as const;
/** Half an inch: a label hangs in one step, its text starts at the next. */
const INDENT_STEP = 720;

const STYLES: Record<SectionLineKind, LineStyle> = {
  header: { bold: false, center: false, size: 16, before: 0, after: 0, keepNext: true },
  heading: { bold: true, center: true, size: 24, before: 360, after: 240, keepNext: true },
  part: { bold: true, center: false, size: BODY_SIZE, before: 240, after: 120, keepNext: true },
  article: { bold: true, center: false, size: BODY_SIZE, before: 200, after: 80, keepNext: true },
  paragraph: { bold: false, center: false, size: BODY_SIZE, before: 80, after: 80, keepNext: false },
  subparagraph: { bold: false, center: false, size: BODY_SIZE, before: 40, after: 40, keepNext: false },
  end: { bold: true, center: true, size: BODY_SIZE, before: 360, after: 0, keepNext: false },
};

export function lineStyle(line: SectionLine): LineStyle {
  return STYLES[line.kind];
}

/** Left indent and hanging indent (twips) of a labelled line; unlabelled lines are not indented. */
export function lineIndent(line: SectionLine): { left: number; hanging: number } {
  return line.label ? { left: (line.level + 1) * INDENT_STEP, hanging: INDENT_STEP } : { left: 0, hanging: 0 };
}
