import { productTemplateSchema, type ProductTemplate } from '../template';
import { TEMPLATE_DECLARATIONS } from './declarations';
import { ENVELOPE_TEMPLATES } from './envelope';
import { INTERIORS_TEMPLATES } from './interiors';
import { OPENINGS_TEMPLATES } from './openings';
import { SYSTEMS_TEMPLATES } from './systems';

/** Every product data template the site ships, checked against the template schema when first read. */
export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [...ENVELOPE_TEMPLATES, ...OPENINGS_TEMPLATES, ...INTERIORS_TEMPLATES, ...SYSTEMS_TEMPLATES].map((t) => {
  const { since = t.version, ...epd } = TEMPLATE_DECLARATIONS[t.id] ?? {};
  return productTemplateSchema.parse({ ...t, version: Math.max(t.version, since), epd: TEMPLATE_DECLARATIONS[t.id] ? epd : undefined });
});

const BY_ID = new Map(PRODUCT_TEMPLATES.map((t) => [t.id, t]));

export function shippedTemplate(id: string): ProductTemplate | undefined {
  return BY_ID.get(id);
}
