import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { applySaved, selectedCount } from '../../domain/spec-wizard';
import { wizardById } from '../specs/spec-store';
import type { SpecWizard } from '../specs/spec-store';
import type { WizardProject } from './specwizard-projects';

/** A spec-wizard selection as a project lists it: counted as the wizard counts it ("22 selected"). */
export interface WizardSelection {
  seq: number;
  name: string;
  /** Paragraphs and options selected, as the wizard's own count (articles are not counted). */
  selected: number;
  updatedAt: string;
}

/**
 * The wizard projects' selections counted as the wizard itself counts them: the saved ids re-applied to the
 * wizard's tree, paragraphs and options only. A wizard no longer published counts its saved ids.
 */
export async function wizardSelections(db: Queryable, projects: readonly WizardProject[]): Promise<WizardSelection[]> {
  const wizards = new Map<number, SpecWizard | null>();
  for (const id of new Set(projects.flatMap((p) => (p.contentId === null ? [] : [p.contentId])))) wizards.set(id, await wizardById(db, id));
  return projects.map((p) => {
    const wizard = p.contentId === null ? null : wizards.get(p.contentId);
    const ids = p.specs.map((s) => s.specId);
    const selected = wizard ? selectedCount(wizard.tree, applySaved(wizard.tree, ids, p.inputs).state) : ids.length;
    return { seq: p.seq, name: p.name, selected, updatedAt: p.updatedAt };
  });
}

/** Products held per project (by char project seq). */
export async function productCounts(db: Queryable, projectSeqs: readonly number[]): Promise<Map<number, number>> {
  if (projectSeqs.length === 0) return new Map();
  const rows = await db.many<{ seq: number; n: number }>(sql`
    SELECT project_seq AS seq, count(*)::int AS n FROM project_products
    WHERE project_seq IN (SELECT jsonb_array_elements_text(${JSON.stringify(projectSeqs)}::jsonb)::int)
    GROUP BY project_seq`);
  return new Map(rows.map((r) => [r.seq, r.n]));
}

/**
 * The active spec wizard of each section's basis-of-design manufacturer, by section ("08 11 13" → content id): where
 * the project page sends the architect to edit that section, the selections then saved in the project.
 */
export async function sectionWizards(db: Queryable, bases: readonly { coid: number; section: string }[]): Promise<Record<string, number>> {
  if (bases.length === 0) return {};
  const wanted = bases.map((b) => ({ coid: b.coid, digits: b.section.replace(/\D/g, ''), section: b.section }));
  const rows = await db.many<{ section: string; id: number }>(sql`
    SELECT DISTINCT ON (b.section) b.section, w.content_id AS id
    FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) AS b (coid int, digits text, section text)
    JOIN content_items ci ON ci.coid = b.coid AND regexp_replace(ci.section, '[^0-9]', '', 'g') = b.digits AND ci.online
    JOIN spec_wizards w ON w.content_id = ci.id AND w.active
    ORDER BY b.section, w.content_id`);
  return Object.fromEntries(rows.map((r) => [r.section, r.id]));
}
