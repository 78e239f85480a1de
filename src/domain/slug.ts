const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const DIACRITICS = /\p{M}/gu;
const DISALLOWED = /[^\p{L}\p{N}\s-]/gu;
const SEPARATOR_RUNS = /[\s-]+/g;
const MAX_TERMS_LENGTH = 200;

/** URL slug: lowercase letters, digits and single hyphens only. */
export function slugify(text: string): string {
  return text
    .replace(BLOCK_COMMENT, ' ')
    .replace(HTML_COMMENT, ' ')
    .normalize('NFKD')
    .replace(DIACRITICS, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(DISALLOWED, '')
    .replace(SEPARATOR_RUNS, '-')
    // Runs are single hyphens by now.
    .replace(/^-|-$/g, '');
}

/** Search terms to the slug used in /search/{terms}. */
export function termsToSlug(terms: string): string {
  return slugify(terms);
}

/** Decodes percent-escapes, leaving malformed sequences as they are instead of throwing. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** Slug from /search/{terms} back to human search terms. */
export function slugToTerms(slug: string): string {
  const spaced = safeDecode(slug.replace(/-/g, ' '));
  const collapsed = spaced.replace(/\s+/g, ' ').trim();
  // Slice by code points so a surrogate pair is never cut in half.
  return Array.from(collapsed).slice(0, MAX_TERMS_LENGTH).join('').trim();
}
