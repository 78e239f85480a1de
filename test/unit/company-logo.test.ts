import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCompanyLogo } from '../../scripts/seed/files';
import { companyInitials, monogramSvg } from '../../src/domain/company-logo';
import { createLocalDiskStore } from '../../src/services/storage/local-disk-store';

describe('company logos', () => {
  it('takes the initials of the first significant words', () => {
    expect(companyInitials('Tessmer Door Systems')).toBe('TD');
    expect(companyInitials('The Acme Company, Inc.')).toBe('A');
    expect(companyInitials('Kühn & Söhne')).toBe('KS');
    expect(companyInitials('Systems Inc')).toBe('SI');
    expect(companyInitials('***')).toBe('?');
  });

  it('draws the same mark for the same name and a different colour for another', () => {
    const a = monogramSvg('Tessmer Door Systems');
    expect(monogramSvg('Tessmer Door Systems')).toBe(a);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 96 96"/);
    expect(a).toContain('>TD</text>');
    const fill = (svg: string) => /fill="(hsl\([^)]+\))"/.exec(svg)?.[1];
    expect(fill(monogramSvg('Harbor Glass Works'))).not.toBe(fill(a));
  });

  it('escapes the name', () => {
    expect(monogramSvg('<Brick> & "Block"')).toContain('<title>&lt;Brick&gt; &amp; &quot;Block&quot;</title>');
  });

  it('is written by the seed unless an uploaded logo is there', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'logos-'));
    const files = createLocalDiskStore(dir);
    try {
      await writeCompanyLogo(files, 10001, 'Tessmer Door Systems');
      expect(readFileSync(path.join(dir, 'media', 'logos', '10001.svg'), 'utf8')).toBe(monogramSvg('Tessmer Door Systems'));
      writeFileSync(path.join(dir, 'media', 'logos', '10002.svg'), '<svg>uploaded</svg>');
      await writeCompanyLogo(files, 10002, 'Harbor Glass Works');
      expect(readFileSync(path.join(dir, 'media', 'logos', '10002.svg'), 'utf8')).toBe('<svg>uploaded</svg>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
