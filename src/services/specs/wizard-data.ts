import type { Queryable } from '../../db/types';
import { notFound } from '../../errors';
import { getCompany } from '../companies';
import { requireSpec } from './spec-data';
import type { SpecWizard } from './spec-store';
import { specOfWizard, wizardByFilename } from './spec-store';
import type { WizardFilter, WizardListItem, WizardPage } from './wizard-list';
import { activeWizards, countActiveWizards } from './wizard-list';

/** GET /api/sw_data/custom/{filename}: a wizard with its tree and the spec it edits. */
interface WizardData extends Omit<SpecWizard, 'description' | 'publishedAt'> {
  /** The spec document the wizard edits, or null when it has none online. */
  specFilename: string | null;
}

export async function wizardData(db: Queryable, filename: string): Promise<WizardData> {
  const wizard = await wizardByFilename(db, filename);
  if (!wizard) throw notFound(`No spec wizard ${filename}`);
  const spec = await specOfWizard(db, wizard);
  const { contentId, coid, companyName, section, title, active, tree } = wizard;
  return { contentId, filename, coid, companyName, section, title, active, specFilename: spec?.filename ?? null, tree };
}

/** POST /api/specwizards/es/search: active online wizards by filename, a page at a time. */
export async function searchWizards(
  db: Queryable,
  filter: Pick<WizardFilter, 'filename' | 'coid'>,
  page: WizardPage,
): Promise<{ total: number; hits: WizardListItem[] }> {
  const [total, hits] = await Promise.all([countActiveWizards(db, filter), activeWizards(db, filter, 'filename', page)]);
  return { total, hits };
}

/** GET /api/specwizards/by-spec/{filename}: the active wizards that edit a spec document. */
export async function wizardsOfSpecFile(db: Queryable, filename: string): Promise<WizardListItem[]> {
  const spec = await requireSpec(db, filename);
  return activeWizards(db, { coid: spec.coid, section: spec.section });
}

/** GET /api/multimedia/by-coid/{coid}/specwizards: a manufacturer's active wizards. */
export async function wizardsOfCompany(db: Queryable, coid: number): Promise<WizardListItem[]> {
  if (!(await getCompany(db, coid))) throw notFound(`No manufacturer ${coid}`);
  return activeWizards(db, { coid });
}
