import { describe, expect, it } from 'vitest';
import { creditsByYear, formatCredits } from '../../src/domain/ce-credits';
import type { QuizQuestion } from '../../src/domain/ce-quiz';
import { answerField, answersNeeded, publicQuiz, QUIZ_PASS_PERCENT, quizQuestionSchema, readAnswers, scoreQuiz } from '../../src/domain/ce-quiz';
import { formatDuration, isoDuration, readingMinutes } from '../../src/domain/editorial-format';
import { winAnsiText } from '../../src/services/files/pdf';

const q = (answer: number, choices = ['a', 'b', 'c', 'd']): QuizQuestion => ({ question: `Q${answer}?`, choices, answer });
/** Five questions whose right answers are 0, 1, 2, 3, 0. */
const QUIZ = [q(0), q(1), q(2), q(3), q(0)];

describe('scoreQuiz', () => {
  it('passes at 80% and above: 4 of 5, 5 of 5', () => {
    expect(QUIZ_PASS_PERCENT).toBe(80);
    expect(scoreQuiz(QUIZ, [0, 1, 2, 3, 0])).toEqual({ correct: 5, total: 5, percent: 100, passed: true, missed: [] });
    expect(scoreQuiz(QUIZ, [0, 1, 2, 3, 1])).toEqual({ correct: 4, total: 5, percent: 80, passed: true, missed: [4] });
  });

  it('fails below 80%, listing the questions answered wrongly or not at all', () => {
    expect(scoreQuiz(QUIZ, [0, 1, 2, 0, 1])).toEqual({ correct: 3, total: 5, percent: 60, passed: false, missed: [3, 4] });
    expect(scoreQuiz(QUIZ, [0, null, 2])).toMatchObject({ correct: 2, passed: false, missed: [1, 3, 4] });
    expect(scoreQuiz(QUIZ, [])).toMatchObject({ correct: 0, percent: 0, passed: false });
  });

  it('rounds the percentage down, so 79.x% is never shown as a pass', () => {
    // 7 of 9 = 77.8%; 4 of 6 = 66.7%; 2 of 3 = 66.7%
    const nine = Array.from({ length: 9 }, () => q(1));
    expect(scoreQuiz(nine, [1, 1, 1, 1, 1, 1, 1, 0, 0])).toMatchObject({ percent: 77, passed: false });
    expect(scoreQuiz(nine, [1, 1, 1, 1, 1, 1, 1, 1, 0])).toMatchObject({ percent: 88, passed: true });
    expect(scoreQuiz([q(0), q(0), q(0)], [0, 0, 1])).toMatchObject({ percent: 66, passed: false });
  });

  it('never passes an empty quiz', () => {
    expect(scoreQuiz([], [])).toEqual({ correct: 0, total: 0, percent: 0, passed: false, missed: [] });
  });

  it('needs 4 of 5, 3 of 3, 4 of 4 right answers', () => {
    expect([answersNeeded(5), answersNeeded(3), answersNeeded(4), answersNeeded(10)]).toEqual([4, 3, 4, 8]);
  });
});

describe('readAnswers', () => {
  it('reads one choice index per question from the form fields q0, q1...', () => {
    expect(answerField(2)).toBe('q2');
    expect(readAnswers(QUIZ, { q0: '0', q1: '3', q2: '2', q3: '1', q4: '0' })).toEqual([0, 3, 2, 1, 0]);
  });

  it('gives null for missing, out-of-range and malformed answers', () => {
    expect(readAnswers([q(0, ['a', 'b'])], { q0: '2' })).toEqual([null]);
    expect(readAnswers(QUIZ, { q0: '-1', q1: '1.0', q2: ' 1', q3: ['1'], q4: '1e0' })).toEqual([null, null, null, null, null]);
    expect(readAnswers(QUIZ, {})).toEqual([null, null, null, null, null]);
  });
});

describe('publicQuiz', () => {
  it('drops the answer key and keeps everything else', () => {
    const shown = publicQuiz([{ ...q(2), objective: 1 }]);
    expect(shown).toEqual([{ question: 'Q2?', choices: ['a', 'b', 'c', 'd'], objective: 1 }]);
    expect(JSON.stringify(shown)).not.toContain('answer');
  });

  it('validates stored questions: known keys, an answer index and an optional objective', () => {
    expect(quizQuestionSchema.safeParse({ ...q(1), objective: 0 }).success).toBe(true);
    expect(quizQuestionSchema.safeParse({ ...q(1), hint: 'x' }).success).toBe(false);
    expect(quizQuestionSchema.safeParse({ question: 'Q', choices: ['only one'], answer: 0 }).success).toBe(false);
  });
});

describe('creditsByYear', () => {
  it('sums courses, credits and HSW credits per year of completion, newest year first', () => {
    const years = creditsByYear([
      { creditHours: 1, hsw: true, completedAt: '2025-03-01' },
      { creditHours: 1.5, hsw: false, completedAt: '2026-01-10' },
      { creditHours: 1.25, hsw: true, completedAt: '2026-12-31T23:00:00Z' },
      { creditHours: 0.1, hsw: true, completedAt: '2026-06-01' },
      { creditHours: 0.2, hsw: true, completedAt: '2026-06-02' },
    ]);
    expect(years).toEqual([
      { year: 2026, courses: 4, credits: 3.05, hswCredits: 1.55 },
      { year: 2025, courses: 1, credits: 1, hswCredits: 1 },
    ]);
  });

  it('is empty without completions', () => {
    expect(creditsByYear([])).toEqual([]);
  });

  it('formats credits without trailing zeros', () => {
    expect([formatCredits(1), formatCredits(1.5), formatCredits(1.25), formatCredits(0.1 + 0.2)]).toEqual(['1', '1.5', '1.25', '0.3']);
  });
});

describe('episode and post formats', () => {
  it('shows durations in minutes and hours', () => {
    expect([formatDuration(20), formatDuration(2530), formatDuration(3600), formatDuration(3930)]).toEqual(['1 min', '42 min', '1 h', '1 h 6 min']);
  });

  it('writes ISO 8601 durations for structured data', () => {
    expect([isoDuration(2530), isoDuration(3600), isoDuration(3661), isoDuration(0)]).toEqual(['PT42M10S', 'PT1H', 'PT1H1M1S', 'PT0S']);
  });

  it('estimates reading time at about 230 words a minute', () => {
    expect([readingMinutes(0), readingMinutes(460), readingMinutes(1000)]).toEqual([1, 2, 4]);
  });
});

describe('certificate text in a standard PDF font', () => {
  it('keeps WinAnsi letters, drops accents it cannot show, and marks the rest', () => {
    expect(winAnsiText('Zoë Ångström – “CE”')).toBe('Zoë Ångström – “CE”');
    expect(winAnsiText('Łukasz Dvořák, Đorđe')).toBe('Lukasz Dvorák, Dorde');
    expect(winAnsiText('王 Ω')).toBe('? ?');
  });
});
