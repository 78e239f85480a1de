/** The product's name as visitors see it (kept in src/domain/constants.ts so every layer can name it). The URL brand prefix is the BRAND setting. */
export { SITE_NAME } from './constants';

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
