import { DIVISIONS } from '../csi-divisions';
import type { ManualModel, ManualProduct } from './model';

interface OutlineSection {
  number: string;
  title: string;
  products: ManualProduct[];
}

interface OutlineDivision {
  /** "08" */
  division: string;
  /** "Openings" */
  title: string;
  sections: OutlineSection[];
}

/** The outline specification's pages: one per division, its sections in CSI order, each with its products. */
export function outlineDivisions(model: Pick<ManualModel, 'sections' | 'products'>): OutlineDivision[] {
  const divisions = new Map<string, OutlineDivision>();
  for (const section of model.sections) {
    const division = section.number.slice(0, 2);
    const entry = divisions.get(division) ?? { division, title: DIVISIONS.find((d) => d.division === division)?.title ?? `Division ${division}`, sections: [] };
    entry.sections.push({ number: section.number, title: section.title, products: model.products.filter((p) => p.section === section.number) });
    divisions.set(division, entry);
  }
  return [...divisions.values()].sort((a, b) => a.division.localeCompare(b.division));
}
