import { dl, link, p, section, ul } from '../rich-text';
import type { SitePageContent } from '../site-content';

export const GREEN_BUILDING: SitePageContent = {
  path: '/green-building',
  title: 'Green building: EPDs, HPDs and product transparency',
  label: 'Green building',
  description:
    'How environmental product declarations (EPDs) and health product declarations (HPDs) work, how green building rating systems use them, and how to find them for your project on SpecFind.',
  lead: 'Owners, codes and rating systems increasingly ask what building products are made of and what they cost the environment. Two documents answer those questions, and SpecFind collects both.',
  parents: [{ label: 'Architectural resources', href: '/architectural-resources' }],
  nav: 'architects',
  sections: [
    section(
      'epd',
      'Environmental product declarations (EPDs)',
      p(
        'An EPD reports the environmental impacts of a product over its life cycle, measured by a life-cycle assessment. It is a “Type III” declaration under ISO 14025; for construction products it also follows ISO 21930 or, in Europe, EN 15804. The rules for each kind of product come from a product category rule (PCR), and an independent verifier checks the study before the EPD is published.',
      ),
      dl(
        ['Declared unit', 'What the numbers refer to: one square metre of board, one tonne of steel, one cubic metre of concrete.'],
        ['System boundary', 'Which life-cycle stages are counted. “Cradle to gate” covers raw materials, transport and manufacturing; longer boundaries add construction, use and end of life.'],
        ['Impact categories', 'Global warming potential (in kilograms of CO₂ equivalent, the basis of embodied carbon comparisons), ozone depletion, acidification, eutrophication, smog formation and energy use.'],
        ['Product-specific or industry-wide', 'A product-specific EPD describes one manufacturer’s product; an industry-wide EPD averages several manufacturers’ products of the same kind.'],
        ['Validity', 'EPDs are issued for a limited period, commonly five years; check the expiry date before you rely on one.'],
      ),
      p('Compare EPDs only when they share a PCR, a declared unit and a system boundary; otherwise the numbers measure different things.'),
    ),
    section(
      'hpd',
      'Health product declarations (HPDs)',
      p(
        'An HPD, written to the HPD Open Standard of the HPD Collaborative, lists what a product contains down to a stated threshold and screens each substance against lists of known hazards, such as carcinogens, reproductive toxicants and persistent or bioaccumulative chemicals. It records how completely the contents are disclosed and whether the declaration was checked by a third party.',
      ),
      ul(
        'Look at the disclosure threshold and whether every substance is named, or some are held back as proprietary.',
        'Read the hazard screening result of each substance, not only the summary.',
        'Check the release and expiry dates, and whether the HPD covers exactly the product you are specifying.',
      ),
    ),
    section(
      'credits',
      'How rating systems use them',
      p(
        'Green building rating systems such as LEED reward projects that choose products with published declarations. In general terms, credits of this kind:',
      ),
      ul(
        'count the permanently installed products with an EPD, or with an ingredient disclosure such as an HPD, often requiring a minimum number of products from several manufacturers;',
        'give more weight to third-party verified and product-specific declarations than to self-declared or industry-wide ones;',
        'offer further points for products that show lower impacts than a baseline, or that avoid listed hazardous substances.',
      ),
      p(
        'Thresholds and weightings differ between rating systems and between versions of the same system, so check the version your project is registered under. Public owners and some codes also set limits on embodied carbon for materials such as concrete and steel, which EPDs are used to show.',
      ),
    ),
    section(
      'find',
      'Finding EPDs and HPDs on SpecFind',
      ul(
        ['Browse every ', link('environmental product declaration', '/content-type/epd'), ' and every ', link('health product declaration', '/content-type/hpd'), ', then narrow to a MasterFormat division and section.'],
        'Open a product’s page to see its declarations beside its drawings, models and specifications.',
        ['Search for a product type and filter the results to EPDs or HPDs from the ', link('search page', '/search/'), '.'],
        ['Signed in, add declarations to your favorites or a project to collect them for sustainable design submittals (', link('sign in', '/signin'), ').'],
      ),
    ),
    section(
      'specify',
      'Writing declarations into the specification',
      p(
        'Ask for declarations where contractors will see the requirement: list EPDs and HPDs as sustainable design submittals in Part 1 of each section, and state any limits, such as a maximum global warming potential, in Part 2 with the product requirements. Our ',
        link('guide to three-part specifications', '/spec-info'),
        ' shows where each requirement belongs.',
      ),
    ),
  ],
};
