import type { Course } from '../../src/services/learning/courses';
import { BASE_DATE, daysBefore, publishedDate } from './dates';
import type { CompanyPlan } from './model';
import type { Rng } from './prng';
import type { Family } from './vocab-types';
import type { LearningAngle } from './vocab-learning';
import {
  EPISODE_ANSWERS, EPISODE_CLOSING, EPISODE_CLOSING_NO_COURSE, EPISODE_GREETING, EPISODE_OPENING, EPISODE_QUESTIONS, LEARNING_ANGLES,
  MANUFACTURER_ROLES, SUMMARY_ENDINGS,
} from './vocab-learning';
import { FIRST_NAMES, LAST_NAMES } from './vocab-names';
import { endSentence } from '../../src/domain/sentence';

/** What one episode or course is about: an angle on one product family of one manufacturer. */
interface Subject {
  angle: LearningAngle;
  company: CompanyPlan;
  family: Family;
  /** One filled reference standard of the family, quoted wherever the subject cites one. */
  standard: string;
  /** The manufacturer's guest: the voice of the company on this subject. */
  guest: { name: string; role: string };
}

/** A course as the site shows it (src/services/learning/courses.ts), with its subject and a date to write. */
type CoursePlan = Pick<Course, 'title' | 'description' | 'objectives' | 'creditHours' | 'hsw' | 'providerNumber' | 'courseNumber'> & {
  subject: Subject;
  publishedAt: Date;
};

export interface EpisodePlan {
  /** 1 for the oldest episode: numbers follow the publication dates. */
  number: number;
  subject: Subject;
  title: string;
  summary: string;
  transcript: string;
  durationSec: number;
  publishedAt: Date;
  /** Index into the courses of the same plan, when the episode carries one. */
  course: number | null;
}

interface LearningPlan {
  courses: CoursePlan[];
  episodes: EpisodePlan[];
}

const EPISODE_COUNT = 30;
const COURSE_COUNT = 20;
/** Every third episode carries a course. */
const COURSE_EVERY = 3;
/** A new episode every other week, give or take a few days. */
const EPISODE_INTERVAL_DAYS = 14;

function fill(template: string, subject: Subject, rng: Rng): string {
  const values: Record<string, string> = {
    heading: subject.family.heading,
    focus: subject.angle.focus,
    std: subject.standard,
    company: subject.company.name,
    guest: subject.guest.name,
    noun: rng.pick(subject.family.nouns).toLowerCase(),
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
}

/** Subjects with a title of their own while the catalog allows it (there are usually far more combinations than needed). */
function pickSubjects(rng: Rng, companies: CompanyPlan[], count: number, used: Set<string>): Subject[] {
  return Array.from({ length: count }, () => {
    let subject: Subject;
    let draws = 0;
    do {
      const company = rng.pick(companies);
      subject = {
        angle: rng.pick(LEARNING_ANGLES),
        company,
        family: rng.pick(company.families),
        standard: '',
        guest: { name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`, role: rng.pick(MANUFACTURER_ROLES) },
      };
    } while (used.has(`${subject.angle.course}|${subject.family.heading}`) && ++draws < 50);
    used.add(`${subject.angle.course}|${subject.family.heading}`);
    subject.standard = rng.fill(subject.family.standards[0]);
    return subject;
  });
}

function coursePlan(rng: Rng, subject: Subject, publishedAt: Date): CoursePlan {
  const heading = subject.family.heading.toLowerCase();
  const topic = subject.angle.course;
  return {
    subject,
    title: `${topic}: Specifying ${subject.family.heading}`,
    description: `This course reviews ${topic.toLowerCase()} considerations for ${heading}, the reference standards that apply and how to write them into a specification. Presented by ${subject.guest.name}, ${subject.guest.role.toLowerCase()} at ${endSentence(subject.company.name)}`,
    objectives: [
      `Describe the performance requirements of ${heading} under ${subject.standard}.`,
      `Identify the submittals that demonstrate compliance for ${heading}.`,
      `Explain how ${topic.toLowerCase()} affects product selection and detailing.`,
      'Evaluate installation and maintenance practices that protect building occupants.',
    ],
    creditHours: rng.pick([1, 1, 1.5]),
    hsw: rng.chance(0.7),
    providerNumber: `SF${rng.int(1000, 9999)}`,
    courseNumber: `${subject.company.webabrv.toUpperCase()}${rng.int(100, 999)}`,
    publishedAt,
  };
}

function transcript(rng: Rng, subject: Subject, hasCourse: boolean): string {
  const exchanges = rng.sample(EPISODE_QUESTIONS, rng.int(2, 3)).map((question, i) => [
    question, i === 0 ? subject.angle.answer : rng.pick(EPISODE_ANSWERS),
  ]);
  // Host and guest take turns: the host opens, asks and closes.
  const lines = [EPISODE_OPENING, EPISODE_GREETING, ...exchanges.flat(), hasCourse ? EPISODE_CLOSING : EPISODE_CLOSING_NO_COURSE];
  return lines.map((line, n) => `${n % 2 === 0 ? 'HOST' : 'GUEST'}: ${fill(line, subject, rng)}`).join('\n\n');
}

/**
 * The demo podcast and its courses, planned before any row is written. Course sponsors are
 * clients (a course is a paid listing); an episode with a course shares the course's subject.
 */
export function planLearning(rng: Rng, plans: CompanyPlan[]): LearningPlan {
  const clients = plans.filter((p) => p.isClient);
  const used = new Set<string>();
  const episodeSubjects = pickSubjects(rng, clients, EPISODE_COUNT, used);
  // Oldest first, so episode numbers grow with the dates.
  const dates = Array.from({ length: EPISODE_COUNT }, (_, i) =>
    daysBefore((EPISODE_COUNT - 1 - i) * EPISODE_INTERVAL_DAYS + rng.int(0, 4 * 1440) / 1440, BASE_DATE));
  const courses: CoursePlan[] = [];
  const episodes = episodeSubjects.map((subject, i): EpisodePlan => {
    const hasCourse = i % COURSE_EVERY === 0 && courses.length < COURSE_COUNT;
    if (hasCourse) courses.push(coursePlan(rng, subject, dates[i]));
    const summary = `${fill(subject.angle.summary, subject, rng)} ${fill(rng.pick(SUMMARY_ENDINGS), subject, rng)}`;
    return {
      number: i + 1,
      subject,
      title: `Episode ${i + 1}: ${fill(subject.angle.episode, subject, rng)}`,
      summary,
      transcript: transcript(rng, subject, hasCourse),
      durationSec: rng.int(1200, 3600),
      publishedAt: dates[i],
      course: hasCourse ? courses.length - 1 : null,
    };
  });
  for (const subject of pickSubjects(rng, clients, COURSE_COUNT - courses.length, used)) {
    courses.push(coursePlan(rng, subject, publishedDate(rng, 900, 1.3)));
  }
  return { courses, episodes };
}
