import { z } from 'zod';
import { emailSchema } from '../../../domain/validation';
import { bigint, int, MAX_INT, text, timestamp } from '../columns';
import { linkValue, refValue, shortText, titleValue } from '../fields';
import { serialKey } from '../keys';
import type { ResourceDefinition } from '../types';
import { coid, seqFamily } from './shared';

/** Analytics events and visitors' content requests: personal data, administrators only. */

export const activities: ResourceDefinition = {
  name: 'activities',
  label: 'activity',
  table: 'activities',
  key: serialKey('seq'),
  publicRead: false,
  affectsPages: false,
  defaultSort: '-createdAt',
  columns: {
    seq: bigint({ schema: z.number().int().positive(), filter: true, sort: true }),
    userSeq: int({ schema: refValue, nullable: true, write: 'always', filter: true }),
    eventCategory: text({ schema: titleValue(100), write: 'always', filter: true, sort: true }),
    eventAction: text({ schema: titleValue(100), write: 'always', filter: true, sort: true }),
    eventLabel: text({ schema: titleValue(300), write: 'always', filter: true, search: true }),
    eventValue: int({ schema: z.number().int().min(-MAX_INT).max(MAX_INT), write: 'always', sort: true }),
    path: text({ schema: linkValue, nullable: true, write: 'always', search: true }),
    createdAt: timestamp({ write: 'always', sort: true }),
  },
};

export const contentRequests: ResourceDefinition = seqFamily({
  name: 'content-requests',
  label: 'content request',
  table: 'content_requests',
  publicRead: false,
  affectsPages: false,
  defaultSort: '-createdAt',
  columns: {
    userSeq: int({ schema: refValue, nullable: true, write: 'always', filter: true }),
    coid: coid({ nullable: true }),
    kind: text({ schema: titleValue(40), write: 'always', filter: true, sort: true }),
    email: text({ schema: emailSchema, write: 'always', required: true, filter: true, search: true }),
    fullName: text({ schema: shortText(), write: 'always', search: true }),
    organization: text({ schema: shortText(), write: 'always', search: true }),
    phone: text({ schema: shortText(40), write: 'always', search: true }),
    subject: text({ schema: shortText(150), write: 'always', search: true }),
    message: text({ schema: shortText(10_000), write: 'always', search: true }),
    status: text({ schema: titleValue(40), write: 'always', filter: true, sort: true }),
    createdAt: timestamp({ sort: true }),
  },
});
