import { z } from 'zod';
import { CATALOG_ALT_TEXT_LENGTH } from '../../../domain/catalog-alt-text';
import { fileNameValue } from '../../../domain/file-name';
import { contentItemPath } from '../../content-links';
import { bool, int, MAX_INT, serial, text, timestamp } from '../columns';
import { divisionValue, linkValue, mfValue, refValue, sectionValue, shortText, titleValue } from '../fields';
import { compositeKey, serialKey } from '../keys';
import type { Column, ResourceDefinition } from '../types';
import { COMPANY_NAME, coid, published } from './shared';

/** Catalogs, certificates and datasheets: rows of content_items of one content type each. */
function contentItemFamily(name: string, contentType: string, label: string, extra: Record<string, Column> = {}): ResourceDefinition {
  return {
    name,
    label,
    table: 'content_items',
    scope: { column: 'content_type', value: contentType },
    key: serialKey('id'),
    publicRead: true,
    publicWhen: 'online',
    affectsPages: true,
    defaultSort: '-publishedAt',
    columns: {
      id: serial(),
      coid: coid({ required: true }),
      productSeq: int({ schema: refValue, nullable: true, write: 'always', filter: true }),
      title: text({ schema: titleValue(), write: 'always', required: true, sort: true, search: true }),
      description: text({ write: 'always', search: true }),
      mf: text({ schema: mfValue, write: 'always', filter: true }),
      division: text({ schema: divisionValue, nullable: true, write: 'always', filter: true, sort: true }),
      section: text({ schema: sectionValue, nullable: true, write: 'always', filter: true, sort: true }),
      filename: text({ schema: fileNameValue, nullable: true, write: 'always' }),
      fileFormat: text({ schema: shortText(20), nullable: true, write: 'always', filter: true }),
      fileSize: int({ schema: z.number().int().min(0).max(MAX_INT), nullable: true, write: 'always' }),
      url: text({ schema: linkValue, nullable: true, write: 'always' }),
      online: bool({ write: 'always', filter: true }),
      popularity: int({ schema: z.number().int().min(0).max(MAX_INT), write: 'always', sort: true }),
      publishedAt: published(),
      createdAt: timestamp({ sort: true }),
      ...extra,
    },
    documentExtras: { ...COMPANY_NAME, contentType: 't.content_type' },
    documentLink: (doc) =>
      contentItemPath({
        id: doc.id as number,
        contentType: contentType,
        productSeq: (doc.productSeq as number | null) ?? null,
        companyName: String(doc.companyName ?? ''),
        coid: doc.coid as number,
      }),
  };
}

export const catalogs = contentItemFamily('catalogs', 'catalog', 'catalog', {
  pageCount: int({ expr: 'SELECT count(*)::int FROM catalog_pages p WHERE p.content_id = t.id', sort: true }),
});
export const certificates = contentItemFamily('certificates', 'certificate', 'certificate');
export const datasheets = contentItemFamily('datasheets', 'datasheet', 'datasheet');

/** Pages of a catalog (or of any paged document), keyed "{contentId}-{pageNumber}". */
export const catalogPages: ResourceDefinition = {
  name: 'catalog-pages',
  label: 'catalog page',
  table: 'catalog_pages',
  key: compositeKey(
    ['contentId', 'pageNumber'],
    (segment) => {
      const match = /^(\d{1,10})-(\d{1,5})$/.exec(segment);
      return match && Number(match[1]) <= MAX_INT ? [Number(match[1]), Number(match[2])] : null;
    },
    (record) => `${String(record.contentId)}-${String(record.pageNumber)}`,
    '1234-3',
  ),
  publicRead: true,
  publicWhen: 'online',
  affectsPages: true,
  defaultSort: 'contentId,pageNumber',
  columns: {
    contentId: int({ schema: refValue, write: 'create', required: true, filter: true, sort: true }),
    pageNumber: int({ schema: z.number().int().min(1).max(99_999), write: 'create', required: true, filter: true, sort: true }),
    data: text({ schema: z.string({ error: 'must be text' }).max(200_000), write: 'always', search: true }),
    pageAltText: text({ expr: `left(t.data, ${CATALOG_ALT_TEXT_LENGTH})` }),
    webabrv: text({ expr: 'SELECT c.webabrv FROM content_items ci JOIN companies c ON c.coid = ci.coid WHERE ci.id = t.content_id' }),
    catalogFilename: text({ expr: 'SELECT ci.filename FROM content_items ci WHERE ci.id = t.content_id' }),
    online: bool({ expr: 'SELECT ci.online FROM content_items ci WHERE ci.id = t.content_id' }),
  },
};
