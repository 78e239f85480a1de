import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTIONS, SECTIONS_95 } from '../../src/domain/csi';
import { CROSSWALK_95, division95Of, divisions04In95, sectionNumber, sectionTo95 } from '../../src/domain/csi-crosswalk';

const SEED = path.join(__dirname, '../../scripts/seed');

/** Every 2004 section a seed family uses, read from the family files as the seed writes them. */
function seedSections(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(SEED).filter((f) => /^families-.*\.ts$/.test(f))) {
    for (const match of readFileSync(path.join(SEED, file), 'utf8').matchAll(/section: '([0-9 ]*)'/g)) found.add(match[1]);
  }
  return [...found].sort();
}

const sections95 = new Map(SECTIONS_95.map((s) => [s.section, s.title]));

describe('MasterFormat 2004 → 1995 crosswalk', () => {
  const used = seedSections();

  it('finds the seed families sections', () => {
    expect(used.length).toBeGreaterThanOrEqual(90);
    expect(used).toContain('08 11 13');
  });

  it('maps every seed family section to a listed 1995 section', () => {
    const unmapped = used.filter((s) => !(s in CROSSWALK_95));
    expect(unmapped).toEqual([]);
    const unlisted = used.filter((s) => !sections95.has(sectionTo95(s)));
    expect(unlisted).toEqual([]);
  });

  it('maps only real 2004 sections to well-formed 1995 sections', () => {
    const known04 = new Set(SECTIONS.map((s) => s.section));
    for (const [from, to] of Object.entries(CROSSWALK_95)) {
      expect(known04.has(from), from).toBe(true);
      expect(to).toMatch(/^\d{5}$/);
      expect(sections95.has(to), to).toBe(true);
    }
  });

  it.each([
    ['08 11 13', '08110', 'Steel Doors and Frames'],
    ['08 71 00', '08710', 'Door Hardware'],
    ['09 91 23', '09910', 'Paints'],
    ['07 21 00', '07210', 'Building Insulation'],
    ['22 42 13', '15410', 'Plumbing Fixtures'],
    ['07 95 00', '05810', 'Expansion Joint Cover Assemblies'],
    ['09 69 00', '10270', 'Access Flooring'],
    ['12 93 00', '02870', 'Site Furnishings'],
    ['21 13 13', '13930', 'Wet-Pipe Fire Suppression Sprinklers'],
    ['26 51 00', '16510', 'Interior Luminaires'],
  ])('%s → %s %s', (from, to, title) => {
    expect(sectionTo95(from)).toBe(to);
    expect(sections95.get(to)).toBe(title);
    expect(sectionNumber(from, '95')).toBe(to);
    expect(sectionNumber(from, '04')).toBe(from);
  });

  it('files the later divisions under their 1995 divisions', () => {
    expect(division95Of('08')).toBe('08');
    expect(division95Of('14')).toBe('14');
    expect(division95Of('21')).toBe('13');
    expect(division95Of('22')).toBe('15');
    expect(division95Of('23')).toBe('15');
    expect(division95Of('26')).toBe('16');
    expect(division95Of('27')).toBe('16');
    expect(division95Of('28')).toBe('13');
    expect(division95Of('31')).toBe('02');
    expect(division95Of('32')).toBe('02');
    expect(division95Of('33')).toBe('02');
  });

  it('falls back to the broadscope number of the 1995 division for unmapped sections', () => {
    expect(CROSSWALK_95['08 16 13']).toBeUndefined();
    expect(sectionTo95('08 16 13')).toBe('08000');
    expect(sectionTo95('23 05 00')).toBe('15000');
    expect(sectionTo95('33 11 00')).toBe('02000');
    expect(sectionTo95('27 10 00')).toBe('16000');
  });

  it('names the 2004 divisions whose sections can land in a 1995 division', () => {
    expect(divisions04In95('08')).toEqual(['08']);
    expect(divisions04In95('10')).toEqual(['08', '09', '10']);
    expect(divisions04In95('13')).toEqual(['13', '21', '25', '28', '40']);
    expect(divisions04In95('02')).toEqual(expect.arrayContaining(['02', '12', '31', '32', '33']));
    for (const section of seedSections()) {
      expect(divisions04In95(sectionTo95(section).slice(0, 2))).toContain(section.slice(0, 2));
    }
  });
});
