import type { Queryable } from '../../db/types';
import type { SpecPart } from '../../domain/spec-document';
import { sectionTitle } from '../../domain/csi';
import { notFound } from '../../errors';
import type { ContentCard } from '../content-items';
import { getContentItemOfType } from '../content-items';
import { getSection } from '../csi';
import type { SpecDocument } from './spec-store';
import { specByFilename } from './spec-store';
import { activeWizards } from './wizard-list';

/** GET /api/spec_data/custom/{filename}: a spec document for display, with the wizards that edit it. */
interface SpecData extends Pick<SpecDocument, 'contentId' | 'filename' | 'coid' | 'companyName' | 'section' | 'title'> {
  sectionTitle: string;
  parts: SpecPart[];
  wizards: { contentId: number; filename: string; title: string }[];
}

/** GET /api/specs/db/{filename}: the stored record. */
type SpecRecord = Pick<SpecDocument, 'contentId' | 'filename' | 'coid' | 'section' | 'title' | 'publishedAt' | 'body'>;

/** An online spec document by filename, or a 404. */
export async function requireSpec(db: Queryable, filename: string): Promise<SpecDocument> {
  const spec = await specByFilename(db, filename);
  if (!spec) throw notFound(`No spec document ${filename}`);
  return spec;
}

export async function specData(db: Queryable, filename: string): Promise<SpecData> {
  const spec = await requireSpec(db, filename);
  const [section, wizards] = await Promise.all([
    getSection(db, spec.section),
    activeWizards(db, { coid: spec.coid, section: spec.section }),
  ]);
  return {
    contentId: spec.contentId,
    filename: spec.filename,
    coid: spec.coid,
    companyName: spec.companyName,
    section: spec.section,
    sectionTitle: section?.title ?? sectionTitle(spec.section) ?? '',
    title: spec.title,
    parts: spec.body.parts,
    wizards: wizards.map(({ contentId, filename, title }) => ({ contentId, filename, title })),
  };
}

export async function specRecord(db: Queryable, filename: string): Promise<SpecRecord> {
  const { contentId, coid, section, title, publishedAt, body } = await requireSpec(db, filename);
  return { contentId, filename, coid, section, title, publishedAt, body };
}

/** GET /api/specs/es/{seq}: the search record of a spec content item. */
export async function specSearchRecord(db: Queryable, seq: number): Promise<ContentCard> {
  const item = await getContentItemOfType(db, seq, 'spec');
  if (!item) throw notFound(`No spec with id ${seq}`);
  return item;
}
