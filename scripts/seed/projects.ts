import { applySaved, selectableIds } from '../../src/domain/spec-wizard';
import type { Queryable } from '../../src/db/types';
import { sectionTitleOf } from './categories';
import { projectName } from './client-content';
import { daysBefore, iso, publishedDate } from './dates';
import { insertRows, nextId, syncSequence } from './insert';
import type { CompanyPlan, WizardRef } from './model';
import type { Rng } from './prng';
import type { SeededUsers } from './users';
import { CITIES } from './vocab-places';

/** A whole minute between `from` and the base date. */
function between(rng: Rng, from: Date): Date {
  const span = daysBefore(0).getTime() - from.getTime();
  return new Date(from.getTime() + Math.floor((rng.next() * span) / 60_000) * 60_000);
}

/**
 * Users' projects with outline specs naming client companies' sections (the
 * outline-spec reports read these), and spec wizard projects with selected spec ids.
 */
export async function seedProjects(db: Queryable, rng: Rng, plans: CompanyPlan[], users: SeededUsers, wizards: WizardRef[], count = 300): Promise<void> {
  const clients = plans.filter((p) => p.isClient);
  const first = await nextId(db, 'char_projects', 'seq');
  const projects: unknown[][] = [];
  const outline: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const seq = first + i;
    const owner = i < 6 ? users.demoSeq : rng.pick(users.architects);
    const { name, type } = projectName(rng);
    const created = publishedDate(rng, 900, 1.2);
    const place = rng.pick(CITIES);
    const csiMap: Record<string, number[]> = {};
    let last: Date | null = null;
    const picks = new Set<string>();
    for (let n = rng.int(1, 4); n > 0; n--) {
      const client = rng.pick(clients);
      const section = rng.pick(client.sections);
      const key = `${client.coid}|${section}`;
      if (picks.has(key)) continue;
      picks.add(key);
      const specDate = between(rng, created);
      if (!last || specDate > last) last = specDate;
      (csiMap[section] ??= []).push(client.coid);
      outline.push([seq, client.coid, section, iso(specDate)]);
    }
    const year = created.getUTCFullYear();
    projects.push([seq, `P-${year}-${String(i + 1).padStart(4, '0')}`, owner, name, type, place.city, place.state,
      last ? iso(last) : null, JSON.stringify(csiMap), iso(created)]);
  }
  await insertRows(db, 'char_projects', ['seq int', 'char_project_id text', 'user_seq int', 'name text', 'type int', 'city text', 'state text',
    'last_spec_date timestamptz', 'csi_map jsonb', 'created_at timestamptz'], projects);
  await insertRows(db, 'project_outline_specs', ['project_seq int', 'coid int', 'section text', 'spec_date timestamptz'], outline);
  await syncSequence(db, 'char_projects', 'seq');

  if (wizards.length === 0) return;
  const firstWizard = await nextId(db, 'specwizard_projects', 'seq');
  const wizardProjects: unknown[][] = [];
  const specs: unknown[][] = [];
  const total = Math.min(400, Math.max(20, wizards.length * 3));
  for (let i = 0; i < total; i++) {
    const seq = firstWizard + i;
    const wizard = i < 3 ? wizards[i % wizards.length] : rng.pick(wizards);
    const { name, type } = projectName(rng);
    const created = publishedDate(rng, 700, 1.2);
    const updated = between(rng, created);
    // Each belongs to a project of its owner's (one list of projects): the demo's first three to the demo's projects.
    const project = i < 3 ? projects[i] : rng.pick(projects);
    wizardProjects.push([seq, project[2], `${name} – ${sectionTitleOf(wizard.section)}`,
      type, wizard.contentId, wizard.coid, iso(created), iso(updated), project[0]]);
    // Picks run through the wizard rules, so saved selections are ones a person could make.
    const picks = rng.sample(selectableIds(wizard.tree), rng.int(3, 10));
    for (const specId of applySaved(wizard.tree, picks).state.selected) specs.push([seq, specId]);
  }
  await insertRows(db, 'specwizard_projects', ['seq int', 'user_seq int', 'name text', 'type int', 'content_id int', 'coid int', 'created_at timestamptz', 'updated_at timestamptz', 'char_project_seq int'], wizardProjects);
  await insertRows(db, 'specwizard_project_specs', ['project_seq int', 'spec_id text'], specs);
  await syncSequence(db, 'specwizard_projects', 'seq');
}
