import { describe, expect, it } from 'vitest';
import { readyLines, seconds, stepLine } from '../../src/domain/start-banner';

describe('npm start: the lines a person reads before the logs', () => {
  it('names each step, what it did and how long it took, in one aligned column', () => {
    expect(stepLine({ name: 'build', outcome: 'up to date', ms: 12 })).toBe('  build    up to date (12 ms)');
    expect(stepLine({ name: 'migrate', outcome: '17 migrations applied', ms: 2345 })).toBe('  migrate  17 migrations applied (2.3 s)');
    expect(seconds(99.6)).toBe('100 ms');
    expect(seconds(61_000)).toBe('61.0 s');
  });

  it('says where to open the site and lists the demo sign-ins that work', () => {
    const lines = readyLines('http://localhost:4100', [
      { email: 'demo@example.com', password: 'demo-password-2026', role: 'saved favorites' },
      { email: 'admin@example.com', password: 'admin-password-2026', role: 'administrator' },
    ]);
    expect(lines).toContain('  Open http://localhost:4100');
    expect(lines).toContain('    demo@example.com   demo-password-2026  saved favorites');
    expect(lines).toContain('    admin@example.com  admin-password-2026  administrator');
  });

  it('mentions no demo accounts where none work', () => {
    const lines = readyLines('https://specfind.example', []);
    expect(lines).toContain('  Open https://specfind.example');
    expect(lines.join('\n')).not.toMatch(/Demo accounts|password/);
  });
});
