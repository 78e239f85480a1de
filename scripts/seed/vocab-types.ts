import type { ProductTemplate } from '../../src/domain/product-data/template';
import type { PropertyValue, PropertyValues } from '../../src/domain/product-data/values';
/** A product family: one heading of a manufacturer's product tree, tied to a CSI section. */
export interface Family {
  /** Heading in the product tree, e.g. 'Hollow Metal Doors'. */
  heading: string;
  /** MasterFormat 2004 section, '08 11 13'. */
  section: string;
  /** The nearest MasterFormat 1995 section, '08110', when there is one. */
  s95?: string;
  /** One word for drawing titles: 'Door', 'Window', 'Panel'. */
  short: string;
  /** Product nouns: 'Insulated Steel Door'. */
  nouns: readonly string[];
  /** Where it is used: 'for high-traffic commercial openings'. */
  uses: readonly string[];
  /** Specification phrases; `{a|b}` marks alternatives (also the options of a spec paragraph). */
  specs: readonly string[];
  /** Reference standards: 'ANSI/SDI A250.8'. */
  standards: readonly string[];
  /** Certificate titles; `{a|b}` alternatives. */
  certs: readonly string[];
  /**
   * Families whose products are fire-rated or not, product by product: the share that is rated and the ratings
   * in minutes. A rated product states its rating (a data-sheet row and its description); only rated products
   * carry a fire-rating certificate.
   */
  fireRated?: { share: number; minutes: readonly number[] };
  /** The product data template its products' records follow (src/domain/product-data/templates). */
  template?: string;
  /** Values a noun fixes, in the property's display unit: a lead-lined door has its lining. */
  byNoun?: Readonly<Record<string, Readonly<Record<string, PropertyValue>>>>;
  /** Properties worked out from others (a board's R-value from its thickness and material). */
  derive?(values: PropertyValues, template: ProductTemplate): PropertyValues;
}

/** A manufacturer category: what a company makes, and words for its name. */
export interface Category {
  title: string;
  /** Name endings: 'Door Systems', 'Architectural Glass'. */
  words: readonly string[];
  families: readonly Family[];
}
