/**
 * The as-specified record: what an architect relied on when a product was added to a project (or when they
 * last accepted a change), frozen in project_products.specified, and how the live product differs from it.
 */
import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const propertyValue = z.union([
  z.number(),
  z.object({ min: z.number(), max: z.number() }),
  z.string(),
  z.array(z.string()),
  z.boolean(),
]);

const asSpecifiedProperty = z.object({
  id: z.string(),
  name: z.string(),
  /** In the template's canonical unit, as the record stores it. */
  value: propertyValue,
  unit: z.string().nullable(),
  /** As the pages print it ("60 min", "R-30"). */
  display: z.string(),
});

const asSpecifiedDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  contentType: z.string(),
  /** The newest version not retired (document_versions), or null for a document without stored versions. */
  version: z.number().int().nullable(),
  publishedAt: z.string(),
});

const asSpecifiedDeclaration = z.object({
  id: z.number().int(),
  type: z.enum(['epd', 'hpd', 'certificate']),
  declaredUnit: z.string().nullable(),
  /** kg CO2e per declared unit (EPDs). */
  gwp: z.number().nullable(),
  /** The first day it is no longer valid, YYYY-MM-DD; null for certificates without a stated term. */
  validUntil: z.string().regex(DAY).nullable(),
});

/** Version 1 of the frozen record; a new shape gets a new `format` and a reader for the old one. */
export const asSpecifiedSchema = z.object({
  format: z.literal(1),
  productId: z.number().int(),
  template: z.object({ id: z.string(), version: z.number().int() }).nullable(),
  name: z.string(),
  tradename: z.string().nullable(),
  manufacturer: z.object({ coid: z.number().int(), name: z.string() }),
  section: z.string().nullable(),
  /** Taken off the site by its manufacturer (or never online any more). */
  withdrawn: z.boolean(),
  properties: z.array(asSpecifiedProperty),
  documents: z.array(asSpecifiedDocument),
  declarations: z.array(asSpecifiedDeclaration),
  /** When the record was read, ISO 8601. */
  recordedAt: z.string(),
});

type AsSpecifiedProperty = z.infer<typeof asSpecifiedProperty>;
export type AsSpecifiedDocument = z.infer<typeof asSpecifiedDocument>;
export type AsSpecifiedDeclaration = z.infer<typeof asSpecifiedDeclaration>;
export type AsSpecifiedRecord = z.infer<typeof asSpecifiedSchema>;

interface PropertyChange {
  id: string;
  name: string;
  /** Printed as when specified, or null when the property was not stated then. */
  was: string | null;
  /** Printed as now, or null when the property is no longer stated. */
  now: string | null;
}

interface DeclarationAlert {
  id: number;
  type: AsSpecifiedDeclaration['type'];
  validUntil: string;
  state: 'expired' | 'expiring';
}

export interface AsSpecifiedDiff {
  properties: PropertyChange[];
  /** Documents added since, or with a newer version than the one relied on. */
  newDocuments: AsSpecifiedDocument[];
  removedDocuments: AsSpecifiedDocument[];
  /** Withdrawn since it was specified. */
  withdrawn: boolean;
  /** Live declarations and certificates that have expired or expire within EXPIRING_DAYS of `today`. */
  declarations: DeclarationAlert[];
}

/** A declaration within this many days of its expiry is flagged as expiring. */
const EXPIRING_DAYS = 90;

function dayNumber(day: string): number {
  if (!DAY.test(day)) throw new RangeError(`expected a YYYY-MM-DD day, not "${day}"`);
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000;
}

/** Canonical values compare exactly; a list compares regardless of order. */
function sameValue(a: AsSpecifiedProperty['value'], b: AsSpecifiedProperty['value']): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) return a.min === b.min && a.max === b.max;
  return a === b;
}

function propertyChanges(was: AsSpecifiedRecord, now: AsSpecifiedRecord): PropertyChange[] {
  const before = new Map(was.properties.map((p) => [p.id, p]));
  const changes: PropertyChange[] = [];
  for (const p of now.properties) {
    const old = before.get(p.id);
    before.delete(p.id);
    if (!old) changes.push({ id: p.id, name: p.name, was: null, now: p.display });
    else if (!sameValue(old.value, p.value) || old.unit !== p.unit) changes.push({ id: p.id, name: p.name, was: old.display, now: p.display });
  }
  for (const old of before.values()) changes.push({ id: old.id, name: old.name, was: old.display, now: null });
  return changes;
}

function declarationAlerts(now: AsSpecifiedRecord, today: string): DeclarationAlert[] {
  const day = dayNumber(today);
  return now.declarations.flatMap((d): DeclarationAlert[] => {
    if (d.validUntil === null) return [];
    const left = dayNumber(d.validUntil) - day;
    if (left <= 0) return [{ id: d.id, type: d.type, validUntil: d.validUntil, state: 'expired' }];
    if (left <= EXPIRING_DAYS) return [{ id: d.id, type: d.type, validUntil: d.validUntil, state: 'expiring' }];
    return [];
  });
}

/** How the product now differs from what was specified, as of `today` (YYYY-MM-DD, UTC). */
export function diffAsSpecified(was: AsSpecifiedRecord, now: AsSpecifiedRecord, today: string): AsSpecifiedDiff {
  const wasDocs = new Map(was.documents.map((d) => [d.id, d]));
  const nowIds = new Set(now.documents.map((d) => d.id));
  return {
    properties: propertyChanges(was, now),
    newDocuments: now.documents.filter((d) => {
      const old = wasDocs.get(d.id);
      return !old || (d.version ?? 0) > (old.version ?? 0) || (old.version === d.version && d.publishedAt > old.publishedAt);
    }),
    removedDocuments: was.documents.filter((d) => !nowIds.has(d.id)),
    withdrawn: now.withdrawn && !was.withdrawn,
    declarations: declarationAlerts(now, today),
  };
}

/** Whether a diff has anything to show. */
export function hasChanges(diff: AsSpecifiedDiff): boolean {
  return diff.properties.length > 0 || diff.newDocuments.length > 0 || diff.removedDocuments.length > 0 || diff.withdrawn || diff.declarations.length > 0;
}

/**
 * What a diff says, as one comparable string: kept with the row when the architect keeps the original, so the
 * same change stops showing and a further change (or a declaration moving from expiring to expired) shows again.
 */
export function diffKey(diff: AsSpecifiedDiff): string {
  return JSON.stringify([
    diff.properties.map((p) => [p.id, p.was, p.now]),
    diff.newDocuments.map((d) => [d.id, d.version, d.publishedAt]),
    diff.removedDocuments.map((d) => d.id),
    diff.withdrawn,
    diff.declarations.map((d) => [d.id, d.state]),
  ]);
}
