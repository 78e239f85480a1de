import type { ContentSection } from '../rich-text';
import { dl, link, ol, p, section, ul } from '../rich-text';
import type { SitePageContent } from '../site-content';

/** The three manufacturer pages: the standard one, a stronger call to action, and the long version. */
export const GET_SPECIFIED_VARIANTS = ['standard', 'red', 'more'] as const;
export type GetSpecifiedVariant = (typeof GET_SPECIFIED_VARIANTS)[number];

export function getSpecifiedPath(variant: GetSpecifiedVariant): string {
  return `/building-product-specifications/get-specified${variant === 'standard' ? '' : `-${variant}`}`;
}

const CORE: readonly ContentSection[] = [
  section(
    'why',
    'Products are chosen long before they are bought',
    p(
      'By the time a contractor prices a project, the architect has already drawn the details, modelled the building and written the specification. A product named there is the product the bid is built on; a product that is missing has to win a substitution request late in the job, when nobody wants to change the drawings.',
    ),
    p('Getting specified means being the easiest product to design with at the moment the decision is made.'),
  ),
  section(
    'publish',
    'Publish what architects design with',
    dl(
      ['CAD details', 'Plans, sections and details that drop straight into construction drawings, filed under the MasterFormat section they belong to.'],
      ['BIM objects', 'Models with the data architects schedule and check, for the building information model.'],
      ['Guide specifications', 'Three-part sections naming your products, with editor’s notes that guide the specifier through the choices.'],
      ['Spec wizards', 'Your guide specification turned into a checklist: the architect ticks the options that suit the project and downloads an edited section that names your product.'],
      ['Data sheets, certificates, EPDs and HPDs', 'The evidence a specifier needs to choose with confidence and the declarations green building projects ask for.'],
    ),
    p(
      'Architects find your documents by searching, by browsing a MasterFormat section, or from your company and product pages. See ',
      link('how specifications appear on SpecFind', '/spec-info'),
      '.',
    ),
  ),
  section(
    'reports',
    'See where you are being specified',
    ul(
      'Outline specification reports list the projects whose architects added your sections, with the project type, the firm, its city and state, and the date.',
      'Spec wizard reports show which projects used your wizards, for which sections, and when.',
      'Download reports show which of your drawings, models and specifications are being taken, so you know which products are under consideration.',
    ),
    p('Reports are yours alone, reached by signing in or with your company’s report password, for whatever period you choose.'),
  ),
];

const MORE: readonly ContentSection[] = [
  section(
    'process',
    'How a product gets specified, stage by stage',
    ol(
      'Schematic design: the architect settles systems and appearance, often from products already known to the office.',
      'Design development: product types are chosen and performance is set; this is when architects look for details, models and data.',
      'Construction documents: details are drawn, models refined and the specification written, naming manufacturers and products.',
      'Bidding and negotiation: contractors price what is named; products not named reach the job only as substitutions or “or equal”.',
      'Construction: submittals confirm the named products, and substitution requests are weighed against redrawing and delay.',
    ),
    p('Your documents do the most work in the second and third stages, months or years before the order.'),
  ),
  section(
    'quality',
    'What makes documents that get used',
    ul(
      'Details that match real installation conditions, at common scales, with clean layers and no title blocks.',
      'Models light enough to use in a whole building, with the parameters architects schedule.',
      'Guide specifications that follow the three-part format, use current MasterFormat numbers and reference standards, and explain each choice in an editor’s note.',
      'One product line per section, with options stated as choices rather than buried in prose.',
      'Dates on everything, and old versions taken offline when a product changes.',
    ),
  ),
  section(
    'questions',
    'Common questions',
    dl(
      ['Do architects pay to download our documents?', 'No. Browsing, searching and downloading are free for everyone, with no account needed.'],
      ['How soon can our documents go online?', 'As soon as we have them and have filed them under the right sections, usually within two weeks of your order.'],
      ['Can we change documents later?', 'Yes. Send new versions whenever a product changes; the old ones are replaced and taken offline.'],
      ['Who writes the spec wizard?', 'We build it from your guide specification and agree the options with you before it goes online.'],
      ['Who sees our reports?', 'Only you: they are reached by signing in or with your company’s report password.'],
    ),
    p('Compare the ', link('listing packages', '/advertise'), ' to see what each includes.'),
  ),
];

const HEAD: Record<GetSpecifiedVariant, Pick<SitePageContent, 'title' | 'description' | 'lead'>> = {
  standard: {
    title: 'Get your products specified',
    description:
      'How building product manufacturers get specified on SpecFind: publish CAD, BIM, guide specifications and spec wizards where architects design, and see reports of where you are specified.',
    lead: 'Put your drawings, models and specifications in front of architects while they are choosing products, and see which projects they go into.',
  },
  red: {
    title: 'Get your products specified before the bid',
    description:
      'Architects are choosing products for this year’s projects now. Publish CAD, BIM, guide specifications and spec wizards on SpecFind and be named in the specification before it goes to bid.',
    lead: 'Every week, architects write specifications for projects that will bid this year. Be the product they name.',
  },
  more: {
    title: 'Getting your products specified: the complete guide',
    description:
      'A manufacturer’s guide to getting specified: how products are chosen stage by stage, what to publish, what makes documents architects use, spec wizards, reports and common questions.',
    lead: 'How architects choose products from first sketch to bid, what to publish for each stage, and how SpecFind shows you where your products are being specified.',
  },
};

export function getSpecifiedContent(variant: GetSpecifiedVariant): SitePageContent {
  return {
    path: getSpecifiedPath(variant),
    ...HEAD[variant],
    label: variant === 'more' ? 'The complete guide' : 'Get specified',
    parents: [{ label: 'Advertise', href: '/advertise' }],
    nav: 'manufacturers',
    sections: variant === 'more' ? [CORE[0], ...MORE.slice(0, 1), ...CORE.slice(1), ...MORE.slice(1)] : CORE,
  };
}
