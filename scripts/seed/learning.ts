import { sql } from '../../src/db/sql';
import type { Queryable } from '../../src/db/types';
import { iso } from './dates';
import { insertRows, nextId, syncSequence } from './insert';
import { planLearning } from './learning-plan';
import type { CompanyPlan } from './model';
import type { Rng } from './prng';
import { FIRM_PATTERNS, FIRST_NAMES, JOB_TITLES, LAST_NAMES, PLACE_WORDS, SURNAMES } from './vocab-names';

/** An invented architecture firm: "Renwick Ostrander Architects", "Prairie Design Studio". */
export function firmName(rng: Rng): string {
  return rng.pick(FIRM_PATTERNS)
    .replace('{s2}', rng.pick(SURNAMES))
    .replace('{s}', rng.pick(SURNAMES))
    .replace('{p}', rng.pick(PLACE_WORDS));
}

/** An architect who joins a manufacturer's guest on some episodes. */
function architectGuest(rng: Rng): [string, string, string, string] {
  const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const firm = firmName(rng);
  const title = rng.pick(JOB_TITLES);
  return [name, title, firm, `${name} is ${title.toLowerCase()} at ${firm}, where ${rng.pick(['they lead the specifications group', 'they focus on healthcare and education work', 'they run the firm’s sustainability practice', 'they oversee construction administration'])}.`];
}

/** AIA-style continuing-education courses, podcasts (every third carrying a course) and their guests, one subject each. */
export async function seedLearning(db: Queryable, rng: Rng, plans: CompanyPlan[]): Promise<void> {
  const { courses, episodes } = planLearning(rng, plans);
  const firstCeu = await nextId(db, 'ceus', 'seq');
  await insertRows(db, 'ceus', ['seq int', 'coid int', 'title text', 'description text', 'objectives jsonb', 'credit_hours numeric', 'provider_number text',
    'course_number text', 'hsw boolean', 'published_at timestamptz'],
  courses.map((c, i) => [firstCeu + i, c.subject.company.coid, c.title, c.description, JSON.stringify(c.objectives), c.creditHours,
    c.providerNumber, c.courseNumber, c.hsw, iso(c.publishedAt)]));
  // Each course's quiz is written from its objectives by the database function of migration 012.
  await db.query(sql`UPDATE ceus SET quiz = ce_objective_quiz(seq, title, objectives) WHERE seq >= ${firstCeu}`);

  const firstPodcast = await nextId(db, 'podcasts', 'seq');
  await insertRows(db, 'podcasts', ['seq int', 'title text', 'summary text', 'transcript text', 'audio_url text', 'duration_sec int', 'ceu_seq int', 'coid int', 'published_at timestamptz'],
    episodes.map((e, i) => [firstPodcast + i, e.title, e.summary, e.transcript, `/media/podcasts/episode-${e.number}.mp3`, e.durationSec,
      e.course === null ? null : firstCeu + e.course, e.subject.company.coid, iso(e.publishedAt)]));

  const guests = episodes.flatMap((e, i) => {
    const { guest, company, family } = e.subject;
    const manufacturer = [firstPodcast + i, guest.name, guest.role, company.name,
      `${guest.name} is ${guest.role.toLowerCase()} at ${company.name}, where they work on ${family.heading.toLowerCase()}.`];
    return rng.chance(0.4) ? [manufacturer, [firstPodcast + i, ...architectGuest(rng)]] : [manufacturer];
  });
  await insertRows(db, 'external_contacts', ['podcast_seq int', 'full_name text', 'title text', 'company text', 'bio text'], guests);
  await syncSequence(db, 'ceus', 'seq');
  await syncSequence(db, 'podcasts', 'seq');
}
