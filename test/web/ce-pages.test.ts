import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { QuizQuestion } from '../../src/domain/ce-quiz';
import { quizQuestionSchema } from '../../src/domain/ce-quiz';
import { executableScripts, h1Of } from '../helpers/html';
import { tagsOf, textsOf } from '../helpers/markup';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

interface CourseRow {
  seq: number;
  title: string;
  provider: string;
  number: string;
  credits: number;
  hsw: boolean;
  quiz: QuizQuestion[];
}

const courseRow = (seq: number) =>
  t.db.one<CourseRow>(sql`
    SELECT seq, title, provider_number AS provider, course_number AS number, credit_hours::float8 AS credits, hsw, quiz
    FROM ceus WHERE seq = ${seq}`);
const page = (path: string, u?: TestUser) => (u ? request(t.app).get(path).set('Cookie', u.cookie) : request(t.app).get(path));
const answer = (path: string, u: TestUser, form: Record<string, string>) =>
  request(t.app).post(path).type('form').set(SAME_ORIGIN).set('Cookie', u.cookie).send(form);

/** Form fields answering a quiz: right answers, except the questions listed as wrong. */
function answers(quiz: QuizQuestion[], wrong: number[] = []): Record<string, string> {
  return Object.fromEntries(quiz.map((q, i) => [`q${i}`, String(wrong.includes(i) ? (q.answer + 1) % q.choices.length : q.answer)]));
}

const completions = (u: TestUser) =>
  t.db.many<{ seq: number; ceuSeq: number | null; score: number; completedAt: string }>(sql`
    SELECT seq, ceu_seq AS "ceuSeq", score, completed_at::text AS "completedAt" FROM ce_completions WHERE user_seq = ${u.user.seq} ORDER BY seq`);

beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestUser(t.db);
  bob = await createTestUser(t.db);
});
afterAll(() => t.close());

describe('the seeded courses', () => {
  it('each carry five questions of their own, written from their four learning objectives', async () => {
    const rows = await t.db.many<{ seq: number; title: string; quiz: unknown[]; objectives: string[] }>(sql`SELECT seq, title, quiz, objectives FROM ceus ORDER BY seq`);
    expect(rows.length).toBe(20);
    expect(new Set(rows.map((r) => r.title)).size).toBe(20);
    for (const row of rows) {
      expect(row.objectives).toHaveLength(4);
      const quiz = row.quiz.map((q) => quizQuestionSchema.parse(q));
      expect(quiz.map((q) => q.objective)).toEqual([0, 1, 2, 2, 3]);
      for (const q of quiz) expect(q.answer).toBeLessThan(q.choices.length);
    }
  });
});

describe('/continuing-education', () => {
  it('lists every course with credits, HSW and provider numbers, and sorts by credits both ways', async () => {
    const res = await page('/continuing-education');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Continuing education');
    expect(executableScripts(res.text)).toEqual([]);
    const list = parseHtml(res.text);
    expect(list.text('.result-count')).toBe('20 courses');
    expect(list.all('article.course-card')).toHaveLength(20);
    const course = await courseRow(1);
    const card = list.one('article.course-card:has(a[href="/continuing-education/1"])');
    expect(card.querySelector('.course-card__title')?.textContent).toBe(course.title);
    expect([...card.querySelectorAll('.course-card__meta span')].map((s) => s.textContent)).toContain(`Provider ${course.provider}`);
    expect(card.querySelector('.badge.badge--ceu')?.textContent).toBe(`${course.credits} ${course.hsw ? 'LU/HSW' : 'LU'}`);
    expect(list.bodyText).not.toContain('LU|HSW');
    const byCredits = await page('/continuing-education?sort=-credits');
    const credits = parseHtml(byCredits.text);
    expect(credits.links).toContain('/continuing-education?sort=credits');
    const first = /^([\d.]+) /.exec(credits.text('.badge.badge--ceu'))![1];
    const most = await t.db.one<{ n: number }>(sql`SELECT max(credit_hours)::float8 AS n FROM ceus`);
    expect(Number(first)).toBe(most.n);
    expect(list.links).toContain('/signin?redirect=%2Fcontinuing-education');
  });

  it('shows one course: objectives, credits, numbers, episodes that carry it, and the quiz behind sign-in', async () => {
    const { seq } = await t.db.one<{ seq: number }>(sql`SELECT ceu_seq AS seq FROM podcasts WHERE ceu_seq IS NOT NULL ORDER BY seq LIMIT 1`);
    const course = await t.db.one<CourseRow & { objectives: string[] }>(sql`
      SELECT seq, title, provider_number AS provider, course_number AS number, objectives FROM ceus WHERE seq = ${seq}`);
    const res = await page(`/continuing-education/${seq}`);
    expect(res.status).toBe(200);
    expect(textsOf(res.text, 'ol').some((ol) => ol.includes(course.objectives[0]))).toBe(true);
    expect(textsOf(res.text, 'dd')).toEqual(expect.arrayContaining([course.provider, course.number]));
    expect(textsOf(res.text, 'h2')).toEqual(expect.arrayContaining(['Learning objectives', 'Listen first', 'Earn the credit']));
    expect(parseHtml(res.text).links).toContain(`/signin?redirect=${encodeURIComponent(`/continuing-education/${seq}/quiz`)}`);
    expect(parseHtml(res.text).jsonLd[0]).toMatchObject({ '@type': 'Course', courseCode: course.number });
    const signedIn = await page(`/continuing-education/${seq}`, alice);
    expect(tagsOf(signedIn.text, 'a').map((a) => a.href)).toContain(`/continuing-education/${seq}/quiz`);
    for (const p of ['/continuing-education/999', '/continuing-education/01']) expect((await page(p)).status).toBe(404);
  });

  it('answers its legacy paths with 301 to the same screen', async () => {
    for (const [from, to] of [
      ['/ceu/3.shtml', '/continuing-education/3'],
      ['/ceu/ceu3.html', '/continuing-education/3'],
      ['/ceu/index.shtml', '/continuing-education'],
      ['/ceu/', '/continuing-education'],
    ]) {
      const res = await page(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location).toBe(to);
      expect((await page(to)).status).toBe(200);
    }
  });
});

describe('the quiz', () => {
  it('asks anonymous visitors to sign in, for the page and the answers', async () => {
    const res = await page('/continuing-education/2/quiz');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/signin?redirect=%2Fcontinuing-education%2F2%2Fquiz');
    const post = await request(t.app).post('/continuing-education/2/quiz').type('form').set(SAME_ORIGIN).send({ q0: '1' });
    expect(post.status).toBe(303);
    expect(post.headers.location).toBe('/signin?redirect=%2Fcontinuing-education%2F2%2Fquiz');
  });

  it('shows every question as radio buttons, never the answer key', async () => {
    const course = await courseRow(2);
    const res = await page('/continuing-education/2/quiz', alice);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(parseHtml(res.text).robots).toBe('noindex');
    const radios = tagsOf(res.text, 'input').filter((i) => i.type === 'radio');
    expect(radios).toHaveLength(course.quiz.reduce((n, q) => n + q.choices.length, 0));
    expect(textsOf(res.text, 'legend')).toHaveLength(course.quiz.length);
    expect(res.text).not.toMatch(/"answer"|data-answer/); // raw on purpose: no answer may be anywhere in the bytes
    expect(executableScripts(res.text)).toEqual([]);
  });

  it('asks for every answer before scoring (400), keeping the answers given', async () => {
    const course = await courseRow(2);
    const res = await answer('/continuing-education/2/quiz', alice, { q0: String(course.quiz[0].answer) });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Answer every question, then send the quiz.');
    const errors = parseHtml(res.text).all('fieldset.quiz-question .field__error');
    expect(errors.map((e) => e.lastChild?.textContent)).toEqual(course.quiz.slice(1).map(() => 'Choose an answer'));
    expect(errors.map((e) => e.closest('fieldset')?.querySelector('legend')?.textContent)).toEqual(
      course.quiz.slice(1).map((q, i) => `${i + 2}. ${q.question}`),
    );
    const checked = tagsOf(res.text, 'input').filter((i) => i.checked !== undefined);
    expect(checked).toEqual([expect.objectContaining({ name: 'q0', value: String(course.quiz[0].answer) })]);
    expect(await completions(alice)).toEqual([]);
  });

  it('fails below 80%: the score, the questions to look at again, and nothing recorded', async () => {
    const course = await courseRow(2);
    const res = await answer('/continuing-education/2/quiz', alice, answers(course.quiz, [0, 3]));
    expect(res.status).toBe(200);
    expect(res.text).toContain(`You answered ${course.quiz.length - 2} of ${course.quiz.length} correctly (60%). You need 4 right answers to pass`);
    const missed = parseHtml(res.text).all('fieldset.quiz-question .field__error');
    expect(missed.map((e) => e.textContent)).toEqual(['Question 1: This answer is not right', 'Question 4: This answer is not right']);
    expect(await completions(alice)).toEqual([]);
  });

  it('passes at 80%, records the completion and goes to the credits page; a better pass raises the score only', async () => {
    const course = await courseRow(2);
    const first = await answer('/continuing-education/2/quiz', alice, answers(course.quiz, [4]));
    expect(first.status).toBe(303);
    const [done] = await completions(alice);
    expect(first.headers.location).toBe(`/account/ce-credits?passed=${done.seq}`);
    expect(done).toMatchObject({ ceuSeq: 2, score: 80 });
    const credits = await page(first.headers.location, alice);
    expect(parseHtml(credits.text).text('.notice')).toBe(`You passed “${course.title}” (best score 80%). Download the certificate (PDF).`);

    const better = await answer('/continuing-education/2/quiz', alice, answers(course.quiz));
    expect(better.headers.location).toBe(`/account/ce-credits?passed=${done.seq}`);
    const worse = await answer('/continuing-education/2/quiz', alice, answers(course.quiz, [1]));
    expect(worse.status).toBe(303);
    expect(await completions(alice)).toEqual([{ ...done, score: 100 }]);
    const again = await page('/continuing-education/2/quiz', alice);
    expect(again.text).toContain('You have already passed this course (best score 100%).');
  });

  it('is refused without a same-site Origin, and unknown courses are 404', async () => {
    const foreign = await request(t.app).post('/continuing-education/2/quiz').type('form').set('Cookie', alice.cookie).set('Origin', 'https://evil.example').send({});
    expect(foreign.status).toBe(403);
    expect((await answer('/continuing-education/999/quiz', alice, { q0: '0' })).status).toBe(404);
    expect((await page('/continuing-education/999/quiz', alice)).status).toBe(404);
  });
});

describe('/account/ce-credits and certificates', () => {
  let completionSeq: number;
  let course: CourseRow;

  beforeAll(async () => {
    course = await courseRow(5);
    const res = await answer('/continuing-education/5/quiz', bob, answers(course.quiz));
    completionSeq = Number(new URL(res.headers.location, 'http://x').searchParams.get('passed'));
    // Two courses passed in earlier years, to see credits per year.
    await t.db.query(sql`
      INSERT INTO ce_completions (user_seq, ceu_seq, course_title, provider_number, course_number, credit_hours, hsw, score, completed_at)
      VALUES (${bob.user.seq}, 6, 'Older course A', 'SF1000', 'ABC100', 1.5, true, 100, '2024-05-01T12:00:00Z'),
             (${bob.user.seq}, 7, 'Older course B', 'SF1000', 'ABC101', 1, false, 80, '2024-09-01T12:00:00Z')`);
  });

  it('lists the completions and credits per year (signed in only)', async () => {
    expect((await page('/account/ce-credits')).status).toBe(302);
    const res = await page('/account/ce-credits', bob);
    expect(res.status).toBe(200);
    const rows = textsOf(res.text, 'tr');
    const thisYear = new Date().getUTCFullYear();
    expect(rows).toContain(`${thisYear}1${course.credits}${course.hsw ? course.credits : 0}`);
    expect(rows).toContain('202422.51.5');
    expect(parseHtml(res.text).links).toContain(`/account/ce-credits/${completionSeq}/certificate.pdf`);
    expect(tagsOf(res.text, 'a').map((a) => a.href)).toContain('/account/ce-credits');
  });

  it('downloads a PDF certificate naming the person, the course, the provider number, the credits and the date', async () => {
    const res = await page(`/account/ce-credits/${completionSeq}/certificate.pdf`, bob).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?certificate-${completionSeq}\\.pdf"?$`));
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = (res.body as Buffer).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    for (const expected of [`(${bob.user.firstName} ${bob.user.lastName})`, `(${course.title})`, `Provider number ${course.provider}`, `Course number ${course.number}`, `Completed on ${today}`, 'Certificate of Completion']) {
      expect(text).toContain(expected);
    }
  });

  it('is a 404 for another user, an unknown id or a malformed one; anonymous visitors sign in first', async () => {
    expect((await page(`/account/ce-credits/${completionSeq}/certificate.pdf`, alice)).status).toBe(404);
    expect((await page('/account/ce-credits/99999/certificate.pdf', bob)).status).toBe(404);
    expect((await page('/account/ce-credits/x1/certificate.pdf', bob)).status).toBe(404);
    const anonymous = await page(`/account/ce-credits/${completionSeq}/certificate.pdf`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe(`/signin?redirect=${encodeURIComponent(`/account/ce-credits/${completionSeq}/certificate.pdf`)}`);
  });

  it('keeps the completion and its certificate when the course is removed', async () => {
    await t.db.query(sql`UPDATE podcasts SET ceu_seq = NULL WHERE ceu_seq = 5`);
    await t.db.query(sql`DELETE FROM ceus WHERE seq = 5`);
    const res = await page(`/account/ce-credits/${completionSeq}/certificate.pdf`, bob);
    expect(res.status).toBe(200);
    const list = await page('/account/ce-credits', bob);
    const rows = parseHtml(list.text);
    expect(rows.texts('table th[scope="row"]')).toContain(course.title);
    expect(rows.links).not.toContain('/continuing-education/5');
  });
});
