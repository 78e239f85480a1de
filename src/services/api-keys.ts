import { hashToken, newToken } from '../auth/tokens';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';

/** Keys look like 'sk_' and 43 URL-safe characters (256 random bits). */
export const API_KEY_PREFIX = 'sk_';
const API_KEY_PATTERN = /^sk_[A-Za-z0-9_-]{43}$/;
const SHOWN_PREFIX_CHARS = 7;

export interface ApiKey {
  id: number;
  name: string;
  keyPrefix: string;
  rateLimit: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** The manufacturer the key may manage (/api/manage/{coid}); null for a read-only integrator's key. */
  coid: number | null;
  /** Writes to that manufacturer's products (create, change, submit, withdraw) as well as reads. */
  canWrite: boolean;
}

/** What authenticating with a key yields: which key, and its budget. */
export interface ApiKeyCaller {
  id: number;
  name: string;
  rateLimit: number;
}

const COLUMNS = sql.raw(`id, name, key_prefix AS "keyPrefix", rate_limit AS "rateLimit",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS "createdAt",
  to_char(last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS "lastUsedAt",
  to_char(revoked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS "revokedAt", coid, can_write AS "canWrite"`);

/** A new key: the secret is returned this once; only its SHA-256 and first characters are stored. */
export async function issueApiKey(
  db: Queryable,
  input: { name: string; rateLimit: number; createdBy: number; coid?: number | null; canWrite?: boolean },
): Promise<{ key: ApiKey; secret: string }> {
  const secret = `${API_KEY_PREFIX}${newToken()}`;
  const key = await db.one<ApiKey>(sql`
    INSERT INTO api_keys (name, key_hash, key_prefix, rate_limit, created_by, coid, can_write)
    VALUES (${input.name}, ${hashToken(secret)}, ${secret.slice(0, SHOWN_PREFIX_CHARS)}, ${input.rateLimit}, ${input.createdBy},
      ${input.coid ?? null}, ${input.coid ? (input.canWrite ?? false) : false})
    RETURNING ${COLUMNS}`);
  return { key, secret };
}

/** Every key, live ones first, newest first. */
export function listApiKeys(db: Queryable): Promise<ApiKey[]> {
  return db.many<ApiKey>(sql`SELECT ${COLUMNS} FROM api_keys ORDER BY revoked_at IS NOT NULL, created_at DESC, id DESC`);
}

/** Revokes a key at once; false when there is no such live key. */
export async function revokeApiKey(db: Queryable, id: number): Promise<boolean> {
  const result = await db.query(sql`UPDATE api_keys SET revoked_at = now() WHERE id = ${id} AND revoked_at IS NULL`);
  return result.rowCount > 0;
}

/**
 * The live key a caller presented, or null. The lookup is by hash (a database leak yields no key and
 * the comparison never touches the secret); last use is written at most once a minute per key.
 */
export async function authenticateApiKey(db: Queryable, secret: string): Promise<ApiKeyCaller | null> {
  if (!API_KEY_PATTERN.test(secret)) return null;
  const caller = await db.maybeOne<ApiKeyCaller>(sql`
    SELECT id, name, rate_limit AS "rateLimit" FROM api_keys WHERE key_hash = ${hashToken(secret)} AND revoked_at IS NULL`);
  if (caller) {
    await db.query(sql`UPDATE api_keys SET last_used_at = now()
      WHERE id = ${caller.id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`);
  }
  return caller;
}

/** A live key as the manufacturers' API sees it: which manufacturer it is scoped to, and whether it writes. */
interface ManageKey {
  id: number;
  keyPrefix: string;
  coid: number | null;
  canWrite: boolean;
}

/** The live key a machine client presented to /api/manage, or null (unknown, malformed or revoked). */
export async function findManageKey(db: Queryable, secret: string): Promise<ManageKey | null> {
  if (!API_KEY_PATTERN.test(secret)) return null;
  return db.maybeOne<ManageKey>(sql`
    SELECT id, key_prefix AS "keyPrefix", coid, can_write AS "canWrite" FROM api_keys
    WHERE key_hash = ${hashToken(secret)} AND revoked_at IS NULL`);
}
