import { describe, it, expect } from 'vitest';
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  contentTypeSchema,
  isContentType,
  PERIOD_TYPES,
  WHATS_NEW_TYPES,
} from '../../src/domain/content-types';

describe('content types', () => {
  it('lists the thirteen types', () => {
    expect(CONTENT_TYPES).toEqual([
      'cad', 'bim', 'certificate', 'epd', 'hpd', 'product', 'spec', 'sw', 'video', 'catalog', 'datasheet', 'webinar', 'software',
    ]);
  });

  it.each(CONTENT_TYPES.map((t) => [t]))('has labels for %s', (type) => {
    const label = CONTENT_TYPE_LABELS[type];
    expect(label.singular.length).toBeGreaterThan(0);
    expect(label.plural.length).toBeGreaterThan(0);
    expect(label.description).toMatch(/^[A-Z].*\.$/);
  });

  it.each([
    ['cad', 'CAD drawing', 'CAD drawings'],
    ['bim', 'BIM object', 'BIM objects'],
    ['spec', 'Specification', 'Specifications'],
    ['sw', 'Spec wizard', 'Spec wizards'],
    ['epd', 'Environmental product declaration', 'Environmental product declarations'],
    ['hpd', 'Health product declaration', 'Health product declarations'],
    ['software', 'Software', 'Software'],
  ] as const)('%s is "%s" / "%s"', (type, singular, plural) => {
    expect(CONTENT_TYPE_LABELS[type].singular).toBe(singular);
    expect(CONTENT_TYPE_LABELS[type].plural).toBe(plural);
  });

  it.each(['cad', 'bim', 'webinar', 'software'])('isContentType accepts %j', (v) => {
    expect(isContentType(v)).toBe(true);
    expect(contentTypeSchema.parse(v)).toBe(v);
  });

  it.each(['', 'CAD', 'all', 'pdf', ' cad', 'toString', null, undefined, 1, ['cad']])('isContentType rejects %j', (v) => {
    expect(isContentType(v)).toBe(false);
    expect(contentTypeSchema.safeParse(v).success).toBe(false);
  });

  it('lists the what’s-new filters and periods', () => {
    expect(WHATS_NEW_TYPES).toEqual(['all', 'bim', 'cad', 'spec', 'sw', 'catalog', 'video', 'certificate', 'datasheet', 'webinar', 'product']);
    expect(WHATS_NEW_TYPES.filter((t) => t !== 'all').every((t) => isContentType(t))).toBe(true);
    expect(PERIOD_TYPES).toEqual(['week', 'month']);
  });
});
