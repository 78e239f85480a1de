import type { Queryable } from '../../src/db/types';
import { daysBefore, iso } from './dates';
import { insertRows } from './insert';
import { firmName } from './learning';
import type { CompanyPlan } from './model';
import type { Rng } from './prng';
import { CITIES, PROJECT_KINDS, PROJECT_PLACES } from './vocab-places';

/** "Lakeshore Medical Pavilion" with its project-type code. */
export function projectName(rng: Rng): { name: string; type: number } {
  const [kind, type] = rng.pick(PROJECT_KINDS);
  return { name: `${rng.pick(PROJECT_PLACES)} ${kind}`, type };
}

/** Project galleries (about three per client with projects) and custom profile HTML for a few clients. */
export async function seedClientContent(db: Queryable, rng: Rng, plans: CompanyPlan[]): Promise<void> {
  const rows: unknown[][] = [];
  for (const plan of plans.filter((p) => p.hasProjects)) {
    for (let i = rng.int(2, 4); i > 0; i--) {
      const { name, type } = projectName(rng);
      const family = rng.pick(plan.families);
      const place = rng.pick(CITIES);
      const architect = firmName(rng);
      rows.push([plan.coid, name, type, architect, place.city, place.state,
        `${architect} selected ${plan.name} ${family.heading.toLowerCase()} for the ${name} in ${place.city}. The project called for products ${rng.pick(family.uses)}, delivered on a ${rng.int(10, 30)}-month schedule.`,
        family.section.slice(0, 2), family.section, rng.int(2015, 2026),
        JSON.stringify(Array.from({ length: rng.int(2, 4) }, (_, n) => ({
          alt: `${name}: ${family.heading.toLowerCase()} ${['at the main entrance', 'in the lobby', 'on the east elevation', 'in a typical corridor'][n]}`,
          caption: `${name}, ${place.city}, ${place.state}. Architect: ${architect}.`,
        }))),
        iso(daysBefore(rng.int(10, 900)))]);
    }
  }
  await insertRows(db, 'client_projects', ['coid int', 'name text', 'type int', 'architect text', 'city text', 'state text', 'description text', 'division text', 'section text',
    'completed int', 'photos jsonb', 'created_at timestamptz'], rows);

  const clients = plans.filter((p) => p.isClient);
  const custom = clients.filter((p, i) => i === 0 || rng.chance(0.15));
  await insertRows(db, 'custom_html', ['coid int', 'slot text', 'html text'], custom.map((plan) => [plan.coid, 'profile',
    `<p>${plan.name} has served architects since ${plan.founded}.</p><ul>${plan.families.map((f) => `<li>${f.heading}</li>`).join('')}</ul><p>Ask your local representative for samples and project support.</p>`]));
}
