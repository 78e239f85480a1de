import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { sql } from '../../src/db/sql';
import { demoCredentialsRefusal } from '../../src/demo-credentials-gate';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-credentials';
import { disableDemoCredentials } from '../../src/services/demo-credentials';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { SAME_ORIGIN } from '../helpers/users';

// A production start on a server database (the test catalog was seeded with demo accounts).
const SERVER_PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://specfind.example',
  DATABASE_URL: 'postgres://db.example/specfind',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const warnings: string[] = [];
const log = { warn: (line: string) => warnings.push(line) } as unknown as Parameters<typeof demoCredentialsRefusal>[2];
const refusal = (env: Record<string, string>) => demoCredentialsRefusal(t.db, loadConfig(env), log);

describe('production start with demo credentials', () => {
  it('refuses in one line naming the demo accounts and the clients with demo report passwords', async () => {
    const { clients } = await reportCompanies(t.db);
    const line = await refusal(SERVER_PRODUCTION);
    expect(line).toMatch(/^Refusing to start in production: published demo passwords still work on this database/);
    expect(line).not.toContain('\n');
    for (const account of [DEMO_ACCOUNTS.demo, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.client]) expect(line).toContain(account.email);
    expect(line).toContain('architects');
    expect(line).toContain(`report passwords of ${clients.length} clients`);
    expect(line).not.toContain('password-2026');
  });

  it('lets a demo server run when the operator asked for demo accounts, and never checks outside production or on the embedded database', async () => {
    expect(await refusal({ ...SERVER_PRODUCTION, SEED_DEMO_ACCOUNTS: 'true' })).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/^demo passwords in use \(SEED_DEMO_ACCOUNTS=true\): accounts /)]);
    expect(await refusal({ ...SERVER_PRODUCTION, NODE_ENV: 'test' })).toBeNull();
    const { DATABASE_URL: _server, ...embedded } = SERVER_PRODUCTION;
    expect(await refusal(embedded)).toBeNull();
  });

  it('npm run demo:disable replaces them: the start goes on and the demo passwords no longer sign in', async () => {
    await disableDemoCredentials(t.db);
    expect(await refusal(SERVER_PRODUCTION)).toBeNull();
    const signIn = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send(DEMO_ACCOUNTS.admin);
    expect(signIn.status).toBe(401);
    expect(await t.db.one(sql`SELECT is_admin FROM users WHERE email = ${DEMO_ACCOUNTS.admin.email}`)).toEqual({ is_admin: false });
  });
});
