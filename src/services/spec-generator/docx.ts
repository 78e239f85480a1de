import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Tab, TextRun } from 'docx';
import type { SectionLine, SectionLineKind } from '../../domain/spec-output';
import { BODY_SIZE, FONT, PAGE, lineIndent, lineStyle } from './line-style';

/** Headings are real Word headings (navigation pane, outline), styled like SectionFormat rather than Word's blue defaults. */
const HEADINGS: Partial<Record<SectionLineKind, (typeof HeadingLevel)[keyof typeof HeadingLevel]>> = {
  heading: HeadingLevel.HEADING_1,
  part: HeadingLevel.HEADING_2,
  article: HeadingLevel.HEADING_3,
};

const headingStyle = (size: number) => ({ run: { font: FONT, size, bold: true, color: '000000' } });

/** One line of a section as a Word paragraph (the project manual writes its sections with it too). */
export function sectionParagraph(line: SectionLine): Paragraph {
  const style = lineStyle(line);
  const { left, hanging } = lineIndent(line);
  const run = { bold: style.bold, size: style.size, font: FONT };
  // Labels are typed text followed by a tab to the hanging indent, not Word list numbering.
  const children = line.label ? [line.label, new Tab(), line.text] : [line.text];
  return new Paragraph({
    heading: HEADINGS[line.kind],
    alignment: style.center ? AlignmentType.CENTER : AlignmentType.LEFT,
    indent: left ? { left, hanging } : undefined,
    spacing: { before: style.before, after: style.after },
    keepNext: style.keepNext,
    children: [new TextRun({ ...run, children })],
  });
}

/** A Word document (Letter, one-inch margins, Arial 10 pt) of a section's lines. */
export function renderDocx(lines: readonly SectionLine[], title: string, creator: string): Promise<Buffer> {
  const document = new Document({
    title,
    creator,
    styles: {
      default: {
        document: { run: { font: FONT, size: BODY_SIZE } },
        heading1: headingStyle(24),
        heading2: headingStyle(BODY_SIZE),
        heading3: headingStyle(BODY_SIZE),
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin },
          },
        },
        children: lines.map(sectionParagraph),
      },
    ],
  });
  return Packer.toBuffer(document);
}
