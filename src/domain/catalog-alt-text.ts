/** How many characters of a catalog page's text its image's alt text keeps. */
export const CATALOG_ALT_TEXT_LENGTH = 80;

/** Alt text for a catalog page image: its text with whitespace collapsed, cut to 80 characters. */
export function catalogPageAltText(data: string): string {
  const collapsed = data.replace(/\s+/g, ' ').trim();
  // Cut by code points so an emoji or astral character is never split.
  return Array.from(collapsed).slice(0, CATALOG_ALT_TEXT_LENGTH).join('').trimEnd();
}
