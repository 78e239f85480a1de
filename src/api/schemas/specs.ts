import { z } from 'zod';
import type { WizardListItem } from '../../services/specs/wizard-list';
import { contentCardOutput } from './content';

const text = z.string();
const int = z.number().int();

export const specTreeOutput = z.object({
  mf: text,
  divisions: z.array(z.object({ division: text, title: text, sections: z.array(z.looseObject({})) })),
});

const wizardRef = z.object({ contentId: int, filename: text, title: text });
/** What a spec document or a spec wizard says about its file: content id, file name, company, section, title. */
const fileFacts = { contentId: int, filename: text, coid: int, companyName: text, section: text, title: text };
export const specDocumentOutput = z.looseObject({
  ...fileFacts,
  parts: z.array(z.looseObject({ title: text, number: int })),
  wizards: z.array(wizardRef),
});
export const specRecordOutput = z.looseObject({ contentId: int, filename: text, coid: int, section: text, title: text, publishedAt: text, body: z.looseObject({}) });
export const specSearchRecordOutput = contentCardOutput;
export const wizardOutput = z.looseObject({
  ...fileFacts,
  active: z.boolean(),
  specFilename: z.string().nullable(),
  tree: z.looseObject({ nodes: z.array(z.looseObject({})) }),
});
const wizardCard = z
  .object({ ...fileFacts, sectionTitle: text })
  .meta({ id: 'SpecWizard' }) satisfies z.ZodType<WizardListItem>;
export const wizardsOutput = z.object({ wizards: z.array(wizardCard) });
export const wizardHitsOutput = z.object({ total: int, hits: z.array(wizardCard) });

/** A manufacturer report as JSON: its dates, client, rows (each CSI flag also flat under its section number), CSIs and totals. */
export const reportOutput = z.object({
  dates: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  clientName: text,
  rows: z.array(z.looseObject({ projectId: text, name: text })),
  csis: z.array(z.object({ key: text, value: text })),
  totals: z.array(z.object({ key: text, value: text, count: int })),
});
