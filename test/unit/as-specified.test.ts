import { describe, expect, it } from 'vitest';
import { type AsSpecifiedRecord, asSpecifiedSchema, diffAsSpecified, diffKey, hasChanges } from '../../src/domain/project/as-specified';

const HOUR = 3600;

function record(over: Partial<AsSpecifiedRecord> = {}): AsSpecifiedRecord {
  return {
    format: 1,
    productId: 7,
    template: { id: 'hollow-metal-doors', version: 1 },
    name: 'Fire door',
    tradename: 'Winslow FD',
    manufacturer: { coid: 3, name: 'Winslow' },
    section: '08 11 13',
    withdrawn: false,
    properties: [
      { id: 'fire-rating', name: 'Fire rating', value: 1.5 * HOUR, unit: 's', display: '90 min' },
      { id: 'gauge', name: 'Gauge', value: 18, unit: null, display: '18' },
      { id: 'finishes', name: 'Finishes', value: ['primed', 'galvanized'], unit: null, display: 'primed, galvanized' },
    ],
    documents: [{ id: 11, title: 'Data sheet', contentType: 'datasheet', version: 1, publishedAt: '2026-01-02T00:00:00.000Z' }],
    declarations: [{ id: 21, type: 'epd', declaredUnit: 'm2', gwp: 41.5, validUntil: '2029-01-01' }],
    recordedAt: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

describe('diffAsSpecified', () => {
  it('finds nothing when the product is as specified', () => {
    const diff = diffAsSpecified(record(), record({ recordedAt: '2026-11-27T00:00:00.000Z' }), '2026-11-27');
    expect(diff).toEqual({ properties: [], newDocuments: [], removedDocuments: [], withdrawn: false, declarations: [] });
    expect(hasChanges(diff)).toBe(false);
  });

  it('lists each changed, added and dropped property as was → now', () => {
    const was = record();
    const now = record({
      properties: [
        { id: 'fire-rating', name: 'Fire rating', value: 1 * HOUR, unit: 's', display: '60 min' },
        { id: 'finishes', name: 'Finishes', value: ['galvanized', 'primed'], unit: null, display: 'galvanized, primed' },
        { id: 'stc', name: 'Sound transmission class', value: 35, unit: null, display: 'STC 35' },
      ],
    });
    const diff = diffAsSpecified(was, now, '2026-11-27');
    expect(diff.properties).toEqual([
      { id: 'fire-rating', name: 'Fire rating', was: '90 min', now: '60 min' },
      { id: 'stc', name: 'Sound transmission class', was: null, now: 'STC 35' },
      { id: 'gauge', name: 'Gauge', was: '18', now: null },
    ]);
    expect(hasChanges(diff)).toBe(true);
  });

  it('compares ranges by both ends', () => {
    const range = (min: number, max: number) => record({ properties: [{ id: 'width', name: 'Width', value: { min, max }, unit: 'm', display: `${min}–${max} m` }] });
    expect(diffAsSpecified(range(1, 2), range(1, 2), '2026-11-27').properties).toEqual([]);
    expect(diffAsSpecified(range(1, 2), range(1, 3), '2026-11-27').properties).toEqual([{ id: 'width', name: 'Width', was: '1–2 m', now: '1–3 m' }]);
  });

  it('reports new documents and new versions, and removed documents', () => {
    const now = record({
      documents: [
        { id: 11, title: 'Data sheet', contentType: 'datasheet', version: 2, publishedAt: '2026-01-02T00:00:00.000Z' },
        { id: 12, title: 'Installation guide', contentType: 'catalog', version: null, publishedAt: '2026-05-01T00:00:00.000Z' },
      ],
    });
    const diff = diffAsSpecified(record(), now, '2026-11-27');
    expect(diff.newDocuments.map((d) => [d.id, d.version])).toEqual([[11, 2], [12, null]]);
    expect(diffAsSpecified(now, record(), '2026-11-27').removedDocuments.map((d) => d.id)).toEqual([12]);
  });

  it('reports a withdrawal once, not a product withdrawn when it was specified', () => {
    expect(diffAsSpecified(record(), record({ withdrawn: true }), '2026-11-27').withdrawn).toBe(true);
    expect(diffAsSpecified(record({ withdrawn: true }), record({ withdrawn: true }), '2026-11-27').withdrawn).toBe(false);
  });

  it('flags declarations expired or expiring within 90 days of today', () => {
    const now = record({
      declarations: [
        { id: 1, type: 'epd', declaredUnit: 'm2', gwp: 4, validUntil: '2026-11-27' },
        { id: 2, type: 'hpd', declaredUnit: null, gwp: null, validUntil: '2027-02-25' },
        { id: 3, type: 'epd', declaredUnit: 'm2', gwp: 4, validUntil: '2027-02-26' },
        { id: 4, type: 'certificate', declaredUnit: null, gwp: null, validUntil: null },
      ],
    });
    expect(diffAsSpecified(record(), now, '2026-11-27').declarations).toEqual([
      { id: 1, type: 'epd', validUntil: '2026-11-27', state: 'expired' },
      { id: 2, type: 'hpd', validUntil: '2027-02-25', state: 'expiring' },
    ]);
  });

  it('rejects a day that is not YYYY-MM-DD', () => {
    expect(() => diffAsSpecified(record(), record(), '27/11/2026')).toThrow(RangeError);
  });
});

describe('diffKey', () => {
  it('is equal for the same change and differs when the change moves on', () => {
    const expiring = record({ declarations: [{ id: 1, type: 'epd', declaredUnit: 'm2', gwp: 4, validUntil: '2027-01-10' }] });
    const a = diffKey(diffAsSpecified(record(), expiring, '2026-11-27'));
    expect(diffKey(diffAsSpecified(record(), expiring, '2026-11-28'))).toBe(a);
    expect(diffKey(diffAsSpecified(record(), expiring, '2027-01-10'))).not.toBe(a);
  });
});

describe('asSpecifiedSchema', () => {
  it('reads back a stored record and refuses another shape', () => {
    expect(asSpecifiedSchema.parse(JSON.parse(JSON.stringify(record())))).toEqual(record());
    expect(asSpecifiedSchema.safeParse({ ...record(), format: 2 }).success).toBe(false);
  });
});
