import { describe, expect, it } from 'vitest';
import { newAccountSchema, profileUpdateSchema, rememberMeSchema, signInSchema } from '../../src/services/accounts/schemas';
import { returnPath } from '../../src/domain/return-path';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.')).sort();

describe('account input rules', () => {
  it('lower-cases and trims the email of a new account', () => {
    const parsed = newAccountSchema.parse({ email: '  Ada@Example.COM ', password: 'long-enough-pw', firstName: 'Ada', lastName: 'L' });
    expect(parsed.email).toBe('ada@example.com');
  });

  it('names every bad field of a new account', () => {
    const result = newAccountSchema.safeParse({ email: 'x', password: '123', firstName: '', lastName: '<script>alert(1)</script>', zip: '1', phone: '555 123 4567', website: 'a', state: 'QQ' });
    expect(fieldsOf(result)).toEqual(['email', 'firstName', 'lastName', 'password', 'phone', 'state', 'website', 'zip']);
  });

  it('accepts blank optional fields and normalises the state code', () => {
    const parsed = profileUpdateSchema.parse({ phone: '', website: '', zip: '', state: ' on, can ', company: '  Firm  ' });
    expect(parsed).toEqual({ phone: '', website: '', zip: '', state: 'ON, CAN', company: 'Firm' });
    expect(profileUpdateSchema.parse({ state: '' }).state).toBe('');
  });

  it('keeps the sign-in password rules hidden: any non-empty password is checked', () => {
    expect(signInSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true);
    expect(fieldsOf(signInSchema.safeParse({ email: 'a@example.com', password: '' }))).toEqual(['password']);
  });

  it('reads remember-me from JSON booleans and form checkboxes', () => {
    expect(rememberMeSchema.parse(true)).toBe(true);
    expect(rememberMeSchema.parse('on')).toBe(true);
    expect(rememberMeSchema.parse(undefined)).toBe(false);
    expect(rememberMeSchema.parse('false')).toBe(false);
    expect(rememberMeSchema.safeParse('yes please').success).toBe(false);
  });
});

describe('returnPath after sign-in', () => {
  it.each([
    ['/account/profile', '/account/profile'],
    ['/search/door?sort=title', '/search/door?sort=title'],
    ['//evil.example', '/account'],
    ['/\\evil.example', '/account'],
    ['https://evil.example/', '/account'],
    ['javascript:alert(1)', '/account'],
    ['/signin?redirect=/x', '/account'],
    ['/signout', '/account'],
    ['/reset/abc', '/account'],
    ['/ok\r\nSet-Cookie: x=1', '/account'],
    [undefined, '/account'],
    [['/a', '/b'], '/account'],
  ])('%j goes to %s', (value, expected) => {
    expect(returnPath(value)).toBe(expected);
  });
});
