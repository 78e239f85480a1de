import Keygrip from 'keygrip';
import { hashPassword } from '../../src/auth/passwords';
import { BEARER_TTL_MS, hashToken, newToken } from '../../src/auth/tokens';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import type { SessionUser } from '../../src/domain/session-user';

/** The session secret createTestApp's config uses (NODE_ENV=test). */
export const TEST_SECRET = 'test-secret-test-secret-test-secret-0000';

export interface TestUser {
  user: SessionUser;
  password: string;
  /** A live bearer token: `Authorization: Bearer ${token}`. */
  token: string;
  /** A signed session cookie header value, as the browser would hold after signing in. */
  cookie: string;
}

let counter = 0;

/** Factory: a new user with a live bearer token and a matching session cookie. */
export async function createTestUser(db: Db, overrides: { isAdmin?: boolean; coid?: number | null } = {}): Promise<TestUser> {
  counter += 1;
  const email = `tester${counter}-${Date.now()}@example.com`;
  const password = `pw-${counter}-long-enough`;
  const row = await db.one<{ seq: number }>(sql`
    INSERT INTO users (email, password_hash, first_name, last_name, is_admin, coid)
    VALUES (${email}, ${await hashPassword(password)}, 'Test', ${`User${counter}`}, ${overrides.isAdmin ?? false}, ${overrides.coid ?? null})
    RETURNING seq`);
  const token = newToken();
  await db.query(sql`INSERT INTO auth_tokens (token_hash, user_seq, kind, expires_at)
    VALUES (${hashToken(token)}, ${row.seq}, 'bearer', ${new Date(Date.now() + BEARER_TTL_MS)})`);
  const user: SessionUser = { seq: row.seq, email, firstName: 'Test', lastName: `User${counter}`, isAdmin: overrides.isAdmin ?? false, coid: overrides.coid ?? null };
  return { user, password, token, cookie: sessionCookie({ user, token, loggedInAt: new Date().toISOString() }) };
}

/** Signs a cookie-session value exactly as cookie-session does (name "session", keygrip over "name=value"). */
function sessionCookie(session: Record<string, unknown>, secret = TEST_SECRET): string {
  const value = Buffer.from(JSON.stringify(session)).toString('base64');
  const sig = new Keygrip([secret]).sign(`session=${value}`);
  return `session=${value}; session.sig=${sig}`;
}

/** The Origin header state-changing requests need (CSRF check). */
export const SAME_ORIGIN = { Origin: 'http://localhost:3000' };
