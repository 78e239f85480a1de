import { fireRating, rValue, stc, uFactor } from './product-data/define';
import { displayValue } from './product-data/display';
import type { PropertyDefinition } from './product-data/template';
import type { UnitId } from './product-data/units';
import { toCanonical } from './product-data/units';

/**
 * Facets on the product record (issue 23): the ratings specifiers filter by in every family, as thresholds
 * ("60 min or more", "STC 35 or more", "R-20 or more", "U-factor 0.30 or less"). The URL carries the threshold
 * in the trade's unit (fire-rating=60, r-value=20, u-factor=0.30); SQL compares the canonical value of
 * products.properties. Thresholds nest like the date bands: ticking two lists the wider.
 */
export const PROPERTY_FACETS = ['fire-rating', 'stc', 'r-value', 'u-factor'] as const;
export type PropertyFacet = (typeof PROPERTY_FACETS)[number];

interface PropertyFacetFacts {
  definition: PropertyDefinition;
  /** The unit the URL's thresholds are written in. */
  unit: UnitId;
  /** at-least: the rating or better; at-most: the value or less (a lower U-factor insulates better). */
  relation: 'at-least' | 'at-most';
  thresholds: readonly [string, ...string[]];
}

export const PROPERTY_FACET_FACTS: Readonly<Record<PropertyFacet, PropertyFacetFacts>> = {
  'fire-rating': { definition: fireRating([]), unit: 'min', relation: 'at-least', thresholds: ['20', '45', '60', '90', '120', '180'] },
  stc: { definition: stc([]), unit: 'dB', relation: 'at-least', thresholds: ['30', '35', '40', '45', '50', '55'] },
  'r-value': { definition: rValue([]), unit: 'Rus', relation: 'at-least', thresholds: ['5', '10', '15', '20', '30', '40'] },
  'u-factor': { definition: uFactor([]), unit: 'Uus', relation: 'at-most', thresholds: ['0.20', '0.25', '0.30', '0.35', '0.50'] },
};

export const PROPERTY_FACET_LABELS: Readonly<Record<PropertyFacet, string>> = {
  'fire-rating': 'Fire rating',
  stc: 'Sound transmission class (STC)',
  'r-value': 'Thermal resistance (R-value)',
  'u-factor': 'U-factor',
};

/** A threshold in the canonical unit of products.properties. */
export function thresholdValue(facet: PropertyFacet, threshold: string): number {
  return toCanonical(Number(threshold), PROPERTY_FACET_FACTS[facet].unit);
}

/** "60 min or more", "R-20 or more", "STC 35 or more", "0.30 Btu/(h·ft²·°F) or less". */
export function thresholdLabel(facet: PropertyFacet, threshold: string): string {
  const { definition, relation } = PROPERTY_FACET_FACTS[facet];
  return `${displayValue(definition, thresholdValue(facet, threshold))} or ${relation === 'at-least' ? 'more' : 'less'}`;
}
