import { ABOUT } from './content/about';
import { ADVERTISE } from './content/advertise';
import { AIA_RULES } from './content/aia-rules';
import { APPS } from './content/apps';
import { ARCHITECTURAL_RESOURCES } from './content/architectural-resources';
import { ARCHITECTURAL_SCHOOLS } from './content/architectural-schools';
import { GREEN_BUILDING } from './content/green-building';
import { PRIVACY } from './content/privacy';
import { TERMS } from './content/terms';
import type { SitePageContent } from './site-content';

/** Every text page rendered from content data alone (the get-specified pages have their own component). */
export const SITE_PAGES: readonly SitePageContent[] = [
  ABOUT,
  ADVERTISE,
  APPS,
  TERMS,
  PRIVACY,
  ARCHITECTURAL_SCHOOLS,
  ARCHITECTURAL_RESOURCES,
  GREEN_BUILDING,
  AIA_RULES,
];
