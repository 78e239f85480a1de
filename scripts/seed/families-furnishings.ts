import type { Category } from './vocab-types';

/** Division 12 and related woodwork: casework, window treatments, seating and site furnishings. */
export const FURNISHINGS: readonly Category[] = [
  {
    title: 'Casework and Countertops',
    words: ['Casework', 'Cabinetry', 'Interiors Group'],
    families: [
      {
        heading: 'Laboratory Casework', section: '12 35 00', s95: '12300', short: 'Casework', template: 'laboratory-casework',
        nouns: ['Steel Laboratory Casework', 'Fume Hood', 'Mobile Lab Table', 'Phenolic Resin Worksurface'],
        uses: ['for laboratories in universities and hospitals'],
        specs: ['{16|18}-gauge cold-rolled steel', 'chemical-resistant epoxy powder coat', 'fume hood face velocity {80|100} fpm'],
        standards: ['SEFA 8', 'ASHRAE 110', 'UL 1805'],
        certs: ['SEFA 8 Compliance Certificate'],
      },
      {
        heading: 'Architectural Casework', section: '06 41 00', s95: '06400', short: 'Casework', template: 'architectural-casework',
        nouns: ['Plastic Laminate Casework', 'Wood Veneer Casework', 'Nurse Station Casework', 'Reception Desk'],
        uses: ['for healthcare, education and office interiors'],
        specs: ['{AWS Premium|AWS Custom} grade', '{3/4|1} inch particleboard core', 'full-overlay frameless construction', 'BHMA Grade 1 hinges'],
        standards: ['AWI/AWMAC/WI Architectural Woodwork Standards', 'ANSI/BHMA A156.9', 'NEMA LD 3'],
        certs: ['FSC Chain of Custody Certificate', 'AWI Quality Certification Program Label'],
        byNoun: { 'Plastic Laminate Casework': { surface: 'plastic laminate' }, 'Wood Veneer Casework': { surface: 'wood veneer' }, 'Nurse Station Casework': { surface: 'plastic laminate' }, 'Reception Desk': { surface: 'wood veneer' } },
      },
      {
        heading: 'Countertops', section: '12 36 00', s95: '12300', short: 'Countertop', template: 'countertops',
        nouns: ['Solid Surface Countertop', 'Quartz Countertop', 'Integral Sink Vanity Top', 'Epoxy Resin Countertop'],
        uses: ['for vanities, nurse stations and break rooms'],
        specs: ['{1/2|3/4} inch thickness', 'nonporous homogeneous surface', '{eased|bullnose|square} edge'],
        standards: ['ANSI Z124.3', 'NSF/ANSI 51', 'ASTM E84'],
        certs: ['NSF/ANSI 51 Listing', 'GREENGUARD Gold Certificate'],
        byNoun: { 'Solid Surface Countertop': { material: 'solid surface' }, 'Quartz Countertop': { material: 'quartz' }, 'Integral Sink Vanity Top': { material: 'solid surface' }, 'Epoxy Resin Countertop': { material: 'epoxy resin' } },
      },
    ],
  },
  {
    title: 'Window Treatments',
    words: ['Shade Company', 'Window Coverings', 'Daylight Controls'],
    families: [
      {
        heading: 'Roller Shades', section: '12 24 13', s95: '12400', short: 'Shade', template: 'roller-shades',
        nouns: ['Manual Roller Shade', 'Motorized Roller Shade', 'Dual Roller Shade', 'Blackout Shade'],
        uses: ['for offices, classrooms and hotel rooms'],
        specs: ['openness factor {1|3|5} percent', '{PVC-coated polyester|PVC-free} fabric', '{24|120} VAC quiet motor'],
        standards: ['NFPA 701', 'ASTM G21', 'ASTM E84'],
        certs: ['GREENGUARD Gold Certificate'],
        byNoun: { 'Motorized Roller Shade': { operation: '24 VAC motor' } },
      },
      {
        heading: 'Horizontal Blinds', section: '12 21 00', s95: '12400', short: 'Blind', template: 'horizontal-blinds',
        nouns: ['Aluminum Mini Blind', 'Wood Blind', 'Exterior Venetian Blind'],
        uses: ['for glare control in commercial interiors'],
        specs: ['{1|2} inch slats', 'cordless lift', 'anti-static finish'],
        standards: ['ANSI/WCMA A100.1', 'NFPA 701'],
        certs: ['Best for Kids Certification'],
        byNoun: { 'Wood Blind': { material: 'wood' } },
      },
    ],
  },
  {
    title: 'Seating and Site Furnishings',
    words: ['Seating', 'Furnishings', 'Site Amenities'],
    families: [
      {
        heading: 'Fixed Audience Seating', section: '12 61 00', s95: '12300', short: 'Seat', template: 'audience-seating',
        nouns: ['Auditorium Chair', 'Telescopic Bleacher', 'Lecture Hall Seating', 'Stadium Seat'],
        uses: ['for auditoriums, arenas and lecture halls'],
        specs: ['{19|20|22} inch seat width', 'molded polyurethane foam cushions', 'gravity-lift seat mechanism'],
        standards: ['BIFMA X5.4', 'CAL TB 117-2013', 'ICC A117.1'],
        certs: ['BIFMA LEVEL {1|2|3} Certificate'],
      },
      {
        heading: 'Site Furnishings', section: '12 93 00', s95: '12300', short: 'Bench', template: 'site-furnishings',
        nouns: ['Steel Park Bench', 'Bike Rack', 'Litter Receptacle', 'Planter'],
        uses: ['for plazas, campuses and streetscapes'],
        specs: ['{thermoplastic|powder} coated steel', 'recycled content above {50|70} percent', '{surface|in-ground} mount'],
        standards: ['ASTM D3359', 'ASTM B117'],
        certs: ['Declare Label'],
      },
    ],
  },
];
