import { z } from 'zod';
import { badRequest, notFound } from '../errors';
import type { Queryable } from '../db/types';
import type { SpecDocument } from '../services/specs/spec-store';
import { specById, specOfWizard } from '../services/specs/spec-store';
import { capText } from './limits';
import { coidField, idField, sectionField, sectionOf } from './schemas';

/** How a tool names a manufacturer's three-part section: its content id, or manufacturer and section. */
export const specLookupFields = {
  specId: idField('spec').optional().describe('The spec content id (the id of a search result of contentType "spec").'),
  coid: coidField.optional().describe('With section: the manufacturer whose section is wanted.'),
  section: sectionField.optional().describe('With coid: the MasterFormat 2004 section, "08 11 13".'),
};

interface SpecLookup {
  specId?: number;
  coid?: number;
  section?: string;
}

/** The online spec document a lookup names; a field error when neither form is complete, 404 when there is none. */
export async function findSpec(db: Queryable, lookup: SpecLookup): Promise<SpecDocument> {
  if (lookup.specId !== undefined) {
    const spec = await specById(db, lookup.specId);
    if (!spec) throw notFound(`specId: no specification ${lookup.specId}`);
    return spec;
  }
  if (lookup.coid === undefined || lookup.section === undefined) throw badRequest('specId: give specId, or coid and section');
  const section = sectionOf(lookup.section);
  const spec = await specOfWizard(db, { coid: lookup.coid, section });
  if (!spec) throw notFound(`section: manufacturer ${lookup.coid} has no specification for ${section}`);
  return spec;
}

export const specOutputFields = {
  specId: z.number(),
  coid: z.number(),
  manufacturer: z.string(),
  section: z.string().describe('MasterFormat 2004 number.'),
  number: z.string().describe('The section number as written in the text (2004 or 1995 edition).'),
  title: z.string(),
  text: z.string(),
  truncated: z.boolean(),
};

/** The fields both spec tools answer, for a spec and its text (cut to the answer limit). */
export function specAnswer(spec: SpecDocument, number: string, fullText: string) {
  const { text, truncated } = capText(fullText);
  return { specId: spec.contentId, coid: spec.coid, manufacturer: spec.companyName, section: spec.section, number, title: spec.title, text, truncated };
}
