/** Words for editorial content: blog posts, podcasts, CEU courses, news. */

export const BLOG_TITLES = [
  'What Architects Should Know About {std}',
  '{n} Trends in {heading} for {year}',
  'Specifying {heading}: A Practical Checklist',
  'How {std} Shapes {heading} Selection',
  'Designing Healthier Interiors with Low-Emitting Materials',
  'Reading an EPD: A Field Guide for Specifiers',
  'Continuous Insulation and the Energy Code',
  'Detailing {heading} for Durability',
  'Five Questions to Ask Before Specifying {heading}',
  'Embodied Carbon Targets and {heading}',
  'Accessibility Details That Pass Inspection',
  'Fire-Rated Assemblies Without the Guesswork',
];

export const BLOG_PARAGRAPHS = [
  'Product selection starts long before the specification is written. Early conversations with manufacturers help the design team understand lead times, tested assemblies and the options that affect cost.',
  'Reference standards do most of the work in a good specification. Citing {std} sets a performance floor that every bidder must meet, while leaving room for competitive pricing.',
  'For {heading}, the details at interfaces matter most. Coordinate anchorage, sealant joints and tolerances with adjacent trades, and ask for shop drawings that show them clearly.',
  'Submittals should be reviewed against the specified performance, not against a catalog photo. Ask for test reports, listings and installation instructions as part of the package.',
  'Sustainability documentation has become routine. Environmental product declarations and health product declarations let teams compare products on published data instead of marketing claims.',
  'Mockups remain the best way to settle questions about finish, color and workmanship. A small mockup early in construction avoids disputes when the full installation is under way.',
  'Maintenance is part of the design. Owners appreciate products that can be cleaned with ordinary methods and replaced part by part when damaged.',
  'Finally, keep the specification current. Standards are revised every few years, and an outdated reference can leave a gap that is hard to close during construction.',
];

export const PRESS_TITLES = [
  '{company} Introduces {brand} {noun}',
  '{company} Expands {heading} Line',
  '{company} Opens New Manufacturing Facility in {city}, {state}',
  '{company} Publishes Environmental Product Declarations for {heading}',
  '{company} Names New Vice President of Architectural Sales',
  '{brand} {noun} Earns Third-Party Certification',
  '{company} Launches BIM Library for {heading}',
  '{company} Marks {years} Years in Business',
];

export const ALERT_TITLES = [
  'Updated standard: {std} revision published',
  'Reminder: new energy code takes effect in {state}',
  'Product recall notice: check lot numbers for {heading}',
  'Spec update: {company} revises Section {section}',
];

export const NEWS_TITLES = [
  'New BIM objects from {company}',
  'Design guide: {heading} best practices from {company}',
  'Industry news: {heading} demand rises in {year}',
  'Now available: {company} catalog {year}',
];
