import { z } from 'zod';
import { sanitizeHtml } from '../../../domain/html-sanitizer';
import { date, int, json, text, timestamp } from '../columns';
import { divisionValue, projectTypeValue, sectionValue, shortText, stateValue, titleValue, yearValue } from '../fields';
import type { ResourceDefinition } from '../types';
import { clientPeriodRule } from '../write-rules';
import { COMPANY_NAME, coid, seqFamily } from './shared';

/** Manufacturers' client records (private), their project galleries and profile HTML (public). */

export const clients: ResourceDefinition = seqFamily({
  name: 'clients',
  label: 'client',
  table: 'clients',
  publicRead: false,
  defaultSort: 'coid',
  columns: {
    coid: coid({ required: true }),
    plan: text({ schema: titleValue(40), write: 'always', filter: true, sort: true }),
    startsAt: date({ write: 'always', sort: true }),
    endsAt: date({ nullable: true, write: 'always', sort: true }),
  },
  documentExtras: COMPANY_NAME,
  hooks: { rules: [clientPeriodRule] },
});

const photo = z.strictObject({
  url: z.string().max(500).optional(),
  alt: z.string().max(300),
  caption: z.string().max(1000).optional(),
});

export const clientProjects: ResourceDefinition = seqFamily({
  name: 'client-projects',
  label: 'client project',
  table: 'client_projects',
  defaultSort: '-createdAt',
  columns: {
    coid: coid({ required: true }),
    name: text({ schema: titleValue(), write: 'always', required: true, sort: true, search: true }),
    type: int({ schema: projectTypeValue, nullable: true, write: 'always', filter: true }),
    architect: text({ schema: shortText(), write: 'always', search: true }),
    city: text({ schema: shortText(100), write: 'always', filter: true }),
    state: text({ schema: stateValue, write: 'always', filter: true }),
    description: text({ write: 'always', search: true }),
    division: text({ schema: divisionValue, nullable: true, write: 'always', filter: true }),
    section: text({ schema: sectionValue, nullable: true, write: 'always', filter: true }),
    completed: int({ schema: yearValue, nullable: true, write: 'always', filter: true, sort: true }),
    photos: json({ schema: z.array(photo).max(30), write: 'always' }),
    createdAt: timestamp({ sort: true }),
  },
  documentExtras: COMPANY_NAME,
});

export const customHtml: ResourceDefinition = seqFamily({
  name: 'customhtml',
  label: 'custom html block',
  table: 'custom_html',
  defaultSort: 'coid',
  columns: {
    coid: coid({ required: true }),
    slot: text({ schema: titleValue(40), write: 'always', filter: true, sort: true }),
    html: text({
      schema: z.string({ error: 'must be text' }).min(1, 'must not be empty').max(100_000),
      write: 'always',
      required: true,
      present: (html) => sanitizeHtml(String(html)),
    }),
  },
  documentExtras: COMPANY_NAME,
});
