import { CONTENT_TYPES } from '../../src/domain/content-types';
import type { Queryable } from '../../src/db/types';
import { daysBefore, iso, publishedDate } from './dates';
import { insertRows } from './insert';
import type { CompanyPlan } from './model';
import type { Rng } from './prng';
import { ALERT_TITLES, BLOG_PARAGRAPHS, BLOG_TITLES, NEWS_TITLES, PRESS_TITLES } from './vocab-editorial';
import { FIRST_NAMES, LAST_NAMES } from './vocab-names';

/** Fills {company}, {heading}, {std}... from a company and one of its families. */
function fillFor(rng: Rng, template: string, plan: CompanyPlan): string {
  const family = rng.pick(plan.families);
  const values: Record<string, string> = {
    company: plan.name,
    heading: family.heading,
    noun: rng.pick(family.nouns),
    brand: `${rng.pick(plan.brands)} ${rng.int(1, 99) * 100}`,
    std: rng.fill(rng.pick(family.standards)),
    section: family.section,
    city: plan.city,
    state: plan.state,
    year: String(rng.int(2025, 2027)),
    years: String(2026 - plan.founded),
    n: String(rng.int(3, 9)),
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
}

function companyLink(plan: CompanyPlan): string {
  return `/company/${plan.slug}-${plan.coid}`;
}

async function banners(db: Queryable, rng: Rng, plans: CompanyPlan[]): Promise<void> {
  const advertisers = plans.filter((p) => p.isClient);
  const placements = [...Array(10).fill('top'), ...Array(10).fill('bpc'), ...rng.shuffle(CONTENT_TYPES).concat(rng.sample(CONTENT_TYPES, 7))];
  await insertRows(db, 'banners', ['coid int', 'title text', 'body text', 'link_url text', 'image_alt text', 'placement text', 'content_type text', 'division text', 'section text', 'active boolean', 'created_at timestamptz'],
    placements.map((placement: string) => {
      const plan = rng.pick(advertisers);
      const family = rng.pick(plan.families);
      const title = rng.pick([`Specify ${family.heading} with ${plan.name}`, `Free CAD and BIM for ${family.heading}`, `New from ${plan.name}`, `${family.heading} tested to ${rng.fill(family.standards[0])}`]);
      const isType = placement !== 'top' && placement !== 'bpc';
      const body = `${family.heading} ${rng.pick(family.uses)}. Download drawings, models and specifications.`;
      // A banner aimed at a section is aimed at its division too (the pages of both show it).
      const byDivision = rng.chance(0.5);
      const bySection = rng.chance(0.2);
      return [plan.coid, title, body, companyLink(plan), `${family.heading} by ${plan.name}`, placement, isType ? placement : null,
        byDivision || bySection ? family.section.slice(0, 2) : null, bySection ? family.section : null, rng.chance(0.9), iso(publishedDate(rng, 365))];
    }));
}

async function promos(db: Queryable): Promise<void> {
  await insertRows(db, 'homepage_promos', ['title text', 'body text', 'link_url text', 'link_label text', 'active boolean', 'starts_at timestamptz', 'ends_at timestamptz'], [
    ['Earn AIA credits from our podcast', 'New podcast episodes every other week, each with its full transcript and a short quiz for continuing education credit.', '/podcast', 'Browse podcasts', true, iso(daysBefore(14)), null],
    ['Spec wizards for your next project', 'Build a project specification from manufacturer options in minutes and save it to your account.', '/specwizard', 'Try a spec wizard', true, iso(daysBefore(120)), iso(daysBefore(30))],
    ['What’s new this week', 'Fresh CAD details, BIM objects and guide specifications from manufacturers across every division.', '/whats-new', 'See what’s new', false, iso(daysBefore(400)), null],
  ]);
}

async function blogPosts(db: Queryable, rng: Rng, plans: CompanyPlan[]): Promise<void> {
  await insertRows(db, 'blog_posts', ['title text', 'author text', 'summary text', 'body text', 'division text', 'published_at timestamptz'],
    Array.from({ length: 40 }, () => {
      const plan = rng.pick(plans);
      const paragraphs = rng.sample(BLOG_PARAGRAPHS, rng.int(4, 6)).map((p) => fillFor(rng, p, plan));
      return [fillFor(rng, rng.pick(BLOG_TITLES), plan), `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}, AIA`, paragraphs[0],
        paragraphs.join('\n\n'), plan.families[0].section.slice(0, 2), iso(publishedDate(rng, 730, 1.3))];
    }));
}

async function pressReleases(db: Queryable, rng: Rng, plans: CompanyPlan[]): Promise<void> {
  const withNews = plans.filter((p) => p.hasNews);
  const pool = withNews.length > 0 ? withNews : plans;
  await insertRows(db, 'press_releases', ['coid int', 'title text', 'body text', 'division text', 'published_at timestamptz'],
    Array.from({ length: 150 }, () => {
      const plan = rng.pick(pool);
      const title = fillFor(rng, rng.pick(PRESS_TITLES), plan);
      const body = [
        `${plan.city.toUpperCase()}, ${plan.state} – ${plan.description.split('. ')[0]}.`,
        fillFor(rng, `“Architects asked us for better documentation of {heading}, and this answers that,” said ${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}, director of product management at {company}.`, plan),
        `Drawings, BIM objects and guide specifications are available on the ${plan.name} company page. For more information contact ${plan.email} or call ${plan.phone}.`,
      ].join('\n\n');
      return [plan.coid, title, body, rng.pick(plan.families).section.slice(0, 2), iso(publishedDate(rng, 1095, 1.5))];
    }));
}

async function alerts(db: Queryable, rng: Rng, plans: CompanyPlan[]): Promise<void> {
  await insertRows(db, 'alerts', ['kind text', 'coid int', 'title text', 'body text', 'link_url text', 'published_at timestamptz'],
    Array.from({ length: 60 }, () => {
      const plan = rng.pick(plans);
      const kind = rng.chance(0.4) ? 'alert' : 'news';
      const title = fillFor(rng, rng.pick(kind === 'alert' ? ALERT_TITLES : NEWS_TITLES), plan);
      return [kind, rng.chance(0.7) ? plan.coid : null, title, `${title}. ${plan.description.split('. ')[0]}.`,
        rng.chance(0.8) ? companyLink(plan) : null, iso(publishedDate(rng, 540, 1.4))];
    }));
}

/** Banners, the homepage promotion, blog posts, press releases, alerts and news. */
export async function seedEditorial(db: Queryable, rng: Rng, plans: CompanyPlan[]): Promise<void> {
  await banners(db, rng.fork('banners'), plans);
  await promos(db);
  await blogPosts(db, rng.fork('blog'), plans);
  await pressReleases(db, rng.fork('press'), plans);
  await alerts(db, rng.fork('alerts'), plans);
}
