import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db';
import { migrate } from '../../src/db/migrate';
import { createPgliteDriver, wrapPglite } from '../../src/db/pglite-driver';
import { openPglite } from '../../src/db/pglite-open';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { quizQuestionSchema } from '../../src/domain/ce-quiz';
import { localAudio } from '../../src/services/editorial/local-media';
import { ROOT } from '../helpers/paths';

const MIGRATIONS = path.join(ROOT, 'src', 'db', 'migrations');
const OBJECTIVES = [
  'Describe the performance requirements of hollow metal doors and frames under ANSI/SDI A250.8 Level 3.',
  'Identify the submittals that demonstrate compliance for hollow metal doors and frames.',
  'Explain how acoustic performance affects product selection and detailing.',
  'Evaluate installation and maintenance practices that protect building occupants.',
];
const OLD_QUIZ = [{ question: 'What does STC rate?', choices: ['Sound absorption', 'Airborne sound transmission loss'], answer: 1 }];

let db: Db;
let scratch: string;

/** Our migration, whatever number it ends up with. */
const OURS = '_editorial_learning.sql';

/** A database as it was before that migration, holding a course seeded then and one written by hand. */
beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'ce-migration-'));
  const before = path.join(scratch, 'before');
  mkdirSync(before);
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql') && !f.endsWith(OURS))) cpSync(path.join(MIGRATIONS, file), path.join(before, file));
  db = createDb(createPgliteDriver(wrapPglite(await openPglite())));
  await migrate(db, before);
  await db.query(sql`INSERT INTO ceus (seq, title, objectives, quiz) VALUES
    (7, 'Acoustic Performance: Specifying Hollow Metal Doors and Frames', ${JSON.stringify(OBJECTIVES)}::jsonb, ${JSON.stringify(OLD_QUIZ)}::jsonb),
    (8, 'Our own course', '["Learn"]'::jsonb, ${JSON.stringify(OLD_QUIZ)}::jsonb)`);
  await migrate(db);
}, 60_000);

afterAll(async () => {
  await db?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const quizOf = async (seq: number) => (await db.one<{ quiz: unknown[] }>(sql`SELECT quiz FROM ceus WHERE seq = ${seq}`)).quiz;

describe('the editorial and learning migration on an existing database', () => {
  it('rebuilds the quiz of a course seeded earlier from its learning objectives', async () => {
    const quiz = await quizOf(7);
    expect(quiz).toHaveLength(5);
    const questions = quiz.map((question) => quizQuestionSchema.parse(question));
    expect(questions.map((question) => question.objective)).toEqual([0, 1, 2, 2, 3]);
    for (const question of questions) {
      expect(question.choices).toHaveLength(4);
      expect(new Set(question.choices).size).toBe(4);
    }
    // The first question asks for the standard of the first objective, which is its right answer.
    expect(questions[0].question).toContain('hollow metal doors and frames');
    expect(questions[0].choices[questions[0].answer]).toBe('ANSI/SDI A250.8 Level 3');
    expect(questions[2].choices[questions[2].answer]).toBe('Airborne sound transmission loss');
    // Right answers are spread over the positions, placed by the course number.
    expect(new Set(questions.map((question) => question.answer)).size).toBeGreaterThan(2);
  });

  it('leaves courses it did not seed alone', async () => {
    expect(await quizOf(8)).toEqual(OLD_QUIZ);
  });

  it('writes the same quiz for the same course every time, and none for a title it does not know', async () => {
    const again = await db.one<{ quiz: unknown }>(sql`SELECT ce_objective_quiz(7, title, objectives) AS quiz FROM ceus WHERE seq = 7`);
    expect(again.quiz).toEqual(await quizOf(7));
    const other = await db.one<{ quiz: unknown }>(sql`SELECT ce_objective_quiz(8, title, objectives) AS quiz FROM ceus WHERE seq = 8`);
    expect(other.quiz).toEqual([]);
  });

  it('adds the guest request and completion tables', async () => {
    const tables = await db.many<{ name: string }>(sql`
      SELECT table_name AS name FROM information_schema.tables WHERE table_name IN ('guest_requests', 'ce_completions') ORDER BY 1`);
    expect(tables.map((t) => t.name)).toEqual(['ce_completions', 'guest_requests']);
  });
});

describe('localAudio', () => {
  it('plays only non-empty audio files of this site under DATA_DIR/media', () => {
    const dataDir = path.join(scratch, 'data');
    mkdirSync(path.join(dataDir, 'media', 'podcasts'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media', 'podcasts', 'episode-1.mp3'), Buffer.from([0xff, 0xfb, 0x90, 0x00]));
    writeFileSync(path.join(dataDir, 'media', 'podcasts', 'empty.mp3'), '');
    expect(localAudio(dataDir, '/media/podcasts/episode-1.mp3')).toEqual({ src: '/media/podcasts/episode-1.mp3', type: 'audio/mpeg' });
    for (const url of [
      '/media/podcasts/episode-2.mp3',
      '/media/podcasts/empty.mp3',
      '/media/podcasts',
      'https://cdn.example.com/media/podcasts/episode-1.mp3',
      '/media/../media/podcasts/episode-1.mp3',
      '/media/podcasts/episode-1.exe',
      '/img/episode-1.mp3',
      null,
    ]) {
      expect(localAudio(dataDir, url)).toBeNull();
    }
  });
});
