import { z } from 'zod';

export const CONTENT_TYPES = [
  'cad', 'bim', 'certificate', 'epd', 'hpd', 'product', 'spec',
  'sw', 'video', 'catalog', 'datasheet', 'webinar', 'software',
] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

export const contentTypeSchema = z.enum(CONTENT_TYPES, { error: 'Unknown content type' });

interface ContentTypeLabel {
  singular: string;
  plural: string;
  description: string;
}

export const CONTENT_TYPE_LABELS: Readonly<Record<ContentType, ContentTypeLabel>> = {
  cad: {
    singular: 'CAD drawing',
    plural: 'CAD drawings',
    description: 'Manufacturer details you can drop straight into your construction drawings.',
  },
  bim: {
    singular: 'BIM object',
    plural: 'BIM objects',
    description: 'Parametric product models with data for use in your building information model.',
  },
  certificate: {
    singular: 'Certificate',
    plural: 'Certificates',
    description: 'Third-party listings and certifications that show a product meets a standard.',
  },
  epd: {
    singular: 'Environmental product declaration',
    plural: 'Environmental product declarations',
    description: 'Verified life-cycle data on a product’s environmental impact for sustainable design credits.',
  },
  hpd: {
    singular: 'Health product declaration',
    plural: 'Health product declarations',
    description: 'A disclosure of a product’s ingredients and their associated health hazards.',
  },
  product: {
    singular: 'Product',
    plural: 'Products',
    description: 'Manufactured building products with their descriptions and related documents.',
  },
  spec: {
    singular: 'Specification',
    plural: 'Specifications',
    description: 'Editable guide specifications organized by MasterFormat section.',
  },
  sw: {
    singular: 'Spec wizard',
    plural: 'Spec wizards',
    description: 'An interactive tool that builds a project specification from the options you choose.',
  },
  video: {
    singular: 'Video',
    plural: 'Videos',
    description: 'Product demonstrations and installation videos from the manufacturer.',
  },
  catalog: {
    singular: 'Catalog',
    plural: 'Catalogs',
    description: 'The manufacturer’s product catalog, searchable page by page.',
  },
  datasheet: {
    singular: 'Data sheet',
    plural: 'Data sheets',
    description: 'Technical data on dimensions, performance and test results for product selection.',
  },
  webinar: {
    singular: 'Webinar',
    plural: 'Webinars',
    description: 'Online presentations, some of which may earn continuing education credit.',
  },
  software: {
    singular: 'Software',
    plural: 'Software',
    description: 'Design and selection tools published by the manufacturer.',
  },
};

/** The item types whose point is their media (a video, a webinar's recording or attendance page, a tool): without it they offer nothing. */
export const MEDIA_TYPES: ReadonlySet<string> = new Set<ContentType>(['video', 'webinar', 'software']);

export function isContentType(v: unknown): v is ContentType {
  return typeof v === 'string' && (CONTENT_TYPES as readonly string[]).includes(v);
}

export const WHATS_NEW_TYPES = [
  'all', 'bim', 'cad', 'spec', 'sw', 'catalog', 'video', 'certificate', 'datasheet', 'webinar', 'product',
] as const;

export type WhatsNewType = (typeof WHATS_NEW_TYPES)[number];

export const PERIOD_TYPES = ['week', 'month'] as const;

export type PeriodType = (typeof PERIOD_TYPES)[number];

/** A label inside a sentence: "Data sheets" → "data sheets", but "CAD drawings" and "BIM objects" keep their capitals. */
export function labelInSentence(label: string): string {
  return /^\p{Lu}{2}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** The type's name in a sentence, singular for one and plural otherwise ("CAD drawing", "data sheets"). */
export function typeNoun(contentType: ContentType, count: number): string {
  const label = CONTENT_TYPE_LABELS[contentType];
  return labelInSentence(count === 1 ? label.singular : label.plural);
}

/** The noun of a search heading: "CAD drawings", or "Results" when every type is searched. */
export function resultsLabel(type: ContentType | 'all' | null | undefined): string {
  return type && type !== 'all' ? CONTENT_TYPE_LABELS[type].plural : 'Results';
}
