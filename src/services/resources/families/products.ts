import { z } from 'zod';
import { bool, int, MAX_INT, text, timestamp } from '../columns';
import { divisionValue, refValue, sectionValue, shortText, titleValue } from '../fields';
import { syncProductContent, removeProductContent } from '../product-content';
import type { ResourceDefinition } from '../types';
import { productSectionRule, productTreeRule } from '../write-rules';
import { COMPANY_NAME, coid, seqFamily } from './shared';

/** Product tree nodes (seq, parent_id, heading, name, tradename, tree_order, online, isFeatured). */
export const products: ResourceDefinition = seqFamily({
  name: 'products',
  label: 'product',
  table: 'products',
  defaultSort: 'coid,tree_order',
  publicWhen: 'online',
  columns: {
    coid: coid({ required: true }),
    parent_id: int({ schema: refValue, nullable: true, write: 'always', filter: true }),
    heading: bool({ write: 'always', filter: true }),
    name: text({ schema: titleValue(), write: 'always', required: true, sort: true, search: true }),
    tradename: text({ schema: shortText(), nullable: true, write: 'always', search: true }),
    tree_order: int({ schema: z.number().int().min(0).max(MAX_INT), write: 'always', sort: true }),
    online: bool({ write: 'always', filter: true }),
    isFeatured: bool({ write: 'always', filter: true }),
    division: text({ schema: divisionValue, nullable: true, write: 'always', filter: true, sort: true }),
    section: text({ schema: sectionValue, nullable: true, write: 'always', filter: true, sort: true }),
    description: text({ write: 'always', search: true }),
    createdAt: timestamp({ sort: true }),
  },
  documentExtras: COMPANY_NAME,
  documentLink: (doc) => `/product/${String(doc.seq)}`,
  hooks: { rules: [productTreeRule, productSectionRule], afterWrite: syncProductContent, beforeDelete: removeProductContent },
});
