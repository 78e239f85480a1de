import { DIVISIONS, DIVISIONS_95 } from '../../../domain/csi';
import { division95Of } from '../../../domain/csi-crosswalk';
import type { SpecChartRow } from '../../../pages/specs/spec-chart-page';
import type { LoaderResult } from '../../page-types';

/** /spec-info: static guide text. */
export async function loadSpecInfo(): Promise<LoaderResult<Record<string, never>>> {
  return {
    props: {},
    head: {
      title: 'About specifications: three-part sections, MasterFormat and the spec wizard',
      description:
        'What a three-part construction specification is, how MasterFormat 2004 and 1995 number sections, how to find manufacturers’ specifications and how the spec wizard builds a section.',
      canonical: '/spec-info',
    },
  };
}

const TITLES_95 = new Map(DIVISIONS_95.map((d) => [d.division, d.title]));

/** Every MasterFormat 2004 division beside the 1995 division its work was filed under. */
function chartRows(): SpecChartRow[] {
  return DIVISIONS.map(({ division, title }) => {
    const division95 = division95Of(division);
    return { division, title, division95, title95: TITLES_95.get(division95) ?? null };
  });
}

/** /spec-info/chart */
export async function loadSpecChart(): Promise<LoaderResult<{ rows: SpecChartRow[] }>> {
  return {
    props: { rows: chartRows() },
    head: {
      title: 'MasterFormat 2004 and 1995 divisions chart',
      description: 'A chart of the MasterFormat 2004 divisions beside the MasterFormat 1995 divisions that held the same work, with links to specifications in each division.',
      canonical: '/spec-info/chart',
    },
  };
}

/** /spec-info/display-hidden-notes */
export async function loadHiddenNotesInfo(): Promise<LoaderResult<Record<string, never>>> {
  return {
    props: {},
    head: {
      title: 'Editor’s (hidden) notes in specifications',
      description:
        'What editor’s notes in guide specifications are, how to show them on our specification pages, and how to show or hide hidden text in Word and LibreOffice.',
      canonical: '/spec-info/display-hidden-notes',
    },
  };
}
