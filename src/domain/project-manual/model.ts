import type { DeclaredUnitId } from '../product-data/declared-units';
import type { SectionLine } from '../spec-output';
import type { CarbonSummary } from './carbon';

/** What the cover states about the project. */
export interface ManualProject {
  name: string;
  /** The architect's project number (char_project_id). */
  number: string;
  /** "Albany, NY"; empty when neither is entered. */
  place: string;
  /** The day the document was generated, "November 27, 2026". */
  date: string;
  /** The firm of the project's owner; empty when the account names none. */
  firm: string;
}

/** A product chosen for the project, read from its as-specified record. */
export interface ManualProduct {
  seq: number;
  name: string;
  tradename: string | null;
  maker: string;
  section: string;
  role: 'basis' | 'equal';
  /** The template's name ("Hollow metal door"), or null for a product without a typed record. */
  productType: string | null;
  /** The data sheet's rows (group, label, display value) of the record relied on. */
  rows: { group: string; label: string; value: string }[];
  /** The template's facet properties with their display values: what the outline lists. */
  keyProperties: { label: string; value: string }[];
  /** Quantity in the template's declared unit, as the architect entered it (null: not entered). */
  quantity: number | null;
  declaredUnit: DeclaredUnitId | null;
  /** kg CO2e per declared unit from the record's EPD of that unit, or null without one. */
  gwp: number | null;
  /** When the record was frozen, YYYY-MM-DD. */
  specifiedOn: string;
}

/** Where a section's text came from. */
export type SectionSource = 'wizard' | 'manufacturer' | 'record';

export interface ManualSection {
  /** "08 11 13" */
  number: string;
  title: string;
  source: SectionSource;
  lines: SectionLine[];
}

/** Everything the manual and the outline print: plain data, so a worker thread can write the files. */
export interface ManualModel {
  project: ManualProject;
  /** In CSI order. */
  sections: ManualSection[];
  /** In CSI order, the basis of design before its equals. */
  products: ManualProduct[];
  carbon: CarbonSummary;
}
