/**
 * Which way a property improves, for substitution reviews: a substitute "meets" a higher-is-better property
 * when its value is at least the basis's, a lower-is-better one when it is at most. Keyed by property id:
 * shared ids mean the same in every family (define.ts), so one entry covers every template that uses the
 * property. It lives beside the templates rather than in their stored definitions because a stored template
 * version is never rewritten (db/product-templates.ts): a field there would ship every template anew.
 * A property not named here has no better direction; a difference in it is only "different".
 */
export type Better = 'higher' | 'lower';

export const PROPERTY_BETTER: Readonly<Record<string, Better>> = {
  'fire-rating': 'higher',
  stc: 'higher',
  cac: 'higher',
  nrc: 'higher',
  'r-value': 'higher',
  'r-value-per-inch': 'higher',
  warranty: 'higher',
  'compressive-strength': 'higher',
  'bond-strength': 'higher',
  'scrub-resistance': 'higher',
  'salt-spray': 'higher',
  'freeze-thaw': 'higher',
  'recycled-content': 'higher',
  'light-reflectance': 'higher',
  'solar-reflectance': 'higher',
  cri: 'higher',
  efficacy: 'higher',
  merv: 'higher',
  'u-factor': 'lower',
  'air-infiltration': 'lower',
  'air-leakage': 'lower',
  'flush-volume': 'lower',
  'abrasion-loss': 'lower',
};

/** Embodied carbon (GWP per declared unit): less is better. */
export const GWP_BETTER: Better = 'lower';
