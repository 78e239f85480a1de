import { describe, expect, it } from 'vitest';
import { fileNameProblem, fileNameValue, isFileName, MAX_FILE_NAME_LENGTH } from '../../src/domain/file-name';

describe('file names', () => {
  it('accepts the names files are stored under', () => {
    for (const name of ['acme-08-11-13.pdf', 'Door Frame HM-1 (rev 2).dxf', 'x', 'a.b.c', 'é.ifc', 'a'.repeat(MAX_FILE_NAME_LENGTH)]) {
      expect(fileNameProblem(name), name).toBeNull();
    }
  });

  it('refuses paths, dot names, hidden files, control characters, surrounding spaces and long names, saying why', () => {
    const cases: Array<[string, RegExp]> = [
      ['', /empty/],
      ['.', /dot/],
      ['..', /\.\./],
      ['a/b.pdf', /without \//],
      ['..\\b.pdf', /without \//],
      ['x..y', /\.\./],
      ['.htaccess', /dot/],
      ['a\u0000.pdf', /control/],
      ['a\n.pdf', /control/],
      ['a\u007f', /control/],
      [' a.pdf', /space/],
      ['a'.repeat(MAX_FILE_NAME_LENGTH + 1), /characters or fewer/],
    ];
    for (const [name, why] of cases) {
      expect(fileNameProblem(name), JSON.stringify(name)).toMatch(why);
      expect(isFileName(name)).toBe(false);
    }
  });

  it('as a schema: trims, then refuses with the reason', () => {
    expect(fileNameValue.parse(' a.pdf ')).toBe('a.pdf');
    const result = fileNameValue.safeParse('..');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('must not contain ".."');
    expect(fileNameValue.safeParse(12).error?.issues[0].message).toBe('must be text');
  });
});
