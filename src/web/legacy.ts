import { OLD_TREES, treeListing } from './legacy-trees';

/**
 * Old site URLs (the legacy aliases) as data: each row maps an old path pattern
 * to the canonical path, answered with a 301. Order matters: first match wins.
 * Paths that name something we have (a company, a course, a division, a section) lead to its page;
 * the rest of an old tree leads to the nearest listing. No row may match a current route.
 */
type Example = readonly [from: string, to: string];

interface LegacyAlias {
  pattern: RegExp;
  to: (match: RegExpMatchArray) => string;
  /** Old paths and where each must lead (every one is tested). */
  examples: readonly [Example, ...Example[]];
}

const fixed = (from: string, to: string): LegacyAlias => ({
  pattern: new RegExp(`^${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'),
  to: () => to,
  examples: [[from, to]],
});

const tree = ({ tree, type, root }: (typeof OLD_TREES)[number]): LegacyAlias => {
  const top = root ?? `/content-type/${type}`;
  return {
    // Bare /specwizard is a current route (the wizard list); only the tree under it is old.
    pattern: new RegExp(`^/${tree}(/.*|\\.s?html?)${root ? '' : '?'}$`, 'i'),
    to: (m) => treeListing(type, m[1] ?? '', top),
    examples: [
      [`/${tree}/`, top],
      [`/${tree}/08/index.shtml`, `/content-type/${type}/08`],
      [`/${tree}/08/081113.shtml`, `/content-type/${type}/08/081113`],
    ],
  };
};

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
  {
    // The feed page and any other feed file under /rss/ are the one feed (/rss/ itself is the feed's route).
    pattern: /^\/rss\/[\w-]+\.(?:s?html?|xml|rss)$/i,
    to: () => '/rss',
    examples: [
      ['/rss/rss.shtml', '/rss'],
      ['/rss/whats-new.xml', '/rss'],
    ],
  },
  {
    pattern: /^\/content(?:\/.*)?$/i,
    to: () => '/content-type/product',
    examples: [
      ['/content', '/content-type/product'],
      ['/content/index.shtml', '/content-type/product'],
    ],
  },
  {
    // Manufacturer profile pages: /{prefix}/cos{variant}{first two digits}/{prefix}{id}.html
    pattern: /^\/[a-z]+\/cos[a-z]*\d{2}\/[a-z]*(\d{5})\.s?html?$/i,
    to: (m) => `/company/${m[1]}`,
    examples: [['/mfr/cosa12/mfr12345.html', '/company/12345']],
  },
  {
    // Green manufacturers: a page naming a company id is that company; the rest is the green-building page.
    pattern: /^\/green(?:\/clients\/.*?(?<!\d)(\d{5})(?!\d).*|\/.*|\.s?html?)?$/i,
    to: (m) => (m[1] ? `/company/${m[1]}` : '/green-building'),
    examples: [
      ['/green/clients/c12345.html', '/company/12345'],
      ['/green/clients/index.shtml', '/green-building'],
      ['/green/', '/green-building'],
    ],
  },
  {
    // Continuing-education courses: /ceu/{id}.shtml (also /ceu/ceu{id}.html) is the course page.
    pattern: /^\/ceu\/(?:ceu)?([1-9]\d{0,9})\.s?html?$/i,
    to: (m) => `/continuing-education/${m[1]}`,
    examples: [
      ['/ceu/3.shtml', '/continuing-education/3'],
      ['/ceu/ceu3.html', '/continuing-education/3'],
    ],
  },
  {
    pattern: /^\/ceu(?:\/.*)?$/i,
    to: () => '/continuing-education',
    examples: [
      ['/ceu/index.shtml', '/continuing-education'],
      ['/ceu', '/continuing-education'],
    ],
  },
  // After the fixed /sd/ pages above.
  ...OLD_TREES.map(tree),
];

/** The canonical path for an old URL, or null when the path is not a legacy one. */
export function resolveLegacy(path: string): string | null {
  for (const alias of LEGACY_ALIASES) {
    const match = path.match(alias.pattern);
    if (match) return alias.to(match);
  }
  return null;
}
