import { describe, it, expect } from 'vitest';
import { DIVISIONS, DIVISIONS_95, SECTIONS, SECTIONS_95, divisionTitle, isDivision, sectionTitle } from '../../src/domain/csi';

describe('MasterFormat 2004 data', () => {
  it('has all 35 divisions with unique two-digit numbers', () => {
    expect(DIVISIONS).toHaveLength(35);
    expect(new Set(DIVISIONS.map((d) => d.division)).size).toBe(35);
    expect(DIVISIONS.every((d) => /^\d{2}$/.test(d.division))).toBe(true);
    expect(DIVISIONS.map((d) => d.division)).toEqual([
      '00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14',
      '21', '22', '23', '25', '26', '27', '28', '31', '32', '33', '34', '35', '40', '41', '42', '43', '44', '45', '46', '48',
    ]);
  });

  it('has at least 150 well-formed unique sections in known divisions', () => {
    expect(SECTIONS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(SECTIONS.map((s) => s.section)).size).toBe(SECTIONS.length);
    for (const s of SECTIONS) {
      expect(s.section).toMatch(/^\d{2} \d{2} \d{2}$/);
      expect(s.division).toBe(s.section.slice(0, 2));
      expect(isDivision(s.division)).toBe(true);
      expect(s.title.trim()).toBe(s.title);
      expect(s.title.length).toBeGreaterThan(2);
    }
  });

  it('covers the building divisions', () => {
    const divisions = new Set(SECTIONS.map((s) => s.division));
    for (const d of ['03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '21', '22', '23', '26', '27', '28', '31', '32', '33']) {
      expect(divisions.has(d)).toBe(true);
    }
  });

  it.each([
    ['03 30 00', 'Cast-in-Place Concrete'],
    ['05 12 00', 'Structural Steel Framing'],
    ['07 54 00', 'Thermoplastic Membrane Roofing'],
    ['08 11 13', 'Hollow Metal Doors and Frames'],
    ['08 44 13', 'Glazed Aluminum Curtain Walls'],
    ['09 21 16', 'Gypsum Board Assemblies'],
    ['09 68 13', 'Tile Carpeting'],
    ['10 44 16', 'Fire Extinguishers'],
    ['14 21 00', 'Electric Traction Elevators'],
    ['23 37 13', 'Diffusers, Registers, and Grilles'],
    ['28 31 00', 'Fire Detection and Alarm'],
    ['32 14 13', 'Precast Concrete Unit Paving'],
  ])('%s is %s', (section, title) => {
    expect(sectionTitle(section)).toBe(title);
  });
});

describe('MasterFormat 1995 data', () => {
  it('has 16 divisions and at least 40 five-digit sections', () => {
    expect(DIVISIONS_95.map((d) => d.division)).toEqual(
      Array.from({ length: 16 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(SECTIONS_95.length).toBeGreaterThanOrEqual(40);
    for (const s of SECTIONS_95) {
      expect(s.section).toMatch(/^\d{5}$/);
      expect(s.division).toBe(s.section.slice(0, 2));
    }
    expect(new Set(SECTIONS_95.map((s) => s.section)).size).toBe(SECTIONS_95.length);
  });

  it('looks up 1995 titles', () => {
    expect(sectionTitle('08110', '95')).toBe('Steel Doors and Frames');
    expect(sectionTitle('08 110', '95')).toBe('Steel Doors and Frames');
    expect(sectionTitle('99999', '95')).toBeNull();
    expect(divisionTitle('08', '95')).toBe('Doors and Windows');
    expect(divisionTitle('15', '95')).toBe('Mechanical');
    expect(divisionTitle('21', '95')).toBeNull();
  });
});
