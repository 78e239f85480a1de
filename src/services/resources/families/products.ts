import { z } from 'zod';
import { bool, int, json, MAX_INT, text, timestamp } from '../columns';
import { propertiesInput, recordDeclarationOutput, recordPropertyOutput } from '../../product-data/record-schemas';
import { productRecordRule } from '../../product-data/record-rule';
import { expandProductRecords } from '../../product-data/record-view';
import { divisionValue, refValue, sectionValue, shortText, titleValue } from '../fields';
import { syncProductContent, removeProductContent } from '../product-content';
import type { ResourceDefinition } from '../types';
import { productSectionRule, productTreeRule } from '../write-rules';
import { COMPANY_NAME, coid, seqFamily } from './shared';

/** The manufacturer's own product code: letters, digits and - _ . / , up to 40. */
const productCode = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._\/-]{0,39}$/, 'must be 1–40 letters, digits or . _ / -');
const templateId = z.string().regex(/^[a-z][a-z0-9-]{1,59}$/, 'must be a template id such as hollow-metal-doors');

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
    code: text({ schema: productCode, nullable: true, write: 'always', filter: true, search: true }),
    template: text({ column: 'template_id', schema: templateId, nullable: true, write: 'always', filter: true }),
    templateVersion: int({ column: 'template_version', nullable: true }),
    properties: json({ schema: propertiesInput, write: 'always' }),
  },
  expand: {
    schema: { properties: z.array(recordPropertyOutput), declarations: z.array(recordDeclarationOutput) },
    records: expandProductRecords,
  },
  documentExtras: COMPANY_NAME,
  documentLink: (doc) => `/product/${String(doc.seq)}`,
  hooks: { rules: [productTreeRule, productSectionRule, productRecordRule], afterWrite: syncProductContent, beforeDelete: removeProductContent },
});
