/** What a credit summary needs of a completed course. */
interface CreditEntry {
  creditHours: number;
  hsw: boolean;
  /** YYYY-MM-DD (or a longer ISO timestamp); the year is its first four characters. */
  completedAt: string;
}

export interface YearCredits {
  year: number;
  courses: number;
  credits: number;
  /** Credits of health, safety and welfare courses. */
  hswCredits: number;
}

/** Hundredths, so 1.5 + 1.25 adds up to 2.75 and not 2.7499999. */
const round = (n: number) => Math.round(n * 100) / 100;

/** Courses and credits per calendar year of completion, newest year first. */
export function creditsByYear(entries: readonly CreditEntry[]): YearCredits[] {
  const years = new Map<number, YearCredits>();
  for (const entry of entries) {
    const year = Number(entry.completedAt.slice(0, 4));
    const total = years.get(year) ?? { year, courses: 0, credits: 0, hswCredits: 0 };
    total.courses += 1;
    total.credits = round(total.credits + entry.creditHours);
    if (entry.hsw) total.hswCredits = round(total.hswCredits + entry.creditHours);
    years.set(year, total);
  }
  return [...years.values()].sort((a, b) => b.year - a.year);
}

/** "1", "1.5", "1.25": credit hours without trailing zeros. */
export function formatCredits(hours: number): string {
  return String(round(hours));
}

/** "LU/HSW" for a course in health, safety and welfare, else "LU": the AIA's unit, as people write it. */
export function creditUnit(hsw: boolean): string {
  return hsw ? 'LU/HSW' : 'LU';
}

/** "1.5 LU/HSW": the credits a course gives. */
export function creditLabel(course: { creditHours: number; hsw: boolean }): string {
  return `${formatCredits(course.creditHours)} ${creditUnit(course.hsw)}`;
}
