import { describe, it, expect } from 'vitest';
import {
  companyPath,
  companySlugId,
  isCoid,
  parseCompanyIdentifier,
  parseCompanyParam,
} from '../../src/domain/company-id';

describe('isCoid', () => {
  it.each([10000, 12345, 99999, '10000', '12345', '99999'])('accepts %j', (v) => {
    expect(isCoid(v)).toBe(true);
  });

  it.each([9999, 100000, 12345.5, -12345, NaN, Infinity, '01234', '1234', '123456', ' 12345', '12a45', '', null, undefined, {}, [12345]])(
    'rejects %j',
    (v) => {
      expect(isCoid(v)).toBe(false);
    },
  );
});

describe('parseCompanyParam', () => {
  it.each([
    ['acme-roofing-12345', { coid: 12345, slug: 'acme-roofing' }],
    ['acme-12345', { coid: 12345, slug: 'acme' }],
    ['3m-54321', { coid: 54321, slug: '3m' }],
    ['12345', { coid: 12345, slug: null }],
    ['99999', { coid: 99999, slug: null }],
    ['a-b-c-10000', { coid: 10000, slug: 'a-b-c' }],
    ['café-12345', { coid: 12345, slug: 'café' }],
  ])('parses %j', (input, expected) => {
    expect(parseCompanyParam(input)).toEqual(expected);
  });

  it.each([
    '',
    '1234',
    '123456',
    '01234',
    'abc',
    'acme-1234a',
    'acme-1234',
    'acme-123456',
    'acme12345',
    '-12345',
    'acme--12345',
    'acme_roofing-12345',
    'acme-12345-',
    ' acme-12345',
    'acme/12345',
  ])('rejects %j', (input) => {
    expect(parseCompanyParam(input)).toBeNull();
  });
});

describe('companyPath / companySlugId', () => {
  it('builds slug-id paths', () => {
    expect(companyPath('Acme Roofing, Inc.', 12345)).toBe('/company/acme-roofing-inc-12345');
    expect(companySlugId('Acme Roofing, Inc.', 12345)).toBe('acme-roofing-inc-12345');
    expect(companyPath('Smith & Sons', 54321)).toBe('/company/smith-and-sons-54321');
  });

  it('omits the slug when the name has none', () => {
    expect(companyPath('', 12345)).toBe('/company/12345');
    expect(companyPath('!!!', 12345)).toBe('/company/12345');
    expect(companySlugId('---', 12345)).toBe('12345');
  });

  it('round-trips through parseCompanyParam', () => {
    expect(parseCompanyParam(companySlugId('Ångström Glass', 40404))).toEqual({ coid: 40404, slug: 'angstrom-glass' });
  });
});

describe('parseCompanyIdentifier', () => {
  it.each([
    ['12345', { coid: 12345, webabrv: null }],
    ['12345:acmer', { coid: 12345, webabrv: 'acmer' }],
    ['12345:AB', { coid: 12345, webabrv: 'AB' }],
    ['12345:abcdef123456', { coid: 12345, webabrv: 'abcdef123456' }],
    [' 54321:x1 ', { coid: 54321, webabrv: 'x1' }],
  ])('parses %j', (input, expected) => {
    expect(parseCompanyIdentifier(input)).toEqual(expected);
  });

  it.each([
    '',
    '1234',
    '123456',
    '01234',
    '12345:',
    '12345:a',
    '12345:abcdefghijklm',
    '12345:ab-cd',
    '12345-acme',
    'acme',
    'acmer12345',
    '12345:ab:cd',
  ])('rejects %j', (input) => {
    expect(parseCompanyIdentifier(input)).toBeNull();
  });
});
