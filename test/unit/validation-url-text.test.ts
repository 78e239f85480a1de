import { describe, it, expect } from 'vitest';
import {
  alphanumericSchema,
  hasAlphanumeric,
  isValidUrl,
  MESSAGES,
  urlSchema,
} from '../../src/domain/validation';
import { companyCount, planCompanies } from '../../scripts/seed/companies';
import { DEFAULT_SEED } from '../../scripts/seed/index';
import { Rng } from '../../scripts/seed/prng';

describe('urlSchema', () => {
  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://example.com',
    'HTTPS://WWW.EXAMPLE.COM',
    'https://sub.example.co.uk/path/to/page',
    'https://example.com/search?q=doors&page=2',
    'example.com:8080',
    'https://example.museum',
    'https://arch-firm.io/#contact',
    ' example.org/ ',
    'https://example.technology',
    'https://www.granite-hardware.example',
    `https://example.${'a'.repeat(63)}`,
  ])('accepts %j', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    '',
    'example',
    'localhost',
    'http://',
    'ftp://example.com',
    'https://example.c',
    `https://example.${'a'.repeat(64)}`,
    'https://example.c0m',
    'https://192.168.0.1',
    'https://exa mple.com',
    'https://-example.com',
    'https://example-.com',
    'https://example..com',
    'https://example.com/pa th',
    'javascript:alert(1)',
    'mailto:jane@example.com',
    `https://${'a'.repeat(64)}.com`,
  ])('rejects %j', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });

  it('reports the web address message', () => {
    expect(urlSchema.safeParse('nope').error?.issues[0].message).toBe('Enter a valid web address');
  });
});

describe('alphanumericSchema', () => {
  it.each(['a', 'Z', '0', ' 9 ', 'é', '東', '---a---', 'Door #2', 'ＡＢＣ'])('accepts %j', (text) => {
    expect(hasAlphanumeric(text)).toBe(true);
  });

  it.each(['', ' ', '   ', '---', '!!!', '...', '—', '😀', '\t\n', '#$%&'])('rejects %j', (text) => {
    expect(hasAlphanumeric(text)).toBe(false);
  });

  it('reports the message', () => {
    expect(alphanumericSchema.safeParse('!!').error?.issues[0].message).toBe(MESSAGES.alphanumeric);
    expect(MESSAGES.alphanumeric).toBe('Enter at least one letter or number');
  });

  it('rejects non-strings', () => {
    expect(hasAlphanumeric(5)).toBe(false);
    expect(hasAlphanumeric(null)).toBe(false);
  });
});

describe('the demo catalog against the URL rule', () => {
  it('accepts every website the seed gives a manufacturer (the reserved .example domain)', () => {
    const plans = planCompanies(new Rng(DEFAULT_SEED), companyCount(5000), 5000);
    const refused = plans.map((p) => p.website).filter((website) => !isValidUrl(website));
    expect(plans.length).toBeGreaterThan(100);
    expect(refused).toEqual([]);
  });
});
