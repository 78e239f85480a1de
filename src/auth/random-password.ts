import { randomBytes } from 'node:crypto';

/** A password nobody chose: 18 random bytes as 24 URL-safe characters (report passwords, seeded accounts without a demo password). */
export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}
