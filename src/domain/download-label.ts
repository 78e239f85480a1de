/**
 * The page a download started from, as analytics labels it:
 * company content pages of cad, bim and spec, downloads pages, product pages (labelled by
 * the product page's document tab, the hash of the old site), and search pages for cad or bim.
 * Anything else is not labelled (null).
 */
export function downloadLabel(refererPath: string | null, contentType: string): string | null {
  if (!refererPath) return null;
  const path = refererPath.split(/[?#]/)[0];
  const company = /^\/company\/[^/]+\/(cad|bim|spec)(?:\/|$)/.exec(path);
  if (company) return `company-${company[1]}`;
  if (/^\/downloads\//.test(path)) return 'downloads';
  const product = /^\/product\/\d+(?:\/([a-z]+))?\/?$/.exec(path);
  if (product) return `product#${product[1] ?? contentType}`;
  const search = /^\/search\/[^/]+\/(cad|bim)\/?$/.exec(path);
  if (search) return `search-${search[1]}`;
  return null;
}
