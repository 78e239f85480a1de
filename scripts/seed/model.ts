import type { ProductTemplate } from '../../src/domain/product-data/template';
import type { PropertyValues } from '../../src/domain/product-data/values';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import type { ProductRecord } from '../../src/domain/drawing-attributes';
import type { Company } from '../../src/services/companies';
import type { WizardTree } from '../../src/domain/spec-wizard';
import type { DeclarationPlan } from './declarations';
import type { Category, Family } from './vocab-types';

/** The fields a planned manufacturer shares with the company pages read back (src/services/companies.ts). */
type CompanyFields = Pick<
  Company,
  'coid' | 'name' | 'slug' | 'isClient' | 'description' | 'address' | 'city' | 'state' | 'zip' | 'phone' | 'email' | 'website' | 'hasNews' | 'hasProjects'
>;

/** A manufacturer as the seed plans it, before rows are written. */
export interface CompanyPlan extends CompanyFields {
  index: number;
  webabrv: string;
  urls: { website: string; catalog?: string; linkedin?: string };
  category: Category;
  families: Family[];
  /** MasterFormat 2004 sections the company lists (3–12). */
  sections: string[];
  /** MasterFormat 1995 equivalents of its families' sections. */
  sections95: string[];
  founded: number;
  createdAt: Date;
  productCount: number;
  /** Invented trade-name stems, e.g. 'Velacore'. */
  brands: string[];
}

export interface ProductPlan {
  seq: number;
  coid: number;
  parentId: number | null;
  heading: boolean;
  name: string;
  tradename: string | null;
  /** Trade name without the mark, 'Velacore 1800'. */
  brand: string;
  noun: string;
  family: Family;
  treeOrder: number;
  online: boolean;
  featured: boolean;
  section: string;
  division: string;
  description: string;
  createdAt: Date;
  /** Filled specification phrases and standards, shared by the product's documents. */
  specs: string[];
  standards: string[];
  /** Data-sheet rows worked out from specs, standards and warranty (empty for headings). */
  attributes: ProductAttribute[];
  /** The product's fire rating in minutes, for families that are rated product by product (Family.fireRated); else null. */
  fireRatingMinutes: number | null;
  /** The typed record (template and values) of a product whose family has a template; null for headings and the rest. */
  record: { template: ProductTemplate; values: PropertyValues } | null;
  /** The manufacturer's own product code (unique within it), e.g. 'DOOR-4200'; null for headings. */
  code: string | null;
}

export interface ContentPlan {
  id: number;
  coid: number;
  productSeq: number | null;
  contentType: string;
  title: string;
  description: string;
  division: string | null;
  section: string | null;
  filename: string | null;
  fileFormat: string | null;
  fileSize: number | null;
  url: string | null;
  online: boolean;
  popularity: number;
  publishedAt: Date;
  /** Page text for generated PDFs (catalog pages, spec parts, data sheet text). */
  pages?: string[];
  productName?: string | null;
  /** The product's record, what its data sheets, drawings and models state (its documents are listed when files are written). */
  productRecord?: Omit<ProductRecord, 'documents'> | null;
  /** EPD and HPD facts, written to the declarations table. */
  declaration?: DeclarationPlan;
}

/** Light references kept for the later stages (favorites, downloads, wizard projects). */
export interface ContentRef {
  id: number;
  coid: number;
  contentType: string;
  hasFile: boolean;
}

export interface WizardRef {
  contentId: number;
  coid: number;
  section: string;
  tree: WizardTree;
}
