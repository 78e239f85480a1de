import { describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../src/web/error-handler';
import type { RenderDeps } from '../../src/web/render';
import { dataExceptionOf } from '../../src/data-exception';
import { nulFieldOf } from '../../src/domain/input-text';
import { jsonTooDeep } from '../../src/domain/json-depth';
import { isoDateSchema, isoDateTimeSchema, isRealIsoDate } from '../../src/domain/validation';
import { parseInput } from '../../src/parse-input';
import { z } from 'zod';

describe('nulFieldOf', () => {
  it('names the first field holding a NUL, however deep', () => {
    expect(nulFieldOf({ q: 'door' })).toBeNull();
    expect(nulFieldOf({ q: 'do\u0000or' })).toBe('q');
    expect(nulFieldOf({ inputs: [{ value: 'ok' }, { value: 'a\u0000' }] })).toBe('inputs.1.value');
    expect(nulFieldOf({ ['k\u0000']: 'v' })).toBe('k\\0');
    expect(nulFieldOf('a\u0000')).toBe('');
    expect(nulFieldOf(42)).toBeNull();
  });

  it('walks a value 100,000 levels deep without exhausting the stack, and names the first NUL in order', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulFieldOf({ a: deep })).toBe(['a', ...Array.from({ length: 100_000 }, () => '0')].join('.'));
    expect(nulFieldOf({ first: ['ok', 'x\u0000'], second: 'y\u0000' })).toBe('first.1');
    expect(nulFieldOf([{ a: 'ok' }, { b: { c: 'z\u0000' } }])).toBe('1.b.c');
  });
});

describe('jsonTooDeep', () => {
  const bytes = (text: string) => Buffer.from(text);

  it('counts objects and arrays, not brackets inside strings or after escaped quotes', () => {
    expect(jsonTooDeep(bytes('[[[]]]'), 3)).toBeNull();
    expect(jsonTooDeep(bytes('[[[[]]]]'), 3)).toEqual({ field: '' });
    expect(jsonTooDeep(bytes('{"a":"[[[[[[","b":"\\"}'), 1)).toBeNull();
    expect(jsonTooDeep(bytes('{"a":"\\"[[[["}'), 1)).toBeNull();
    expect(jsonTooDeep(bytes('{"a":[1,{"b":2}],"b":3}'), 2)).toEqual({ field: 'a' });
  });

  it('names the top-level key the deep value is under, cut and printable', () => {
    expect(jsonTooDeep(bytes('{"ok":[[1]],"deep":[[[[1]]]]}'), 3)).toEqual({ field: 'deep' });
    expect(jsonTooDeep(bytes(`{"${'k'.repeat(500)}":[[[[1]]]]}`), 3)).toEqual({ field: 'k'.repeat(64) });
    expect(jsonTooDeep(bytes('{"é\n":[[[[1]]]]}'), 3)).toEqual({ field: '??' });
    expect(jsonTooDeep(bytes('[{"inner":[[[1]]]}]'), 3)).toEqual({ field: '' });
  });

  it('stops at the first level too deep: a megabyte of brackets is one short pass', () => {
    expect(jsonTooDeep(bytes('['.repeat(1_000_000)))).toEqual({ field: '' });
  });
});

describe('parseInput', () => {
  it('refuses NUL text with a 400 naming the field, before the schema runs', () => {
    expect(() => parseInput(z.object({ q: z.string() }), { q: 'a\u0000b' }, 'query')).toThrow(/Invalid query: q: must not contain a NUL character/);
  });
});

describe('dates', () => {
  it('accepts real calendar days only, years 0001 to 9999', () => {
    for (const day of ['2024-02-29', '0001-01-01', '9999-12-31', '2026-04-30']) expect(isRealIsoDate(day)).toBe(true);
    for (const day of ['2026-02-31', '2023-02-29', '0000-01-01', '2026-13-01', '2026-04-31', '2026-1-1', '2026-01-01T00:00:00Z']) {
      expect(isRealIsoDate(day)).toBe(false);
    }
  });

  it('date and date-time schemas name the expected form', () => {
    expect(isoDateSchema.safeParse('2026-02-31').error?.issues[0].message).toMatch(/real date written YYYY-MM-DD/);
    expect(isoDateTimeSchema.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(isoDateTimeSchema.safeParse('2026-02-31T00:00:00Z').success).toBe(false);
    expect(isoDateTimeSchema.safeParse('2026-02-28T12:00:00+01:00').success).toBe(true);
  });
});

describe('dataExceptionOf (error handler backstop)', () => {
  it('turns PostgreSQL data exceptions (class 22) into a 400 and leaves other errors alone', () => {
    for (const code of ['22021', '22008', '22007', '22P02', '22003']) expect(dataExceptionOf({ code })?.statusCode).toBe(400);
    expect(dataExceptionOf({ code: '23505' })).toBeNull();
    expect(dataExceptionOf(new Error('x'))).toBeNull();
    expect(dataExceptionOf(null)).toBeNull();
  });
});

describe('the error handler backstop', () => {
  it('answers a data exception with a JSON 400 and logs a warning naming the route', () => {
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args), info: () => {}, error: () => {} };
    const sent: { status?: number; body?: unknown } = {};
    const req = { method: 'GET', path: '/api/things', originalUrl: '/api/things?q=x', log, get: () => undefined, is: () => null };
    const res = {
      headersSent: false,
      status(code: number) {
        sent.status = code;
        return this;
      },
      setHeader() {},
      json(body: unknown) {
        sent.body = body;
      },
    };
    const handler = createErrorHandler({ log } as unknown as RenderDeps);
    handler(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }), req as never, res as never, () => {});
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ error: { status: 400 } });
    expect(warnings).toHaveLength(1);
    expect(warnings[0][0]).toMatchObject({ route: 'GET /api/things' });
  });
});
