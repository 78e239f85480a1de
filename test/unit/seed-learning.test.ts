import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../scripts/seed/categories';
import { companyCount, planCompanies } from '../../scripts/seed/companies';
import { DEFAULT_SEED } from '../../scripts/seed/index';
import type { EpisodePlan } from '../../scripts/seed/learning-plan';
import { planLearning } from '../../scripts/seed/learning-plan';
import { Rng } from '../../scripts/seed/prng';

const divisionOf = (section: string) => section.slice(0, 2);
/** Every product-family heading of the vocabulary with its division, longest first (so "Steel Doors" is not read inside "Hollow Metal Steel Doors"). */
const HEADINGS = CATEGORIES.flatMap((c) => c.families.map((f) => ({ heading: f.heading, division: divisionOf(f.section) })))
  .sort((a, b) => b.heading.length - a.heading.length);

/** The divisions whose product families a text names. */
function divisionsNamed(text: string): Set<string> {
  let rest = text;
  const found = new Set<string>();
  for (const { heading, division } of HEADINGS) {
    if (rest.includes(heading)) {
      found.add(division);
      rest = rest.split(heading).join(' ');
    }
  }
  return found;
}

describe.each([200, 2000])('the demo podcast and courses (%i products)', (products) => {
  const root = new Rng(DEFAULT_SEED);
  const plans = planCompanies(root.fork('companies'), companyCount(products), products);
  const { courses, episodes } = planLearning(root.fork('learning'), plans);

  it.each(episodes.map((e) => [e.title, e] as [string, EpisodePlan]))('%s: title, course, company and transcript share one subject', (_, episode) => {
    const { family, company } = episode.subject;
    const division = divisionOf(family.section);
    expect(episode.title).toContain(family.heading);
    // The speaker's company makes the product family the episode is about.
    expect(company.families).toContain(family);
    expect(company.sections.map(divisionOf)).toContain(division);
    expect(episode.transcript).toContain(family.heading);
    expect(episode.transcript).toContain(company.name);
    expect(episode.transcript).toContain(episode.subject.guest.name);
    expect([...divisionsNamed(`${episode.title} ${episode.summary} ${episode.transcript}`)]).toEqual([division]);
    if (episode.course !== null) {
      const course = courses[episode.course];
      expect(course.subject).toBe(episode.subject);
      expect(course.title).toBe(`${episode.subject.angle.course}: Specifying ${family.heading}`);
      expect([...divisionsNamed(`${course.title} ${course.description} ${course.objectives.join(' ')}`)]).toEqual([division]);
    }
  });

  it('numbers episodes in the order they were published, every other week', () => {
    for (let i = 1; i < episodes.length; i++) {
      expect(episodes[i].number).toBe(episodes[i - 1].number + 1);
      const days = (episodes[i].publishedAt.getTime() - episodes[i - 1].publishedAt.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(9);
      expect(days).toBeLessThan(19);
    }
  });

  it('gives every episode a description and title of its own, from more than one template', () => {
    expect(new Set(episodes.map((e) => e.summary)).size).toBe(episodes.length);
    expect(new Set(episodes.map((e) => e.title.replace(/^Episode \d+: /, ''))).size).toBe(episodes.length);
    expect(new Set(episodes.map((e) => e.summary.slice(0, 12))).size).toBeGreaterThan(4);
    // A small catalog has too few clients and families for twenty distinct courses.
    if (products >= 2000) expect(new Set(courses.map((c) => c.title)).size).toBe(courses.length);
  });

  it('sponsors every course by a client, every third episode carrying one', () => {
    expect(courses).toHaveLength(20);
    expect(courses.every((c) => c.subject.company.isClient)).toBe(true);
    expect(episodes.filter((e) => e.course !== null).map((e) => e.number % 3)).toEqual(Array(10).fill(1));
  });
});
