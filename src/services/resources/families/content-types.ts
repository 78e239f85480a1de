import { z } from 'zod';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, contentTypeSchema } from '../../../domain/content-types';
import { int, text } from '../columns';
import { compositeKey } from '../keys';
import type { ResourceDefinition } from '../types';

/** The content types of the catalog: a read-only list from the domain (src/domain/content-types.ts). */
export const contentTypes: ResourceDefinition = {
  name: 'content-types',
  label: 'content type',
  rows: CONTENT_TYPES.map((name, position) => ({ name, position, ...CONTENT_TYPE_LABELS[name] })),
  key: compositeKey(['name'], (segment) => (/^[a-z]{1,20}$/.test(segment) ? [segment] : null), (r) => String(r.name), 'cad'),
  publicRead: true,
  affectsPages: false,
  defaultSort: 'position',
  columns: {
    name: text({ schema: contentTypeSchema, filter: true, sort: true }),
    position: int({ schema: z.number().int().min(0), sort: true }),
    singular: text({ sort: true, search: true }),
    plural: text({ search: true }),
    description: text({ search: true }),
  },
};
