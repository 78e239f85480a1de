/**
 * Old site URLs (SPEC §2 "Legacy aliases") as data: each row maps an old path pattern
 * to the canonical path, answered with a 301. Order matters: first match wins.
 */
export interface LegacyAlias {
  pattern: RegExp;
  to: (match: RegExpMatchArray) => string;
  /** An example old path and where it must lead (used by tests). */
  example: [from: string, to: string];
}

const fixed = (from: string, to: string): LegacyAlias => ({
  pattern: new RegExp(`^${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'),
  to: () => to,
  example: [from, to],
});

export const LEGACY_ALIASES: readonly LegacyAlias[] = [
  fixed('/index04.shtml', '/'),
  fixed('/about.shtml', '/about'),
  fixed('/advertis.shtml', '/advertise'),
  fixed('/mobile/app.shtml', '/apps'),
  fixed('/ces.shtml', '/ces'),
  fixed('/privacy.shtml', '/privacy'),
  fixed('/sd/lic.shtml', '/terms'),
  fixed('/sd/sd_info.shtml', '/spec-info'),
  fixed('/sd/sd_chart.shtml', '/spec-info/chart'),
  fixed('/sd/display_hidden_notes.shtml', '/spec-info/display-hidden-notes'),
  fixed('/products/building_products_categories.shtml', '/manufacturers/all'),
  fixed('/rss/rss.shtml', '/rss'),
  fixed('/content', '/content-type/product'),
  {
    // Manufacturer profile pages: /{prefix}/cos{variant}{first two digits}/{prefix}{id}.html
    pattern: /^\/[a-z]+\/cos[a-z]*\d{2}\/[a-z]*(\d{5})\.html$/i,
    to: (m) => `/company/${m[1]}`,
    example: ['/mfr/cosa12/mfr12345.html', '/company/12345'],
  },
  {
    pattern: /^\/green\/clients\/.*?(\d{5})/i,
    to: (m) => `/company/${m[1]}`,
    example: ['/green/clients/c12345.html', '/company/12345'],
  },
  {
    // Continuing-education courses: /ceu/{id}.shtml (also /ceu/ceu{id}.html) is the course page.
    pattern: /^\/ceu\/(?:ceu)?([1-9]\d{0,9})\.s?html?$/i,
    to: (m) => `/continuing-education/${m[1]}`,
    example: ['/ceu/3.shtml', '/continuing-education/3'],
  },
  {
    pattern: /^\/ceu(?:\/(?:index\.s?html?)?)?$/i,
    to: () => '/continuing-education',
    example: ['/ceu/index.shtml', '/continuing-education'],
  },
  {
    pattern: /^\/divs\/(\d{2})(?:\/|\.s?html?|$)/i,
    to: (m) => `/content-type/product/${m[1]}`,
    example: ['/divs/08.shtml', '/content-type/product/08'],
  },
  ...(['bim', 'details', 'catalogs', 'sd', 'specwizard', 'videos'] as const).map(
    (tree): LegacyAlias => {
      const type = { bim: 'bim', details: 'cad', catalogs: 'catalog', sd: 'spec', specwizard: 'sw', videos: 'video' }[tree];
      return {
        // Bare /specwizard is a current route (SPEC §2: the wizard list), not the old tree.
        pattern: new RegExp(`^/${tree}(?:/(\\d{2}))?(?:/|${tree === 'specwizard' ? '' : '$|'}\\.s?html?)`, 'i'),
        to: (m) => (m[1] ? `/content-type/${type}/${m[1]}` : `/content-type/${type}`),
        example: [`/${tree}/08/index.shtml`, `/content-type/${type}/08`],
      };
    },
  ),
];

/** The canonical path for an old URL, or null when the path is not a legacy one. */
export function resolveLegacy(path: string): string | null {
  for (const alias of LEGACY_ALIASES) {
    const match = path.match(alias.pattern);
    if (match) return alias.to(match);
  }
  return null;
}
