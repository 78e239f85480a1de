import { CONTACT_EMAILS } from '../../../domain/site';
import { link, p, section, ul } from '../rich-text';
import type { SitePageContent } from '../site-content';

export const ABOUT: SitePageContent = {
  path: '/about',
  title: 'About SpecFind',
  label: 'About us',
  description:
    'SpecFind is a free directory of building products, CAD drawings, BIM objects and CSI specifications for architects and specifiers. How the catalog is kept current and how manufacturers join.',
  lead: 'SpecFind gathers the documents architects and specifiers need to choose and specify building products – drawings, models, specifications and certifications – in one place, filed the way a project manual is organised.',
  nav: 'about',
  sections: [
    section(
      'what',
      'What SpecFind is',
      p(
        'SpecFind is a directory of building product manufacturers and the technical documents they publish. Every document is filed under the MasterFormat division and section it belongs to, so you can start from the work you are specifying – say, 08 11 13 hollow metal doors and frames – and see every manufacturer with drawings, models or specifications for it.',
      ),
      ul(
        ['CAD drawings and BIM objects to place in your drawings and models (', link('browse CAD', '/content-type/cad'), ', ', link('browse BIM', '/content-type/bim'), ').'],
        ['Three-part guide specifications and spec wizards that write a section for your project (', link('about specifications', '/spec-info'), ').'],
        ['Data sheets, catalogs, certificates, and environmental and health product declarations (', link('EPDs', '/content-type/epd'), ' and ', link('HPDs', '/content-type/hpd'), ').'],
        ['Manufacturers listed by category (', link('all categories', '/manufacturers/all'), ') and a search across everything.'],
      ),
      p('Browsing, searching and downloading are free and need no account.'),
    ),
    section(
      'who',
      'Who it is for',
      ul(
        'Architects and interior designers choosing products during design and detailing.',
        'Specifiers writing and editing project manuals.',
        'Contractors, estimators and facility managers who need the documents behind a product named on a drawing.',
        'Students and educators looking for real manufacturer details to learn from.',
        'Building product manufacturers who want their products in front of the people who specify them.',
      ),
      p(
        'A free account lets you keep favorites, save searches and organise documents by project (',
        link('sign in or create an account', '/signin'),
        ').',
      ),
    ),
    section(
      'current',
      'How the catalog is kept current',
      p(
        'Manufacturers publish their own documents. When a product changes, the manufacturer replaces the drawing, model or specification, and the new version appears on its product and company pages, in the section listings and in search straight away. Withdrawn documents are taken offline rather than left to mislead.',
      ),
      ul(
        'Every document is filed under a MasterFormat 2004 section, with the matching 1995 number shown for offices that still work to it.',
        'Each listing shows when the document was published, so you can tell a current detail from an old one.',
        'Our editors check new documents for the right section, a clear title and a working file before they go online.',
        'Product names, descriptions and technical claims remain the manufacturer’s; confirm critical values with the manufacturer before you build.',
      ),
    ),
    section(
      'join',
      'How manufacturers join',
      p(
        'Every manufacturer we know of has a free directory listing. Manufacturers who want to publish drawings, models and specifications, or build spec wizards, choose one of our ',
        link('listing packages', '/advertise'),
        '. To start, write to ',
        link(CONTACT_EMAILS.advertising, `mailto:${CONTACT_EMAILS.advertising}`),
        ' with your company name and the product lines you want listed; we reply with a proposal and a timetable for putting your documents online.',
      ),
      p(
        'Read ',
        link('how getting specified works', '/building-product-specifications/get-specified'),
        ' for what happens once your documents are published.',
      ),
    ),
    section(
      'contact',
      'Contact',
      p(
        'Questions, corrections and suggestions are welcome at ',
        link(CONTACT_EMAILS.general, `mailto:${CONTACT_EMAILS.general}`),
        '. If a document looks wrong or out of date, tell us which page it is on and we will take it up with the manufacturer.',
      ),
    ),
  ],
};
