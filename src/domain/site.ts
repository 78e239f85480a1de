/** The product's name as visitors see it. The URL brand prefix is the BRAND setting. */
export const SITE_NAME = 'SpecFind';

/** The default of the BRAND setting: the URL prefix of the alert pages (`/specfind-alert`). */
export const DEFAULT_BRAND = 'specfind';

/**
 * Where visitors and manufacturers write to us. The addresses sit on the reserved .example
 * domain until the site runs under its own; change them here (docs/decisions.md, site pages).
 */
export const CONTACT_EMAILS = {
  general: 'hello@specfind.example',
  advertising: 'advertise@specfind.example',
  privacy: 'privacy@specfind.example',
  /** Podcast and guest blog requests. */
  editorial: 'editorial@specfind.example',
} as const;
