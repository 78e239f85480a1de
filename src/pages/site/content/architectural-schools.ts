import { dl, link, p, section, ul } from '../rich-text';
import type { SitePageContent } from '../site-content';

export const ARCHITECTURAL_SCHOOLS: SitePageContent = {
  path: '/architectural-schools',
  title: 'Architecture schools and accredited degrees',
  label: 'Architecture schools',
  description:
    'A guide to choosing an architecture school: how NAAB accreditation works, the degree paths to a license, what to look for in a program, and resources for students on SpecFind.',
  lead: 'Choosing where to study architecture shapes how quickly you can be licensed. This guide explains accreditation and the degree paths, what to compare between programs, and where to find current lists of schools.',
  parents: [{ label: 'Architectural resources', href: '/architectural-resources' }],
  nav: 'architects',
  sections: [
    section(
      'accreditation',
      'How architecture degrees are accredited',
      p(
        'In the United States, professional degree programs in architecture are accredited by the National Architectural Accrediting Board (NAAB). Accreditation belongs to a program, not to a whole university: one school may offer an accredited Master of Architecture alongside a pre-professional bachelor’s degree that is not accredited on its own.',
      ),
      ul(
        'A program earns accreditation by showing, in a self-assessment and a visit by a team of educators, practitioners and students, that its graduates meet the board’s conditions and student criteria.',
        'Accreditation is granted for a term of years and then reviewed again, so check when a program was last visited and when its next visit is due.',
        'New programs pass through candidacy before initial accreditation; graduates are usually treated as holding an accredited degree only once the program is accredited, so ask a candidate program how that applies to your year.',
        'In Canada, the Canadian Architectural Certification Board (CACB) accredits professional programs; other countries have their own national bodies.',
      ),
      p(
        'Most US licensing boards expect an accredited professional degree, and it is the most direct route to a license; some boards accept other education combined with more experience.',
      ),
    ),
    section(
      'degrees',
      'Degree paths',
      dl(
        ['Bachelor of Architecture (B.Arch)', 'A professional degree, usually five years, taken straight from high school.'],
        ['Pre-professional bachelor’s and Master of Architecture', 'A four-year bachelor’s in architectural studies followed by an accredited M.Arch, often of about two years; the pair is sometimes called “4+2”.'],
        ['Master of Architecture for other graduates', 'An accredited M.Arch for students whose first degree is in another field, usually a year or more longer than the 4+2 master’s.'],
        ['Doctor of Architecture (D.Arch)', 'A professional doctorate offered by a few programs, also accredited.'],
        ['Post-professional and research degrees', 'Master’s and doctoral degrees for people who already hold a professional degree; they deepen a specialism but do not in themselves lead to a license.'],
      ),
    ),
    section(
      'compare',
      'What to look for in a program',
      ul(
        'Accreditation status and the date of the next visit, in the accrediting board’s published list.',
        'The studio sequence: what each year designs, how work is reviewed, and the culture of the studios.',
        'Technical teaching: structures, building envelopes, environmental systems, construction documents and specifications.',
        'Workshops, fabrication labs and digital tools, and whether students learn CAD and BIM as part of the course.',
        'Internships, co-op terms and practice links, and whether you can log licensure experience while you study.',
        'Whether the program takes part in an integrated path that lets students complete experience and examinations before graduating.',
        'Examination pass rates of graduates, which the licensing boards’ national council publishes by school.',
        'Cost, length, and the support offered to students who work alongside their studies.',
      ),
    ),
    section(
      'license',
      'After school: the road to a license',
      p(
        'In the United States a license usually needs three things: an accredited degree, documented professional experience through the Architectural Experience Program (AXP), and a pass in every division of the Architect Registration Examination (ARE), both run by the National Council of Architectural Registration Boards (NCARB). Each state’s board grants the license itself and sets its own rules for keeping it, including ',
        link('continuing education', '/AIArules'),
        '.',
      ),
    ),
    section(
      'lists',
      'Where to find current lists of schools',
      ul(
        'The accrediting boards (NAAB in the United States, CACB in Canada) publish the programs they accredit, with each program’s status and next visit.',
        'The Association of Collegiate Schools of Architecture (ACSA) publishes a guide to schools and their programs.',
        'NCARB publishes examination pass rates and the schools that take part in its integrated path.',
        'Schools’ own admissions pages give portfolio requirements, deadlines and costs for each year.',
      ),
      p('Because accreditation changes from year to year, always confirm a program’s status with the accrediting board before you apply.'),
    ),
    section(
      'students',
      'For students on SpecFind',
      ul(
        ['Learn how a project manual is organised in ', link('our guide to specifications', '/spec-info'), ' and its ', link('MasterFormat division chart', '/spec-info/chart'), '.'],
        ['Study real manufacturer details in ', link('CAD drawings', '/content-type/cad'), ' and ', link('BIM objects', '/content-type/bim'), '.'],
        ['See how products are documented for sustainable design on our ', link('green building', '/green-building'), ' page.'],
        ['Browse ', link('manufacturers by category', '/manufacturers/all'), ' to learn who makes what.'],
        ['More professional references are on our ', link('architectural resources', '/architectural-resources'), ' page.'],
      ),
    ),
  ],
};
