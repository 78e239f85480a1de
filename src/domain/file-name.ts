import { z } from 'zod';

/** Characters of a stored file's name at most (most file systems allow 255 bytes; this leaves room for a suffix). */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * Why `name` cannot be a stored file's name, or null when it can: one name inside its company's folder, never a path.
 * No path separators, not `.` or `..` (nor any `..` in it), no NUL or other control characters, no leading dot
 * (a hidden file), no spaces around it, at most MAX_FILE_NAME_LENGTH characters.
 */
export function fileNameProblem(name: string): string | null {
  if (name.length === 0) return 'must not be empty';
  if (name.length > MAX_FILE_NAME_LENGTH) return `must be ${MAX_FILE_NAME_LENGTH} characters or fewer`;
  if (/[/\\]/.test(name)) return 'must be a file name, without / or \\';
  if (name.includes('..')) return 'must not contain ".."';
  if (name.startsWith('.')) return 'must not start with a dot';
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return 'must not contain control characters';
  if (name.trim() !== name) return 'must not start or end with a space';
  return null;
}

export const isFileName = (name: string): boolean => fileNameProblem(name) === null;

/** The rule as a schema for every write of a file name (the 400 names the field and says why). */
export const fileNameValue = z
  .string({ error: 'must be text' })
  .trim()
  .superRefine((name, ctx) => {
  const problem = fileNameProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
