/**
 * Words for podcast episodes and continuing-education courses. Every episode and course is written
 * about one subject: an angle (below) applied to one product family of one manufacturer, so its
 * title, course, guest and transcript talk about the same thing.
 */
export interface LearningAngle {
  /** The course topic: the part of a course title before the colon (ce_objective_quiz has questions for each). */
  course: string;
  /** The episode title after "Episode N: ", with {heading}. */
  episode: string;
  /** What the angle is about, in running text: 'fire safety'. */
  focus: string;
  /** The episode's description, with {heading}, {std}, {company}, {guest}. */
  summary: string;
  /** A guest's answer on this angle, with {heading}, {std}, {noun}. */
  answer: string;
}

/** Course topics: each has two quiz questions of its own in ce_objective_quiz (migration 012). */
export const LEARNING_ANGLES: readonly LearningAngle[] = [
  {
    course: 'Fire and Life Safety', episode: 'Fire Safety and {heading}', focus: 'fire safety',
    summary: 'Which tested assemblies hold for {heading}, what {std} asks of them and where fire ratings get lost between drawings and site.',
    answer: 'A rating belongs to the tested assembly, not to the {noun} alone. If the installer changes a fastener or a sealant, the listing no longer describes what is in the wall.',
  },
  {
    course: 'Energy Code Compliance', episode: '{heading} and the New Energy Code', focus: 'energy code compliance',
    summary: 'The energy code keeps tightening. {guest} of {company} explains what that means for {heading} and how to show compliance without a pile of substitutions.',
    answer: 'We publish whole-assembly values now, because the code reviewer asks for the assembly, not the {noun}. Citing {std} in Part 2 saves a round of questions.',
  },
  {
    course: 'Acoustic Performance', episode: 'Quieter Rooms with {heading}', focus: 'acoustic performance',
    summary: 'Sound ratings on paper and in the finished room: how {heading} behave in the field, and the details that keep the two close.',
    answer: 'Laboratory numbers assume perfect edges. In the field the flanking paths around the {noun} decide the result, so we detail the perimeter as carefully as the product.',
  },
  {
    course: 'Moisture Management', episode: 'Keeping Water Out: {heading}', focus: 'moisture management',
    summary: 'Water finds the joints. A practical hour on detailing {heading} so they stay dry, with the tests from {std} that prove it.',
    answer: 'Most of the claims we see are at transitions. The {noun} performs; the lap, the flashing or the sealant joint next to it does not.',
  },
  {
    course: 'Healthy Materials', episode: 'Healthy Materials in {heading}', focus: 'healthy materials',
    summary: 'Emissions, ingredients and declarations: what owners now ask about {heading}, and how {company} answers with published data.',
    answer: 'We disclose the ingredients of the {noun} to the hundred parts per million level and test emissions by lot, so the declaration describes what actually ships.',
  },
  {
    course: 'Accessibility', episode: 'Accessible Design and {heading}', focus: 'accessibility',
    summary: 'Accessibility beyond the checklist: clearances, operating forces and finishes for {heading}, and what inspectors look for first.',
    answer: 'Inspectors measure. We give the designer the real dimensions of the {noun} as installed, with the hardware, so the clear width on the drawing is the clear width on site.',
  },
  {
    course: 'Durability and Maintenance', episode: 'Built to Last: {heading}', focus: 'durability and maintenance',
    summary: 'What wears out first in {heading}, how to specify for a long service life and what a maintenance plan should say.',
    answer: 'The {noun} rarely fails on its own. Cleaning with the wrong product or skipping an inspection does, so the maintenance manual is part of what we submit.',
  },
  {
    course: 'Embodied Carbon', episode: 'Embodied Carbon in {heading}', focus: 'embodied carbon',
    summary: 'Reading an EPD for {heading}: which numbers compare, which do not, and how {guest} of {company} brought the carbon of a product line down.',
    answer: 'We publish a product-specific EPD for the {noun}, verified against {std} where it applies. An industry-average number hides the differences you want to see.',
  },
];

/** Opening and closing lines and middle lines shared by every subject, with {focus}, {heading}, {std}, {company}, {guest}. */
export const EPISODE_OPENING = 'Welcome back. Today the subject is {focus} for {heading}, and our guest is {guest} of {company}, who works on them every day.';
export const EPISODE_GREETING = 'Thanks for having me. Most of the questions we get about {heading} these days are about {focus}.';
export const EPISODE_CLOSING = 'Thanks, {guest}. The course that goes with this episode, and its quiz for continuing-education credit, are linked on the episode page.';
export const EPISODE_CLOSING_NO_COURSE = 'Thanks, {guest}. You can find the product data, drawings and specifications for {heading} from {company} on our site.';
export const EPISODE_QUESTIONS = [
  'Where do you see {heading} go wrong most often?',
  'What should a specifier write into Part 2 for {heading}?',
  'How has {std} changed the way you test?',
  'What do you ask the design team for before the bid?',
];
export const EPISODE_ANSWERS = [
  'Call us before the drawings are done. Our technical staff know where {heading} fail in the field, and a ten-minute call saves a change order.',
  '{std} sets the floor. Cite it, then name the submittals that prove it: test reports, the installation instructions and a sample of the {noun}.',
  'Owners ask for data now: the EPD, the HPD and a maintenance plan for the {noun} before they sign off on it.',
];

/** A second sentence for a description, so no two read alike: {guest}, {company}, {heading}, {std}, {noun}. */
export const SUMMARY_ENDINGS = [
  'With {guest} of {company}.',
  '{guest} ({company}) answers the questions specifiers send most often about the {noun}.',
  'Recorded with {guest}, who leads technical services at {company}.',
  'Includes a walk through {std} and what it means for submittals.',
];

/** Roles of a manufacturer's guest. */
export const MANUFACTURER_ROLES = ['Technical Director', 'Architectural Services Manager', 'Product Manager', 'Director of Codes and Standards', 'Building Science Lead'];
