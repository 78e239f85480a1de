import type { AdvertisingPackage } from '../../../domain/advertising-packages';
import { ADVERTISING_PACKAGES } from '../../../domain/advertising-packages';
import { CONTACT_EMAILS } from '../../../domain/site';
import type { Block } from '../rich-text';
import { h3, link, p, section, ul } from '../rich-text';
import type { SitePageContent } from '../site-content';

const MAILTO = `mailto:${CONTACT_EMAILS.advertising}`;

function price(pkg: AdvertisingPackage): string {
  if (pkg.priceUsd === 0) return 'Free';
  return `US$${pkg.priceUsd.toLocaleString('en-US')} a ${pkg.term}`;
}

function packageBlocks(pkg: AdvertisingPackage): Block[] {
  const order = pkg.priceUsd > 0 ? [p(link(`Order the ${pkg.name.toLowerCase()}`, `/payment?package=${pkg.id}`))] : [];
  return [h3(`${pkg.name}: ${price(pkg)}`), p(pkg.summary), ul(...pkg.includes), ...order];
}

const of = (kind: AdvertisingPackage['kind']) => ADVERTISING_PACKAGES.filter((pkg) => pkg.kind === kind).flatMap(packageBlocks);

export const ADVERTISE: SitePageContent = {
  path: '/advertise',
  title: 'Listing and advertising packages for manufacturers',
  label: 'Advertise',
  description:
    'How building product manufacturers list products, publish CAD, BIM and specifications, and advertise on SpecFind: what each listing package and advertising placement includes.',
  lead: 'Architects come to SpecFind while they are choosing products and writing specifications. Our packages put your documents where those decisions are made.',
  nav: 'about',
  sections: [
    section(
      'listing',
      'Listing packages',
      p('Listings run for a year from the day your documents go online and renew each year unless you tell us otherwise.'),
      ...of('listing'),
    ),
    section(
      'advertising',
      'Advertising placements',
      p('Placements can be added to any listing, including the free one, and run by the month.'),
      ...of('advertising'),
    ),
    section(
      'how',
      'How to order',
      p(
        'Order online on the ',
        link('order page', '/payment'),
        ': choose the package, tell us who to bill, and the invoice comes by email at once. We put your documents online once we have them; payment is due within 30 days.',
      ),
      p(
        'You can also write to ',
        link(CONTACT_EMAILS.advertising, MAILTO),
        ' with your company name, the package or placements you want and the divisions you make products for.',
      ),
      p('Prices are in US dollars before any applicable tax. Packages can be upgraded at any time; you pay only the difference for the rest of the term.'),
    ),
    section(
      'more',
      'Before you decide',
      ul(
        ['Read ', link('how getting specified works', '/building-product-specifications/get-specified'), ' for what architects do with your documents.'],
        ['See ', link('how specifications and spec wizards appear', '/spec-info'), ' to an architect.'],
        ['Look at the ', link('featured products', '/featured/products'), ' and ', link('manufacturer directory', '/manufacturers/all'), ' pages your listing will appear on.'],
      ),
    ),
  ],
};
