import { describe, it, expect } from 'vitest';
import { emailSchema, isValidEmail, MESSAGES } from '../../src/domain/validation';

const label = (n: number) => 'a'.repeat(n);

describe('emailSchema', () => {
  it.each([
    'jane@example.com',
    'jane.doe@example.com',
    'jane+specs@example.co.uk',
    "o'brien@arch-firm.com",
    'J.Smith@Example.COM',
    'a@b.io',
    'user_name-1@sub.domain.example.org',
    '  padded@example.com  ',
    `${label(64)}@example.com`,
    `jane@${label(63)}.com`,
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'plainaddress',
    '@example.com',
    'jane@',
    'jane@@example.com',
    'jane@doe@example.com',
    'jane doe@example.com',
    'jane@example',
    'jane@example.c',
    'jane@-example.com',
    'jane@example-.com',
    'jane@exa_mple.com',
    '.jane@example.com',
    'jane.@example.com',
    'jane..doe@example.com',
    'josé@example.com',
    'jane@example..com',
    `${label(65)}@example.com`,
    `jane@${label(64)}.com`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('trims surrounding whitespace', () => {
    expect(emailSchema.parse('  jane@example.com ')).toBe('jane@example.com');
  });

  it('does not lowercase the address', () => {
    expect(emailSchema.parse('Jane@Example.COM')).toBe('Jane@Example.COM');
  });

  it('rejects a domain longer than 255 characters', () => {
    const domain = `${Array(5).fill(label(60)).join('.')}.com`;
    expect(domain.length).toBeGreaterThan(255);
    const result = emailSchema.safeParse(`jane@${domain}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(MESSAGES.emailDomainTooLong);
  });

  it('accepts a 255-character domain and rejects 256', () => {
    const domainOf = (n: number) => `${label(63)}.${label(63)}.${label(63)}.${label(n)}.com`;
    expect(domainOf(59)).toHaveLength(255);
    expect(isValidEmail(`jane@${domainOf(59)}`)).toBe(true);
    expect(domainOf(60)).toHaveLength(256);
    expect(emailSchema.safeParse(`jane@${domainOf(60)}`).error?.issues[0].message).toBe(MESSAGES.emailDomainTooLong);
  });

  it.each([
    ['no-at-sign', MESSAGES.email],
    [`${label(65)}@example.com`, MESSAGES.emailLocalTooLong],
    [`jane@${label(64)}.com`, MESSAGES.emailLabelTooLong],
    ['jane@example', MESSAGES.email],
  ])('gives a clear message for %j', (email, message) => {
    const result = emailSchema.safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it('rejects non-strings with the email message', () => {
    const result = emailSchema.safeParse(42);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Enter a valid email address');
    expect(isValidEmail(undefined)).toBe(false);
  });
});
