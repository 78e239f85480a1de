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

export const PODCAST_TOPICS = [
  'Mass Timber Comes of Age', 'Designing for Wildfire Resilience', 'Specifying for Net Zero Energy', 'The Future of the Building Envelope',
  'Acoustic Comfort in Open Offices', 'Healthy Materials in Practice', 'Daylighting Without Glare', 'Resilient Design for Coastal Sites',
  'The Specifier’s Role in Embodied Carbon', 'Accessible Design Beyond Compliance', 'Fire Safety in Tall Buildings',
  'Prefabrication and Modular Construction', 'Water Efficiency in Commercial Restrooms', 'Lighting Controls Demystified',
  'Roofing Systems That Last', 'Reuse and Adaptive Renovation', 'Security by Design in Schools', 'Healthcare Interiors After the Pandemic',
];

export const TRANSCRIPT_LINES = [
  'Welcome back to the show. Today we are talking about {topic} with a guest who has spent years on the subject.',
  'When we started looking at {heading}, the biggest surprise was how much the tested assemblies limit design choices.',
  'The codes keep moving. {std} was revised recently, and that changed how our team writes Part 2 of the specification.',
  'I always tell younger architects to call the manufacturer early. The technical staff know where products fail in the field.',
  'Owners ask us for data now. They want the EPD, the HPD and a maintenance plan before they sign off on a product.',
  'We measured the results after occupancy, and the numbers matched the design model more closely than we expected.',
  'The cost conversation is about the whole life of the building, not just the first price on the bid form.',
  'Thanks for joining us. You can find the related course and the quiz for continuing education credit on our site.',
];

/** Course topics: each has two quiz questions of its own in ce_objective_quiz (migration 011). */
export const CEU_TOPICS = [
  'Fire and Life Safety', 'Energy Code Compliance', 'Acoustic Performance', 'Moisture Management', 'Healthy Materials',
  'Accessibility', 'Durability and Maintenance', 'Embodied Carbon',
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
  'Webinar this week: {heading} best practices',
  'Industry news: {heading} demand rises in {year}',
  'Now available: {company} catalog {year}',
];
