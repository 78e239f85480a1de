import type { Crumb } from '../../components/breadcrumbs';
import type { ContentSection } from './rich-text';
import type { SiteNavGroup } from './site-nav';

/** One text page of the site: head data, heading, lead and its sections. */
export interface SitePageContent {
  path: string;
  /** The page's h1. */
  title: string;
  /** The <title> when it should say more than the h1. */
  headTitle?: string;
  /** Short name for breadcrumbs and the side navigation; the title by default. */
  label?: string;
  description: string;
  lead: string;
  /** Parent pages between Home and this page. */
  parents?: readonly Crumb[];
  /** The side navigation shown beside the page. */
  nav: SiteNavGroup;
  sections: readonly ContentSection[];
}
