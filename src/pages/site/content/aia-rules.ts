import { dl, link, ol, p, section, ul } from '../rich-text';
import type { SitePageContent } from '../site-content';

export const AIA_RULES: SitePageContent = {
  path: '/AIArules',
  title: 'Continuing education rules for architects',
  label: 'Continuing education rules',
  headTitle: 'Continuing education for architects: learning units, HSW hours and reporting',
  description:
    'How continuing education works for architects: learning units, health, safety and welfare (HSW) hours, AIA and state licensing board requirements, and how courses are reported.',
  lead: 'Architects keep learning to keep their license and, for members, their AIA membership. The two sets of rules overlap but are not the same; this page explains both in general terms.',
  parents: [{ label: 'Architectural resources', href: '/architectural-resources' }],
  nav: 'architects',
  sections: [
    section(
      'units',
      'Learning units and HSW',
      dl(
        ['Learning unit (LU)', 'The AIA’s measure of continuing education: one learning unit for each hour of instruction or structured learning.'],
        ['LU/HSW', 'A learning unit in health, safety and welfare: a course whose subject helps protect the people who use buildings.'],
        ['Provider and course numbers', 'Courses from providers registered with AIA Continuing Education (CES) carry a provider number and a course number, which identify them on your transcript.'],
      ),
      p(
        'Health, safety and welfare subjects include structural and fire safety, building envelopes, accessibility, codes and regulations, materials and methods of construction, environmental and sustainable design, and construction documents and administration. Marketing, office management and general software training usually do not count as HSW.',
      ),
    ),
    section(
      'aia',
      'AIA membership requirements',
      p(
        'For many years the AIA has asked its architect members to earn 18 learning units each calendar year, at least 12 of them in HSW subjects. The AIA reviews its requirements from time to time and may add required topics, so check the current rules on your AIA transcript before planning your year.',
      ),
    ),
    section(
      'boards',
      'State licensing board requirements',
      ul(
        'Each state or territory that licenses architects sets its own requirement for renewing a license, usually as a number of HSW hours over the renewal period, which may be one year or two.',
        'Some boards require particular topics, such as accessibility, energy codes, sustainable design or the state’s own laws and rules.',
        'If you are licensed in several states, you must meet each board’s requirement; a course may count towards more than one.',
        'Boards audit a sample of renewals, so keep certificates of completion for at least as long as your board asks, commonly several years.',
      ),
    ),
    section(
      'reporting',
      'Reporting your hours',
      ol(
        'When you finish a course from a registered AIA CES provider, give the provider your AIA member number; the provider reports the course to your transcript.',
        'Activities that were not reported by a provider, such as some self-directed study, can be self-reported to the AIA with evidence of what you did.',
        'At license renewal, state on the board’s form that you have met its requirement, and keep your records ready in case you are audited; an AIA transcript helps, but the board’s own rules decide what counts.',
      ),
      p('A simple record for every course – title, provider, provider and course numbers, date, learning units and whether it was HSW, with the certificate – makes both reports easy.'),
    ),
    section(
      'specfind',
      'Learning on SpecFind',
      ul(
        [link('Continuing education courses', '/continuing-education'), ' from manufacturers list their learning objectives, learning units, HSW status and provider and course numbers; pass a course’s short quiz while signed in to record it and download a certificate of completion.'],
        ['Some ', link('podcast', '/podcast'), ' episodes carry one of these courses: listen, then take the quiz.'],
        ['Manufacturers’ ', link('webinars', '/content-type/webinar'), ' include presentations that may carry continuing education credit; each says so in its description.'],
        ['Product-focused reading on ', link('green building', '/green-building'), ' and ', link('three-part specifications', '/spec-info'), ' covers HSW-related subjects, though reading a page is not a registered course.'],
      ),
    ),
  ],
};
