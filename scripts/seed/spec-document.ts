import type { SpecArticle, SpecBody, SpecPart } from '../../src/domain/spec-document';
import { sectionTitleOf } from './categories';
import type { CompanyPlan, ProductPlan } from './model';
import type { Rng } from './prng';
import type { Family } from './vocab-types';
import { productTitle } from '../../src/domain/product-title';
import { familyChoices, warrantyTerms } from './spec-choices';

export type { SpecBody } from '../../src/domain/spec-document';

/**
 * Three-part guide specifications, stored in
 * spec_documents.body. Paragraph ids are 'p-<part>-<article>-<label>', e.g. 'p-2-2-A';
 * spec wizard projects refer to them. A paragraph with options and a '[____]' blank has the
 * chosen option written into the blank; without a blank it becomes subparagraph 1.
 */
type Draft = { text: string; notes?: string[]; options?: string[]; condition?: string };
const LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function article(part: number, index: number, title: string, drafts: Draft[]): SpecArticle {
  const number = `${part}.${index}`;
  return {
    number,
    title,
    paragraphs: drafts.map((d, i) => ({
      id: `p-${part}-${index}-${LABELS[i]}`,
      label: LABELS[i],
      text: d.text,
      ...(d.notes ? { notes: d.notes } : {}),
      ...(d.options && d.options.length > 1 ? { options: d.options } : {}),
      ...(d.condition ? { condition: d.condition } : {}),
    })),
  };
}

const COMPLETION = 'from date of Substantial Completion';
const termText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'} ${COMPLETION}`;

/**
 * The manufacturer's warranty as the section's products' records state it: one term stated, several offered, none
 * left out (a blank the records cannot fill would be an empty option).
 */
function warrantyDraft(terms: number[]): Draft[] {
  const lead = 'Manufacturer’s Warranty: manufacturer agrees to repair or replace components that fail in materials or workmanship within';
  if (terms.length === 0) return [];
  if (terms.length === 1) return [{ text: `${lead} ${termText(terms[0])}.` }];
  return [{ text: `${lead} [____].`, options: terms.map(termText) }];
}

function general(rng: Rng, plan: CompanyPlan, section: string, families: Family[], standards: string[], items: ProductPlan[]): SpecPart {
  const related = plan.sections.filter((s) => s !== section).slice(0, 3);
  const warranty = warrantyDraft(warrantyTerms(items));
  return {
    number: 1,
    title: 'GENERAL',
    articles: [
      article(1, 1, 'SUMMARY', [
        { text: `Section includes: ${families.map((f) => f.heading.toLowerCase()).join('; ')}.`, notes: ['Edit the list to match the products required for the project.'] },
        ...related.map((s) => ({ text: `Related section: ${s} – ${sectionTitleOf(s)}.` })),
      ]),
      article(1, 2, 'REFERENCES', standards.map((s) => ({ text: `${s}.` }))),
      article(1, 3, 'SUBMITTALS', [
        { text: 'Product Data: manufacturer’s data sheets for each product, including performance data and installation instructions.' },
        { text: 'Shop Drawings: plans, elevations, sections and details showing dimensions, anchorage and interfaces with adjacent work.' },
        { text: 'Samples: for each exposed finish, in manufacturer’s standard sizes.', notes: ['Delete samples when finishes are selected from standard colors.'] },
        { text: 'Certificates: evidence of compliance with the reference standards listed in this section.' },
      ]),
      article(1, 4, 'QUALITY ASSURANCE', [
        { text: `Manufacturer Qualifications: a firm with not less than ${rng.pick(['10', '15', '25'])} years of experience manufacturing products of this section.` },
        { text: 'Installer Qualifications: a firm acceptable to the manufacturer, with experience on projects of similar size and scope.' },
        { text: 'Mockups: build a mockup of a typical installation for review.', options: ['Mockup required', 'Mockup not required'], notes: ['Mockups are recommended for exposed assemblies on large projects.'] },
        { text: 'Mockup Size: [____] square feet, including typical joints, corners and interfaces with adjacent work.', condition: 'p-1-4-C-1' },
        { text: 'Approved mockups may remain as part of the completed Work.', condition: 'p-1-4-C-1', notes: ['Delete when mockups must be removed after approval.'] },
      ]),
      // No record holds a finish warranty: the article states only what the records say, or is left out.
      ...(warranty.length ? [article(1, 5, 'WARRANTY', warranty)] : []),
    ],
  };
}

function products(rng: Rng, plan: CompanyPlan, families: Family[], items: ProductPlan[]): SpecPart {
  // A product's record is stated, never offered as options (the family's prose templates are still drawn,
  // so the rest of the catalog keeps its random sequence).
  const materials: Draft[] = items.slice(0, 4).map((p, i) => {
    rng.pick(p.family.specs);
    return {
      text: `${productTitle(p)}: ${p.specs.join('; ')}.`,
      ...(i === 0 ? { notes: [`Retain the products required; ${plan.name} offers other models on request.`] } : {}),
    };
  });
  let drawn = materials.length;
  for (const family of families) {
    if (drawn >= 6) break;
    rng.fill(rng.pick(family.specs));
    drawn++;
  }
  for (const family of families) {
    const choices = familyChoices(family.heading, items.filter((p) => p.family.heading === family.heading && p.family.section === family.section));
    materials.push(...choices.slice(0, Math.max(0, 12 - materials.length)));
  }
  return {
    number: 2,
    title: 'PRODUCTS',
    articles: [
      article(2, 1, 'MANUFACTURERS', [
        {
          text: `Basis of Design: ${plan.name}, ${plan.address}, ${plan.city}, ${plan.state} ${plan.zip}; telephone ${plan.phone}; ${plan.website}.`,
          notes: ['Retain for a proprietary specification; list other acceptable manufacturers for an open one.'],
        },
        { text: 'Substitutions: [____].', options: ['Not permitted', 'Permitted under Division 01 substitution procedures'] },
        {
          text: 'Substitution Requests: submit within [____] days after award of the Contract, with a comparison of the proposed product against the basis of design.',
          condition: 'p-2-1-B-2',
        },
      ]),
      article(2, 2, 'MATERIALS', materials),
      article(2, 3, 'FABRICATION', [
        { text: `Fabricate ${families[0].heading.toLowerCase()} to sizes, profiles and configurations indicated on approved shop drawings.` },
        { text: 'Factory-assemble components to the greatest extent practical; prepare for field connections.' },
        { text: 'Tolerances: fabricate to the manufacturer’s published tolerances and the requirements of the reference standards.' },
      ]),
      article(2, 4, 'FINISHES', [
        {
          text: 'Finish: [____].',
          options: ['Manufacturer’s standard colors', 'Custom color to match Architect’s sample', 'Factory prime for field finishing'],
          notes: ['Coordinate finishes with the finish schedule.'],
        },
        { text: 'Custom Color Samples: submit three samples of the custom color for approval before fabrication.', condition: 'p-2-4-A-2' },
      ]),
    ],
  };
}

function execution(standards: string[], heading: string): SpecPart {
  return {
    number: 3,
    title: 'EXECUTION',
    articles: [
      article(3, 1, 'EXAMINATION', [
        { text: 'Examine substrates, openings and supports for conditions that would affect the installation.' },
        { text: 'Proceed with installation only after unsatisfactory conditions have been corrected.' },
      ]),
      article(3, 2, 'INSTALLATION', [
        { text: `Install ${heading.toLowerCase()} in accordance with the manufacturer’s written instructions${standards[0] ? ` and ${standards[0]}` : ''}.` },
        { text: 'Set units plumb, level and true to line, without warp or rack, and anchor securely in place.' },
        { text: 'Coordinate installation with adjacent work to ensure proper sequence and protection.' },
      ]),
      article(3, 3, 'CLEANING AND PROTECTION', [
        { text: 'Clean exposed surfaces with cleaning methods recommended by the manufacturer.' },
        { text: 'Protect installed products from damage until Substantial Completion; replace damaged units.' },
      ]),
    ],
  };
}

export function buildSpecBody(rng: Rng, plan: CompanyPlan, section: string, items: ProductPlan[]): SpecBody {
  const families = plan.families.filter((f) => f.section === section);
  const standards = [...new Set(families.flatMap((f) => f.standards.map((s) => rng.fill(s))))].slice(0, 6);
  return {
    section,
    title: sectionTitleOf(section),
    parts: [
      general(rng, plan, section, families, standards, items),
      products(rng, plan, families, items),
      execution(standards, families[0].heading),
    ],
  };
}
