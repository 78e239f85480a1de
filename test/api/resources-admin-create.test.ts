import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/passwords';
import { BEARER_TTL_MS, hashToken, newToken } from '../../src/auth/tokens';
import { sql } from '../../src/db/sql';
import { ensureAdministrator } from '../../src/services/resources/administrators';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (email: string) =>
  t.db.one<{ seq: number; isAdmin: boolean; hash: string }>(sql`SELECT seq, is_admin AS "isAdmin", password_hash AS hash FROM users WHERE email = ${email}`);

describe('ensureAdministrator', () => {
  it('creates an administrator with a generated password, shown once and stored hashed', async () => {
    const result = await ensureAdministrator(t.db, { email: 'Chief@Example.com' });
    expect(result).toMatchObject({ email: 'chief@example.com', created: true, generatedPassword: expect.stringMatching(/^\S{20}$/) });
    const row = await account('chief@example.com');
    expect(row.isAdmin).toBe(true);
    expect(row.hash).not.toContain(result.generatedPassword);
    expect(await verifyPassword(result.generatedPassword!, row.hash)).toBe(true);
  });

  it('promotes an existing account, keeping its password unless one is given', async () => {
    const member = await createTestUser(t.db);
    const promoted = await ensureAdministrator(t.db, { email: member.user.email });
    expect(promoted).toEqual({ seq: member.user.seq, email: member.user.email, created: false });
    expect(await verifyPassword(member.password, (await account(member.user.email)).hash)).toBe(true);
    await ensureAdministrator(t.db, { email: member.user.email, password: 'a-brand-new-passphrase' });
    const row = await account(member.user.email);
    expect(row.isAdmin).toBe(true);
    expect(await verifyPassword('a-brand-new-passphrase', row.hash)).toBe(true);
  });

  it('refuses a bad email or a short password', async () => {
    await expect(ensureAdministrator(t.db, { email: 'not-an-email' })).rejects.toThrow();
    await expect(ensureAdministrator(t.db, { email: 'ok@example.com', password: 'short' })).rejects.toThrow(/10 characters/);
    expect(await t.db.maybeOne(sql`SELECT 1 FROM users WHERE email = 'ok@example.com'`)).toBeNull();
  });

  it('makes an account that may write resources', async () => {
    const { seq } = await ensureAdministrator(t.db, { email: 'writer@example.com', password: 'writer-passphrase' });
    const token = newToken();
    await t.db.query(sql`INSERT INTO auth_tokens (token_hash, user_seq, kind, expires_at)
      VALUES (${hashToken(token)}, ${seq}, 'bearer', ${new Date(Date.now() + BEARER_TTL_MS)})`);
    const res = await request(t.app).post('/api/blog-posts').set('Authorization', `Bearer ${token}`).send({ title: 'Written by the new admin' });
    expect(res.status).toBe(201);
  });
});

describe('npm run admin:create', () => {
  const run = promisify(execFile);
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

  it('creates an administrator in the configured database and prints the password once', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'specfind-admin-'));
    try {
      const { DATABASE_URL: _server, ...env } = process.env;
      const { stdout } = await run(tsx, ['scripts/admin-create.ts', '--email', 'root@example.com'], {
        cwd: ROOT,
        env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'development' },
      });
      expect(stdout).toMatch(/^created administrator root@example.com \(user \d+\)\npassword \(shown once[^:]*\): \S{20}\n$/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('fails with a usage line on bad arguments', { timeout: 60_000 }, async () => {
    const failure = await run(tsx, ['scripts/admin-create.ts', '--mail', 'x'], { cwd: ROOT }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining('usage: npm run admin:create') });
  });
});
