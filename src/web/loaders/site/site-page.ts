import type { GetSpecifiedVariant } from '../../../pages/site/content/get-specified';
import { getSpecifiedContent, getSpecifiedPath } from '../../../pages/site/content/get-specified';
import type { SitePageContent } from '../../../pages/site/site-content';
import type { HeadData } from '../../head';
import type { LoaderResult } from '../../page-types';

function headOf(content: SitePageContent, canonical = content.path): HeadData {
  return { title: content.headTitle ?? content.title, description: content.description, canonical };
}

/** The loader of a text page: its content is the props, its head comes from the same data. */
export function sitePageLoader(content: SitePageContent): () => Promise<LoaderResult<{ content: SitePageContent }>> {
  return async () => ({ props: { content }, head: headOf(content) });
}

/** The "red" variant is a campaign version of the standard page, so it names that page as canonical. */
export function getSpecifiedLoader(variant: GetSpecifiedVariant): () => Promise<LoaderResult<{ variant: GetSpecifiedVariant }>> {
  const content = getSpecifiedContent(variant);
  const canonical = variant === 'red' ? getSpecifiedPath('standard') : content.path;
  return async () => ({ props: { variant }, head: headOf(content, canonical) });
}
