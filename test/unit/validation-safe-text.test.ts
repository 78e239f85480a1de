import { describe, it, expect } from 'vitest';
import { isSafeText, MESSAGES, safeTextSchema } from '../../src/domain/validation';
import { findUnsafeToken } from '../../src/domain/unsafe-text';

describe('safeTextSchema accepts ordinary product prose', () => {
  it.each([
    '',
    'Sleep-inducing acoustic panels',
    'Sleep pods for nap rooms',
    'Select finish from manufacturer’s standard colors',
    'select finish',
    'Prime surfaces; select finish from the manufacturer’s standard range.',
    'Or equal products',
    'Products by Acme or equal; submit data.',
    '2-hour fire rating',
    '1/2 in. gypsum board',
    "Owner's manual",
    "Owner's and Architect's review",
    'Hex (6-sided) mosaic tile',
    'Char (dark grey) finish',
    'Union Station renovation: select contractors',
    'Delete existing partitions; update drawings',
    'Doors - Division 08 -- see schedule for sizes',
    'Waiting room benches, delay-action closers',
    'Color: 0x1234 reference',
    'Benchmark performance of HVAC systems',
    'Etc./passwords are managed by IT',
    'Ratio 1:1, pattern A = B',
    'Café crème acoustic felt — 東京',
    'Script lettering on signage',
    'Type X gypsum, UL Design U419; R-19 insulation',
  ])('accepts %j', (text) => {
    expect(findUnsafeToken(text)).toBeNull();
    expect(isSafeText(text)).toBe(true);
  });
});

describe('safeTextSchema rejects injection and probe tokens', () => {
  it.each([
    'sleep(5)',
    'SLEEP (10)',
    "1' AND sleep(5)#",
    'x; WAITFOR DELAY \'0:0:5\'',
    'benchmark(1000000,md5(1))',
    'select pg_sleep(5)',
    '1 and pg_sleep(5)',
    '../../etc/passwd',
    '/etc/passwd',
    '..\\..\\windows',
    'C:\\Windows\\win.ini',
    'c:\\boot.ini',
    'win.ini',
    'hex(version())',
    'unhex (0x41)',
    'md5(1)',
    'SHA1(password)',
    'CHAR(113)+CHAR(120)',
    'chr(65)',
    '0x4142434445464748',
    '<script>alert(1)</script>',
    '< SCRIPT src=x>',
    'javascript:alert(1)',
    'JavaScript :void(0)',
    '1 UNION SELECT username FROM users',
    'x union all select 1,2',
    "' or '1'='1",
    "admin' OR 'a'='a",
    '" or "x"="x',
    "1' or 1=1",
    'id=1 or 1=1',
    "admin'--",
    'text -- ',
    '1; DROP TABLE users',
    '1;select * from users',
    '; select @@version',
    '; insert into users values (1)',
    '; delete from products',
    '; update users set admin=1',
    '; select name from users',
    '<img src=x onerror=alert(1)>',
    '${7*7}',
    '{{7*7}}',
    'file%00.txt',
    'SELECT * FROM information_schema.tables',
  ])('rejects %j', (text) => {
    expect(findUnsafeToken(text)).not.toBeNull();
    expect(isSafeText(text)).toBe(false);
  });

  it('reports the not-allowed message', () => {
    const result = safeTextSchema.safeParse('sleep(5)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(MESSAGES.unsafeText);
    expect(MESSAGES.unsafeText).toBe('This text contains characters or words that are not allowed');
  });

  it('names the offending token', () => {
    expect(findUnsafeToken('Great panels. sleep(3)')).toBe('sleep(');
    expect(findUnsafeToken('see /etc/passwd')).toBe('/etc/passwd');
  });

  it('handles long input quickly', () => {
    const prose = 'Acoustic ceiling panels, 2 ft x 2 ft, select finish. '.repeat(5000);
    const start = Date.now();
    expect(isSafeText(prose)).toBe(true);
    expect(isSafeText(`${prose} sleep(5)`)).toBe(false);
    expect(Date.now() - start).toBeLessThan(1000);
  });

  it('rejects non-strings', () => {
    expect(isSafeText(undefined)).toBe(false);
    expect(isSafeText({ text: 'x' })).toBe(false);
  });
});
