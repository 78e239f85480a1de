/** The side navigation of the site's text pages: one group of related pages each. */
export const SITE_NAV = {
  about: {
    heading: 'About SpecFind',
    links: [
      { href: '/about', label: 'About us' },
      { href: '/advertise', label: 'Advertise and list products' },
      { href: '/apps', label: 'SpecFind on your phone' },
      { href: '/terms', label: 'Terms of use' },
      { href: '/privacy', label: 'Privacy policy' },
    ],
  },
  architects: {
    heading: 'For architects',
    links: [
      { href: '/architectural-resources', label: 'Architectural resources' },
      { href: '/spec-info', label: 'About specifications' },
      { href: '/green-building', label: 'Green building' },
      { href: '/AIArules', label: 'Continuing education rules' },
      { href: '/architectural-schools', label: 'Architecture schools' },
    ],
  },
  manufacturers: {
    heading: 'For manufacturers',
    links: [
      { href: '/building-product-specifications/get-specified', label: 'Get your products specified' },
      { href: '/building-product-specifications/get-specified-more', label: 'How specification works, in depth' },
      { href: '/advertise', label: 'Listing and advertising packages' },
    ],
  },
} as const;

export type SiteNavGroup = keyof typeof SITE_NAV;
