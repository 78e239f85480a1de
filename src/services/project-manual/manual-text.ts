import { kgCo2e, type CarbonSummary } from '../../domain/project-manual/carbon';
import type { ManualProject, ManualSection } from '../../domain/project-manual/model';

/** Words the manual's DOCX and PDF share, so both say the same. */

export const CARBON_TITLE = 'Embodied carbon summary';
export const APPENDIX_TITLE = 'Appendix: product data';

export const GROUP_HEADINGS: Record<string, string> = {
  performance: 'Performance',
  dimensions: 'Dimensions',
  construction: 'Construction and materials',
  standards: 'Standards',
  warranty: 'Warranty',
};

/** "Section 08 11 13 – Hollow Metal Doors and Frames": what a section's pages say in their header. */
export const sectionLabel = (section: Pick<ManualSection, 'number' | 'title'>) => `Section ${section.number} \u2013 ${section.title}`;

/** The cover: the project's name, then its number, place, date and firm (those it has). */
export function coverLines(project: ManualProject): string[] {
  return [
    project.name,
    'Project manual',
    `Project number ${project.number}`,
    ...(project.place ? [project.place] : []),
    project.date,
    ...(project.firm ? [project.firm] : []),
  ];
}

export function carbonIntro(carbon: CarbonSummary): string {
  const lead =
    'Cradle-to-gate global warming potential (GWP, EPD modules A1-A3) of each product per its declared unit, from the EPD in its record ' +
    'as specified, and times the quantity where one is entered. Totals add only basis-of-design products and only within one declared unit.';
  const none = carbon.rows.length === 0 ? ' No product of this project has an EPD of its declared unit.' : '';
  const missing = carbon.withoutGwp > 0 && carbon.rows.length > 0 ? ` ${carbon.withoutGwp} product(s) without an EPD of their declared unit are not listed.` : '';
  return `${lead}${none}${missing}`;
}

export const totalLine = (total: CarbonSummary['totals'][number]) => `Total of ${total.products} basis-of-design product(s) declared per ${total.unitText}: ${kgCo2e(total.total)}`;
