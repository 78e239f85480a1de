import { z } from 'zod';
import type { Favorite } from '../../services/personal/favorites';
import { FACET_NAMES } from '../../domain/facets';
import type { SavedSearch } from '../../services/personal/saved-searches';
import type { Project } from '../../services/personal/char-projects';
import type { ProjectFyi } from '../../services/personal/project-fyi';
import type { WizardProject } from '../../services/personal/specwizard-projects';

export const favoriteOutput = z
  .object({
    seq: z.number().int(),
    content_id: z.number().int(),
    content_type: z.string(),
    note: z.string(),
    created_at: z.string(),
    item: z.object({ title: z.string(), url: z.string(), companyName: z.string(), productSeq: z.number().int().nullable().describe('The product the item belongs to (a product card: the product itself), or null') }).nullable(),
  })
  .meta({ id: 'Favorite' }) satisfies z.ZodType<Favorite>;

export const savedSearchOutput = z
  .object({
    seq: z.number().int(),
    content_type: z.string(),
    search_terms: z.string(),
    filters: z.string().describe('The facet filters as a query string ("manufacturer=1042&declaration=epd"); empty for none.'),
    filter_labels: z
      .array(z.object({ facet: z.enum(FACET_NAMES), value: z.string(), label: z.string() }))
      .describe('Each filter as people read it ("Sustainability: Current EPD").'),
    created_at: z.string(),
    url: z.string().describe('The result page with the filters.'),
  })
  .meta({ id: 'SavedSearch' }) satisfies z.ZodType<SavedSearch>;

export const charProjectOutput = z
  .object({
    seq: z.number().int(),
    projectId: z.string(),
    name: z.string(),
    type: z.number().int().nullable(),
    typeName: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    owner: z.object({ seq: z.number().int(), company: z.string(), fullname: z.string(), website: z.string(), city: z.string(), state: z.string() }),
    last_spec_date: z.string().nullable(),
    csiMap: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    role: z.enum(['owner', 'editor', 'viewer']).describe('What the caller is to the project: its owner, or a colleague invited as an editor or a viewer'),
  })
  .meta({ id: 'CharProject' }) satisfies z.ZodType<Omit<Project, 'csiMap'> & { csiMap: Record<string, unknown> }>;

/** The selected spec ids and input values of a wizard project. */
export const wizardSelectionOutput = z.object({ specs: z.array(z.object({ specId: z.string() })), inputs: z.record(z.string(), z.string()) });

export const wizardProjectOutput = z
  .object({
    seq: z.number().int(),
    name: z.string(),
    type: z.number().int().nullable(),
    typeName: z.string().nullable(),
    contentId: z.number().int().nullable(),
    coid: z.number().int().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    specs: z.array(z.object({ specId: z.string() })),
    inputs: z.record(z.string(), z.string()),
    projectSeq: z.number().int().nullable().describe('The project (GET /api/char-project/{id}) the selections belong to'),
  })
  .meta({ id: 'WizardProject' }) satisfies z.ZodType<WizardProject>;

export const projectFyiOutput = z.object({ seq: z.number().int(), projectId: z.number().int(), coid: z.number().int(), createdAt: z.string() }) satisfies z.ZodType<ProjectFyi>;
