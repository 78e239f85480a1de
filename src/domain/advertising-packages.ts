/**
 * What a manufacturer can buy: listing packages (a year each) and advertising placements.
 * The /advertise page describes them; an order flow should read prices from here too.
 */
export interface AdvertisingPackage {
  id: string;
  name: string;
  kind: 'listing' | 'advertising';
  summary: string;
  includes: readonly string[];
  /** Price in US dollars; 0 for the free directory listing. */
  priceUsd: number;
  /** What the price buys. */
  term: 'year' | 'month';
}

export const ADVERTISING_PACKAGES: readonly AdvertisingPackage[] = [
  {
    id: 'directory',
    name: 'Directory listing',
    kind: 'listing',
    summary: 'Every manufacturer we know of is listed, free of charge, so architects can find you by category.',
    includes: [
      'A company page with your address, telephone, web site and a short description',
      'A place in the manufacturer directory under each MasterFormat division you make products for',
      'Your company in search results for your name and your categories',
    ],
    priceUsd: 0,
    term: 'year',
  },
  {
    id: 'specification',
    name: 'Specification listing',
    kind: 'listing',
    summary: 'Publish the documents architects download while they design, and see how they are used.',
    includes: [
      'Everything in the directory listing',
      'Unlimited CAD drawings, BIM objects, guide specifications, data sheets, catalogs, certificates, EPDs and HPDs',
      'Your product line as a browsable tree, each product with its own page and documents',
      'Listings in every content-type and MasterFormat section page your documents belong to',
      'Download and outline-specification reports whenever you want them, reached with your own report password',
    ],
    priceUsd: 2400,
    term: 'year',
  },
  {
    id: 'spec-wizard',
    name: 'Spec wizard listing',
    kind: 'listing',
    summary: 'Turn your guide specifications into spec wizards that write your products into the project manual.',
    includes: [
      'Everything in the specification listing',
      'Spec wizards for up to ten MasterFormat sections, built from your guide specifications with your options',
      'Spec wizard reports: which projects used your wizards, for which sections, and when',
      'Your products featured in rotation on the featured products pages of your divisions',
    ],
    priceUsd: 4800,
    term: 'year',
  },
  {
    id: 'banner',
    name: 'Banner placement',
    kind: 'advertising',
    summary: 'A banner on the pages where architects browse your divisions and sections.',
    includes: [
      'A text banner with your message and a link to your company page',
      'Placement on the content-type pages of the divisions or sections you choose',
      'Rotation so a visitor sees each banner before any repeats',
    ],
    priceUsd: 350,
    term: 'month',
  },
  {
    id: 'homepage-promotion',
    name: 'Home page promotion',
    kind: 'advertising',
    summary: 'The promotion slot at the top of the home page, for a product launch or an event.',
    includes: [
      'A headline, two sentences and a link of your choosing, shown to every visitor of the home page',
      'Scheduled start and end dates, one promotion at a time',
    ],
    priceUsd: 900,
    term: 'month',
  },
];
