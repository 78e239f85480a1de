import {
  AlignmentType, Document, Footer, Header, HeadingLevel, Packer, PageBreak, PageNumber, Paragraph, Table, TableCell, TableOfContents, TableRow, TextRun, WidthType,
  type ISectionOptions,
} from 'docx';
import { estimatePageNumbers } from 'docx/layout';
import { kgCo2e } from '../../domain/project-manual/carbon';
import type { ManualModel, ManualProduct } from '../../domain/project-manual/model';
import { productLine } from '../../domain/project-manual/product-line';
import { BODY_SIZE, FONT, PAGE } from '../spec-generator/line-style';
import { sectionParagraph } from '../spec-generator/docx';
import { APPENDIX_TITLE, CARBON_TITLE, GROUP_HEADINGS, carbonIntro, coverLines, sectionLabel, totalLine } from './manual-text';

const SMALL = 16;
const run = (text: string, extra: { bold?: boolean; size?: number } = {}) => new TextRun({ text, font: FONT, size: extra.size ?? BODY_SIZE, bold: extra.bold });

/**
 * A Word section with the project's running header (project and what the pages hold) and footer ("Page n of m");
 * each CSI section is a Word section of its own, so its pages' header names it.
 */
function wordSection(project: string, label: string, children: ISectionOptions['children']): ISectionOptions {
  return {
    properties: { page: { size: { width: PAGE.width, height: PAGE.height }, margin: { top: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin } } },
    headers: { default: new Header({ children: [new Paragraph({ children: [run(`${project}  |  ${label}`, { size: SMALL })] })] }) },
    footers: {
      default: new Footer({
        children: [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [new TextRun({ font: FONT, size: SMALL, children: [`${project}  |  Page `, PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
          }),
        ],
      }),
    },
    children,
  };
}

const heading1 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER, children: [run(text, { bold: true, size: 24 })] });
const heading2 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240 }, keepNext: true, children: [run(text, { bold: true })] });
const plain = (text: string, bold = false) => new Paragraph({ spacing: { before: 80 }, children: [run(text, { bold })] });

/** A two-or-more column table of plain text, the first row bold when it is a header. */
function table(rows: string[][], header = false): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map((cells, r) => new TableRow({ tableHeader: header && r === 0, children: cells.map((text, c) => new TableCell({ children: [new Paragraph({ children: [run(text, { bold: (header && r === 0) || c === 0, size: 18 })] })] })) })),
  });
}

function dataSheet(product: ManualProduct): (Paragraph | Table)[] {
  const facts = [
    ['Section', `${product.section} (${product.role === 'basis' ? 'basis of design' : 'listed equal'})`],
    ...(product.productType ? [['Product type', product.productType]] : []),
    ['As specified on', product.specifiedOn],
  ];
  const groups = Object.entries(GROUP_HEADINGS).flatMap(([group, title]) => {
    const rows = product.rows.filter((r) => r.group === group);
    return rows.length ? [plain(title, true), table(rows.map((r) => [r.label, r.value]))] : [];
  });
  return [heading2(productLine(product)), table(facts), ...groups];
}

function carbon(model: ManualModel): (Paragraph | Table)[] {
  const rows = model.carbon.rows.map((r) => [`${r.section} ${r.product}`, `${kgCo2e(r.gwp)} ${r.per}`, r.quantity === null ? 'not entered' : String(r.quantity), r.total === null ? '' : kgCo2e(r.total)]);
  return [
    heading1(CARBON_TITLE.toUpperCase()),
    plain(carbonIntro(model.carbon)),
    ...(rows.length ? [table([['Product', 'GWP per declared unit', 'Quantity', 'GWP of the quantity'], ...rows], true)] : []),
    ...model.carbon.totals.map((t) => plain(totalLine(t), true)),
  ];
}

/**
 * The project manual as a Word document: a cover, a real table of contents (a TOC field over the Heading 1
 * section titles, written filled in with estimated page numbers so it reads before Word updates it), each CSI section as its own Word section,
 * the embodied-carbon summary and the data-sheet appendix.
 */
export function renderManualDocx(model: ManualModel): Promise<Buffer> {
  const { project } = model;
  const cover = coverLines(project).map((text, i) =>
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: i === 0 ? 2400 : 200 }, children: [run(text, { bold: i === 0, size: i === 0 ? 44 : 24 })] }),
  );
  const contents = [new Paragraph({ children: [new PageBreak()] }), plain('CONTENTS', true), new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-1' })];
  const document = new Document({
    title: `Project manual: ${project.name}`,
    creator: 'SpecFind',
    // The contents' page numbers are worked out as the document is written (Word still updates them on opening).
    pageNumbers: estimatePageNumbers,
    features: { updateFields: true },
    styles: {
      default: {
        document: { run: { font: FONT, size: BODY_SIZE } },
        heading1: { run: { font: FONT, size: 24, bold: true, color: '000000' } },
        heading2: { run: { font: FONT, size: BODY_SIZE, bold: true, color: '000000' } },
        heading3: { run: { font: FONT, size: BODY_SIZE, bold: true, color: '000000' } },
      },
    },
    sections: [
      wordSection(project.name, 'Project manual', [...cover, ...contents]),
      ...model.sections.map((s) => wordSection(project.name, sectionLabel(s), s.lines.map(sectionParagraph))),
      wordSection(project.name, CARBON_TITLE, carbon(model)),
      wordSection(project.name, APPENDIX_TITLE, [heading1(APPENDIX_TITLE.toUpperCase()), ...model.products.flatMap(dataSheet)]),
    ],
  });
  return Packer.toBuffer(document);
}
