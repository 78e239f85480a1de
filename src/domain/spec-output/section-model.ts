import type { EditedSection } from '../spec-wizard';

/**
 * A generated specification section in SectionFormat terms, independent of the file
 * format it is written in (DOCX, RTF, HTML): numbered parts, articles, lettered
 * paragraphs and numbered subparagraphs. Editor's notes never reach it.
 */
interface ModelSubparagraph {
  /** '1', '2', ... */
  label: string;
  text: string;
}

interface ModelParagraph {
  /** 'A', 'B', ... */
  label: string;
  text: string;
  subparagraphs: ModelSubparagraph[];
}

interface ModelArticle {
  /** '2.1' */
  number: string;
  /** Upper case: 'MANUFACTURERS'. */
  title: string;
  paragraphs: ModelParagraph[];
}

interface ModelPart {
  number: number;
  /** 'PART 2 – PRODUCTS' */
  heading: string;
  articles: ModelArticle[];
}

export interface SectionModel {
  /** The section number as shown: '08 11 13' (MasterFormat 2004) or '08110' (1995). */
  number: string;
  /** 'SECTION 08 11 13 – HOLLOW METAL DOORS AND FRAMES' */
  heading: string;
  /** Short lines above the title: the basis-of-design manufacturer and the date generated. */
  header: string[];
  /** Parts with at least one article, in order. */
  parts: ModelPart[];
  /** 'END OF SECTION 08 11 13' */
  end: string;
}

interface SectionModelInput {
  edited: EditedSection;
  /** The section number as shown (see sectionNumber in csi-crosswalk). */
  number: string;
  manufacturer: string;
  generatedOn: Date;
}

const DASH = '\u2013';

/** 'November 22, 2026' (UTC, so a document made at midnight does not depend on the server's zone). */
function generatedDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The section a wizard selection edited, as a document: the chosen option becomes subparagraph 1. */
export function buildSectionModel({ edited, number, manufacturer, generatedOn }: SectionModelInput): SectionModel {
  const parts = edited.parts
    .filter((part) => part.articles.length > 0)
    .map(
      (part): ModelPart => ({
        number: part.number,
        heading: `PART ${part.number} ${DASH} ${part.title.toUpperCase()}`,
        articles: part.articles.map((article) => ({
          number: article.number,
          title: article.title.toUpperCase(),
          paragraphs: article.paragraphs.map((p) => ({
            label: p.label,
            text: p.text,
            subparagraphs: p.choice ? [{ label: '1', text: p.choice }] : [],
          })),
        })),
      }),
    );
  return {
    number,
    heading: `SECTION ${number} ${DASH} ${edited.title.toUpperCase()}`,
    header: [`Basis of Design: ${manufacturer}`, `Generated ${generatedDate(generatedOn)}`],
    parts,
    end: `END OF SECTION ${number}`,
  };
}
