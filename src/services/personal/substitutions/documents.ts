import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Rule, Verdict } from '../../../domain/project/substitution';
import { PageWriter } from '../../files/pdf-page-writer';
import type { SubstitutionReview } from './reviews';

/** The project a review belongs to, as its documents name it. */
interface ReviewedProject {
  name: string;
  projectId: string;
}

const VERDICT_TEXT: Record<Verdict, string> = { meets: 'Meets', below: 'Below', missing: 'Missing', different: 'Different' };
const RULE_TEXT: Record<Rule, string> = {
  'higher-is-better': 'higher is better',
  'lower-is-better': 'lower is better',
  same: 'same value',
  covers: 'range covers the basis',
  includes: 'includes the basis’s',
  present: 'held by the substitute',
};
const NOT_STATED = 'Not stated';

/** The lines both documents open with: what was reviewed, for which project, when and by whom. */
function heading(review: SubstitutionReview, project: ReviewedProject): { title: string; facts: [string, string][]; summary: string } {
  const c = review.counts;
  return {
    title: `Substitution review: ${review.substitute.name}`,
    facts: [
      ['Project', `${project.name} (${project.projectId})`],
      ['Section', review.section],
      ['Basis of design', review.basis.name],
      ['Proposed substitute', review.substitute.name],
      ['Reviewed', `${review.createdAt.slice(0, 10)}${review.createdBy ? ` by ${review.createdBy}` : ''}`],
    ],
    summary: `${c.meets} meet, ${c.below} below, ${c.missing} missing, ${c.different} different of ${review.rows.length} rows.`,
  };
}

const EXPLANATION =
  'Each row compares the substitute with the basis of design on the product template’s properties, certifications and ' +
  'declarations. Meets: at least what the basis states (higher or lower as the property improves, else the same value). ' +
  'Below: worse where a direction is better, or lacking standards the basis is tested to. Missing: the basis states it, ' +
  'the substitute does not. Different: both state it differently and neither is better. GWP is compared only per the same declared unit.';

const FILENAME = (review: SubstitutionReview, ext: string) => `substitution-review-${review.projectSeq}-${review.id}.${ext}`;

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold, size: 18 })] })] });

/** The review as a Word document: its facts, a four-column table of rows, and how verdicts are given. */
export async function substitutionDocx(review: SubstitutionReview, project: ReviewedProject): Promise<{ body: Buffer; filename: string }> {
  const { title, facts, summary } = heading(review, project);
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: ['Property', 'Basis of design', 'Substitute', 'Verdict'].map((h) => cell(h, true)) }),
      ...review.rows.map(
        (r) =>
          new TableRow({
            children: [cell(r.property), cell(r.basis ?? NOT_STATED), cell(r.substitute ?? NOT_STATED), cell(`${VERDICT_TEXT[r.verdict]} (${RULE_TEXT[r.rule]})`, r.verdict !== 'meets')],
          }),
      ),
    ],
  });
  const document = new Document({
    title,
    creator: 'SpecFind',
    styles: { default: { document: { run: { font: 'Arial', size: 20 } } } },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, alignment: AlignmentType.LEFT, children: [new TextRun({ text: title, bold: true })] }),
          ...facts.map(([label, value]) => new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] })),
          new Paragraph({ spacing: { before: 200, after: 200 }, children: [new TextRun({ text: summary, bold: true })] }),
          table,
          new Paragraph({ spacing: { before: 200 }, children: [new TextRun({ text: EXPLANATION, size: 16 })] }),
        ],
      },
    ],
  });
  return { body: await Packer.toBuffer(document), filename: FILENAME(review, 'docx') };
}

/** The review as a PDF (pdf-lib, standard fonts): the same facts and rows, one row per property. */
export async function substitutionPdf(review: SubstitutionReview, project: ReviewedProject): Promise<{ body: Buffer; filename: string }> {
  const { title, facts, summary } = heading(review, project);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setProducer('SpecFind');
  doc.setCreator('SpecFind');
  doc.setCreationDate(new Date(review.createdAt));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(doc, regular.ref, bold.ref);
  const footer = `${project.name}  |  Substitution review ${review.id}`;
  writer.newPage(footer);
  writer.paragraph(title, 'F2', 16, footer);
  for (const [label, value] of facts) writer.row(label, value, footer);
  writer.paragraph(summary, 'F2', 11, footer, 12);
  for (const r of review.rows) {
    writer.row(r.property, `${VERDICT_TEXT[r.verdict]} (${RULE_TEXT[r.rule]}): substitute ${r.substitute ?? NOT_STATED}; basis ${r.basis ?? NOT_STATED}`, footer);
  }
  writer.paragraph(EXPLANATION, 'F1', 8, footer, 12);
  writer.finish();
  return { body: Buffer.from(await doc.save({ useObjectStreams: false })), filename: FILENAME(review, 'pdf') };
}
