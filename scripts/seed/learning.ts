import { sql } from '../../src/db/sql';
import type { Queryable } from '../../src/db/types';
import { iso, publishedDate } from './dates';
import { fillFor } from './editorial';
import { insertRows, nextId, syncSequence } from './insert';
import type { CompanyPlan } from './model';
import type { Rng } from './prng';
import { CEU_TOPICS, PODCAST_TOPICS, TRANSCRIPT_LINES } from './vocab-editorial';
import { FIRM_PATTERNS, FIRST_NAMES, JOB_TITLES, LAST_NAMES, PLACE_WORDS, SURNAMES } from './vocab-names';

/** An invented architecture firm: "Renwick Ostrander Architects", "Prairie Design Studio". */
export function firmName(rng: Rng): string {
  return rng.pick(FIRM_PATTERNS)
    .replace('{s2}', rng.pick(SURNAMES))
    .replace('{s}', rng.pick(SURNAMES))
    .replace('{p}', rng.pick(PLACE_WORDS));
}

/** AIA-style continuing-education courses, podcasts (some carrying a course) and their guests. */
export async function seedLearning(db: Queryable, rng: Rng, plans: CompanyPlan[]): Promise<void> {
  const sponsors = plans.filter((p) => p.isClient);
  const firstCeu = await nextId(db, 'ceus', 'seq');
  const titles = new Set<string>();
  const ceus = Array.from({ length: 20 }, (_, i) => {
    let plan: CompanyPlan, family: CompanyPlan['families'][number], title: string;
    // Every course gets a title of its own when the catalog allows (there are usually far more combinations than courses).
    let draws = 0;
    do {
      plan = rng.pick(sponsors);
      family = rng.pick(plan.families);
      title = `${rng.pick(CEU_TOPICS)}: Specifying ${family.heading}`;
    } while (titles.has(title) && ++draws < 50);
    titles.add(title);
    const topic = title.slice(0, title.indexOf(':'));
    return [firstCeu + i, plan.coid, title,
      `This course reviews ${topic.toLowerCase()} considerations for ${family.heading.toLowerCase()}, the reference standards that apply and how to write them into a specification.`,
      JSON.stringify([
        `Describe the performance requirements of ${family.heading.toLowerCase()} under ${rng.fill(family.standards[0])}.`,
        `Identify the submittals that demonstrate compliance for ${family.heading.toLowerCase()}.`,
        `Explain how ${topic.toLowerCase()} affects product selection and detailing.`,
        'Evaluate installation and maintenance practices that protect building occupants.',
      ]),
      rng.pick([1, 1, 1.5]), `SF${rng.int(1000, 9999)}`, `${plan.webabrv.toUpperCase()}${rng.int(100, 999)}`, rng.chance(0.7),
      iso(publishedDate(rng, 900, 1.3))];
  });
  await insertRows(db, 'ceus', ['seq int', 'coid int', 'title text', 'description text', 'objectives jsonb', 'credit_hours numeric', 'provider_number text',
    'course_number text', 'hsw boolean', 'published_at timestamptz'], ceus);
  // Each course's quiz is written from its objectives by the database function of migration 011.
  await db.query(sql`UPDATE ceus SET quiz = ce_objective_quiz(seq, title, objectives) WHERE seq >= ${firstCeu}`);

  const firstPodcast = await nextId(db, 'podcasts', 'seq');
  const topics = rng.sample(PODCAST_TOPICS, PODCAST_TOPICS.length);
  const podcasts = Array.from({ length: 30 }, (_, i) => {
    const plan = rng.pick(plans);
    const topic = topics[i % topics.length];
    const transcript = rng.sample(TRANSCRIPT_LINES.slice(1, -1), rng.int(3, 5));
    const lines = [TRANSCRIPT_LINES[0], ...transcript, TRANSCRIPT_LINES[TRANSCRIPT_LINES.length - 1]]
      .map((line, n) => `${n % 2 === 0 ? 'HOST' : 'GUEST'}: ${fillFor(rng, line.replace('{topic}', topic.toLowerCase()), plan)}`);
    return [firstPodcast + i, `Episode ${i + 1}: ${topic}`,
      `A conversation about ${topic.toLowerCase()}: what changes for designers, what to ask manufacturers and how to specify it.`,
      lines.join('\n\n'), `/media/podcasts/episode-${i + 1}.mp3`, rng.int(1200, 3600),
      i % 3 === 0 ? firstCeu + (i / 3) % 20 : null, rng.chance(0.5) ? plan.coid : null, iso(publishedDate(rng, 1000, 1.2))];
  });
  await insertRows(db, 'podcasts', ['seq int', 'title text', 'summary text', 'transcript text', 'audio_url text', 'duration_sec int', 'ceu_seq int', 'coid int', 'published_at timestamptz'], podcasts);

  const guests = podcasts.flatMap(([seq]) =>
    Array.from({ length: rng.int(1, 2) }, () => {
      const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      const firm = firmName(rng);
      const title = rng.pick(JOB_TITLES);
      return [seq, name, title, firm, `${name} is ${title.toLowerCase()} at ${firm}, where ${rng.pick(['they lead the specifications group', 'they focus on healthcare and education work', 'they run the firm’s sustainability practice', 'they oversee construction administration'])}.`];
    }));
  await insertRows(db, 'external_contacts', ['podcast_seq int', 'full_name text', 'title text', 'company text', 'bio text'], guests);
  await syncSequence(db, 'ceus', 'seq');
  await syncSequence(db, 'podcasts', 'seq');
}
