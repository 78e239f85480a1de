import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MESSAGES, alphanumericSchema, emailSchema, isValidEmail, isValidPhone, isValidUrl, isoDateSchema, phoneSchema,
  safeTextSchema, urlSchema, zipSchema,
} from '../../src/domain/validation';

const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0];

describe('validation messages', () => {
  it.each([
    ['email', emailSchema, MESSAGES.email],
    ['phone', phoneSchema, MESSAGES.phone],
    ['zip', zipSchema, MESSAGES.zip],
    ['url', urlSchema, MESSAGES.url],
    ['date', isoDateSchema, MESSAGES.date],
    ['safe text', safeTextSchema, MESSAGES.unsafeText],
    ['alphanumeric', alphanumericSchema, MESSAGES.alphanumeric],
  ])('a %s field that is not text gets its own message', (_, schema, message) => {
    expect(firstIssue(schema, 42)?.message).toBe(message);
  });

  it('reports rule failures as custom issues with the rule message', () => {
    expect(firstIssue(emailSchema, 'not-an-address')).toMatchObject({ code: 'custom', message: MESSAGES.email });
    expect(firstIssue(phoneSchema, '555-123-4567')).toMatchObject({ code: 'custom', message: MESSAGES.phone555 });
  });
});

describe('validation patterns, edges', () => {
  it('ends an email domain at its letters', () => {
    expect(isValidEmail('a@example.com')).toBe(true);
    expect(isValidEmail('a@example.com-')).toBe(false);
  });

  it('takes +1 before a phone number with or without a separator', () => {
    expect(isValidPhone('+15125551234')).toBe(true);
    expect(isValidPhone('+1 512 555 1234')).toBe(true);
  });

  it('takes one-letter labels in a web address', () => {
    expect(isValidUrl('https://x.example.com')).toBe(true);
    expect(isValidUrl('x.io')).toBe(true);
  });
});
