import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../../domain/content-types';
import { dl, link, p, section, ul } from '../rich-text';
import type { SitePageContent } from '../site-content';

export const ARCHITECTURAL_RESOURCES: SitePageContent = {
  path: '/architectural-resources',
  title: 'Architectural resources',
  description:
    'Professional references for architects and specifiers: MasterFormat, three-part specifications, CAD and BIM file formats, environmental and health product declarations, and every kind of document on SpecFind.',
  lead: 'A working reference for the standards and formats behind product selection and specification, with links to the places on SpecFind where you can put them to use.',
  nav: 'architects',
  sections: [
    section(
      'masterformat',
      'MasterFormat',
      p(
        'MasterFormat, published by the Construction Specifications Institute (CSI) and Construction Specifications Canada (CSC), is the list of numbers and titles that organises a project manual and most product information in North America. The 2004 edition and its updates number sections in three pairs of digits, such as 08 71 00 for door hardware, across divisions 00 to 49; the older 1995 edition used 16 divisions and five-digit numbers.',
      ),
      ul(
        ['Our ', link('division chart', '/spec-info/chart'), ' sets each 2004 division beside the 1995 division that held the same work.'],
        ['Find manufacturers by division in the ', link('manufacturer directory', '/manufacturers/all'), '.'],
        'Related classifications you may meet: UniFormat arranges information by building element (foundations, exterior enclosure, roofing) for early design and cost plans; OmniClass covers the wider built environment.',
      ),
    ),
    section(
      'specifications',
      'Three-part specifications',
      p(
        'Each section of a project manual follows the same three parts – General, Products and Execution – so requirements are always in the same place. Guide specifications from manufacturers follow that outline and carry editor’s notes that tell you what to choose and delete.',
      ),
      ul(
        [link('About specifications', '/spec-info'), ': the three parts, MasterFormat editions and how our spec wizard works.'],
        [link('Editor’s (hidden) notes', '/spec-info/display-hidden-notes'), ': how to show or hide them on screen, in Word and in LibreOffice.'],
        [link('Specifications by section', '/content-type/spec'), ' and ', link('spec wizards', '/specwizard'), ' that write a section from the options you pick.'],
      ),
    ),
    section(
      'formats',
      'CAD and BIM formats',
      dl(
        ['DWG', 'The native format of AutoCAD and the most common format for exchanging two-dimensional details.'],
        ['DXF', 'Drawing Exchange Format: a documented format that almost every CAD program can open, useful when you do not draw in AutoCAD.'],
        ['RVT and RFA', 'Revit project and family files. Manufacturers’ BIM objects are most often families (RFA) that you load into your own project.'],
        ['IFC', 'Industry Foundation Classes, the open BIM exchange standard (ISO 16739) maintained by buildingSMART, readable by most BIM authoring and review tools.'],
        ['PDF', 'For data sheets, catalogs, certificates and declarations, and for details you want to read rather than edit.'],
      ),
      p(
        'Listings on SpecFind name each document’s file format before you download it. Check the version and units of a drawing or model against your office standard before placing it in a project.',
      ),
    ),
    section(
      'sustainability',
      'Sustainability declarations',
      p(
        'Environmental product declarations (EPDs) report a product’s life-cycle environmental impacts; health product declarations (HPDs) disclose its contents and the hazards associated with them. Both are increasingly asked for by owners and by green building rating systems. Our ',
        link('green building', '/green-building'),
        ' page explains how to read them and how to find them here.',
      ),
    ),
    section(
      'documents',
      'Every kind of document on SpecFind',
      ul(
        ...CONTENT_TYPES.map((type) => [
          link(CONTENT_TYPE_LABELS[type].plural, `/content-type/${type}`),
          `: ${CONTENT_TYPE_LABELS[type].description}`,
        ]),
      ),
    ),
    section(
      'more',
      'More for architects',
      ul(
        [link('Architecture schools and accredited degrees', '/architectural-schools'), ': accreditation, degree paths and the road to a license.'],
        [link('Continuing education rules', '/AIArules'), ': learning units, health, safety and welfare hours, and reporting.'],
        [link('Featured products', '/featured/products'), ' chosen by manufacturers in each division.'],
      ),
    ),
  ],
};
