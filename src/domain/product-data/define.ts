import type { IFC_CLASSES, PropertyDefinition, PropertyGroup, TemplateDraft } from './template';
import type { UnitId } from './units';

/**
 * Builders for the template tables: the properties specifiers compare across families (fire rating, STC,
 * U-factor, R-value, gauge, thickness, warranty…) are defined once here, with the same id, unit, range and
 * IFC property everywhere, so a facet or a comparison means the same thing in every family.
 */
type Extra = Partial<Omit<PropertyDefinition, 'id' | 'type'>>;
type Typical = NonNullable<PropertyDefinition['typical']>;

function prop(id: string, name: string, group: PropertyGroup, type: PropertyDefinition['type'], extra: Extra): PropertyDefinition {
  return { id, name, group, type, facet: false, required: false, ...extra };
}

/** A measured number: canonical `unit`, shown in `display`. */
export function measure(id: string, name: string, group: PropertyGroup, unit: UnitId, display: UnitId, extra: Extra = {}): PropertyDefinition {
  return prop(id, name, group, 'number', { unit, display, ...extra });
}

export function span(id: string, name: string, group: PropertyGroup, unit: UnitId, display: UnitId, extra: Extra = {}): PropertyDefinition {
  return prop(id, name, group, 'range', { unit, display, ...extra });
}

export function choice(id: string, name: string, group: PropertyGroup, values: readonly string[], extra: Extra = {}): PropertyDefinition {
  return prop(id, name, group, 'enumeration', { values: [...values], typical: [...values], ...extra });
}

export function flag(id: string, name: string, group: PropertyGroup, extra: Extra = {}): PropertyDefinition {
  return prop(id, name, group, 'boolean', extra);
}

// ── Properties shared across families ──────────────────────────────────────────────────────────────────────

const HOUR = 3600;

/** Fire-resistance rating in minutes (canonical seconds), up to four hours. */
export const fireRating = (typical: Typical, extra: Extra = {}) =>
  measure('fire-rating', 'Fire rating', 'performance', 's', 'min', { min: 0, max: 4 * HOUR, decimals: 0, facet: true, typical, phrase: '{} fire rating', ...extra });

/** Sound transmission class (ASTM E413): a single-number rating in decibels. */
export const stc = (typical: Typical, extra: Extra = {}) =>
  measure('stc', 'Sound transmission class (STC)', 'performance', 'dB', 'dB', { min: 15, max: 80, decimals: 0, format: 'STC {}', facet: true, typical, phrase: '{} acoustic rating', ...extra });

export const uFactor = (typical: Typical, extra: Extra = {}) =>
  measure('u-factor', 'U-factor', 'performance', 'W/m2K', 'Uus', { min: 0, max: 10, decimals: 2, facet: true, typical, phrase: 'U-factor {}', ...extra });

/** Thermal resistance of the product as supplied (R-value, °F·ft²·h/Btu). */
export const rValue = (typical: Typical, extra: Extra = {}) =>
  measure('r-value', 'Thermal resistance (R-value)', 'performance', 'm2K/W', 'Rus', { min: 0, max: 15, decimals: 1, format: 'R-{}', facet: true, typical, phrase: 'thermal resistance {}', ...extra });

/** Sheet-steel gauge (Manufacturers' Standard Gauge): a trade number, thinner as it grows. */
export const gauge = (id: string, name: string, typical: Typical, extra: Extra = {}) =>
  measure(id, name, 'dimensions', 'count', 'count', { min: 7, max: 30, decimals: 0, format: '{}-gauge', facet: id === 'gauge', typical, ...extra });

export const thickness = (typical: Typical, display: UnitId = 'in', extra: Extra = {}) =>
  measure('thickness', 'Thickness', 'dimensions', 'm', display, { min: 0, max: 2, facet: true, typical, phrase: '{} thickness', ...extra });

export const width = (typical: Typical, display: UnitId = 'in', extra: Extra = {}) =>
  measure('width', 'Width', 'dimensions', 'm', display, { min: 0, max: 30, facet: true, typical, phrase: '{} width', ...extra });

export const height = (typical: Typical, display: UnitId = 'in', extra: Extra = {}) =>
  measure('height', 'Height', 'dimensions', 'm', display, { min: 0, max: 100, facet: true, typical, phrase: '{} height', ...extra });

export const nrc = (typical: Typical, extra: Extra = {}) =>
  measure('nrc', 'Noise reduction coefficient (NRC)', 'performance', 'ratio', 'ratio', { min: 0, max: 1.5, decimals: 2, format: 'NRC {}', facet: true, typical, phrase: '{}', ...extra });

export const windLoad = (id: string, name: string, typical: Typical, extra: Extra = {}) =>
  measure(id, name, 'performance', 'Pa', 'psf', { min: 0, max: 10_000, decimals: 0, typical, phrase: `${name.toLowerCase()} {}`, ...extra });

export const compressiveStrength = (typical: Typical, extra: Extra = {}) =>
  measure('compressive-strength', 'Compressive strength', 'performance', 'Pa', 'psi', { min: 0, max: 200e6, decimals: 0, facet: true, typical, phrase: 'compressive strength {}', ...extra });

/** Membrane and coating thicknesses, in mils (thousandths of an inch). */
export const mil = (id: string, name: string, typical: Typical, phrase: string) =>
  measure(id, name, 'dimensions', 'm', 'mil', { min: 0, max: 0.01, decimals: 0, facet: true, typical, phrase });

export const standards = (values: readonly string[]) =>
  prop('standards', 'Standards tested to', 'standards', 'enumeration', { values: [...values], multiple: true });

/** The manufacturer's limited warranty in years (canonical: years, `a`). */
export const warranty = (typical: Typical) =>
  measure('warranty', 'Limited warranty', 'warranty', 'a', 'yr', { min: 0, max: 100, decimals: 0, facet: true, typical, phrase: '{} limited warranty' });

export function template(
  id: string,
  name: string,
  sections: string[],
  ifcClass: (typeof IFC_CLASSES)[number],
  properties: PropertyDefinition[],
): TemplateDraft {
  return { id, version: 1, name, sections, ifcClass, properties: properties.map(withDictionaryId) };
}

/** IFC's own property sets are published in the buildingSMART Data Dictionary under the property's name. */
function withDictionaryId(p: PropertyDefinition): PropertyDefinition {
  if (p.bsdd || !p.ifc?.startsWith('Pset_')) return p;
  return { ...p, bsdd: `${BSDD_IFC_PROPERTY}${p.ifc.split('.')[1]}` };
}
const BSDD_IFC_PROPERTY = 'https://identifier.buildingsmart.org/uri/buildingsmart/ifc/4.3/prop/';
