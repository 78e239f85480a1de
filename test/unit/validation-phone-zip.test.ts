import { describe, it, expect } from 'vitest';
import { isValidPhone, isValidZip, MESSAGES, phoneSchema, zipSchema } from '../../src/domain/validation';

describe('phoneSchema', () => {
  it.each([
    '2125550123',
    '212-555-0123',
    '212.555.0123',
    '212 555 0123',
    '(212) 555-0123',
    '(212)555-0123',
    '+1 212-555-0123',
    '+1 (212) 555-0123',
    '1-212-555-0123',
    '  (415) 867-5309  ',
  ])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    '',
    '212-555-012',
    '212-555-01234',
    '212_555_0123',
    '212/555/0123',
    '(212 555-0123',
    '212) 555-0123',
    'phone: 2125550123',
    '12125550123',
    '+44 20 7946 0958',
    '212-555-0123 ext 4',
    '２１２５５５０１２３',
  ])('rejects %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it.each(['555-123-4567', '5551234567', '(555) 123-4567', '+1 555-123-4567', '1-555-123-4567', '555', '555-12'])(
    'rejects 555 numbers (%j) with the 555 message',
    (phone) => {
      const result = phoneSchema.safeParse(phone);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(MESSAGES.phone555);
    },
  );

  it('uses the generic message for other bad numbers', () => {
    const result = phoneSchema.safeParse('12-34');
    expect(result.error?.issues[0].message).toBe('Enter a 10-digit US phone number');
  });

  it('returns the trimmed value', () => {
    expect(phoneSchema.parse(' 212-555-0123 ')).toBe('212-555-0123');
  });
});

describe('zipSchema', () => {
  it.each(['12345', '00501', '99950', '90210', '12345-6789', '00000-0000', ' 10001 ', '60601-1234'])(
    'accepts %j',
    (zip) => {
      expect(isValidZip(zip)).toBe(true);
    },
  );

  it.each(['', '1234', '123456', '12345-678', '12345-67890', '12345 6789', '123456789', 'ABCDE', '1234a', '12345-', 'K1A 0B1', '١٢٣٤٥'])(
    'rejects %j',
    (zip) => {
      expect(isValidZip(zip)).toBe(false);
    },
  );

  it('reports the ZIP message', () => {
    const result = zipSchema.safeParse('1234');
    expect(result.error?.issues[0].message).toBe('Enter a 5-digit ZIP code or ZIP+4');
  });
});
