import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_RULES, ACCOUNT_LIMITS } from '../../src/services/accounts/limits';
import { REPORT_LINK_FAILURE_RULES, REPORT_LINK_LIMITS } from '../../src/services/reports';
import type { Listening } from '../helpers/listening';
import { listen } from '../helpers/listening';
import type { ClientCompany } from '../helpers/report-clients';
import { reportCompanies } from '../helpers/report-clients';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

// Issue 22: budgets of failures under hundreds of truly parallel requests (a listening server, one connection each,
// all opened before any request is sent).
// A 401 or 404 is an attempt whose password was checked; a 429 one that never reached the check.
let t: TestApp;
let server: Listening;
let clients: ClientCompany[];

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  server = await listen(t.app);
  clients = (await reportCompanies(t.db)).clients;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

const linkCall = (company: ClientCompany, password: string, from: string) => ({ path: `/api/outline-specs-report/by-abbrev/${company.webabrv}/${password}`, from });
const signInCall = (email: string, password: string, from: string) => ({
  path: '/auth/local',
  method: 'POST',
  from,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
const link = (company: ClientCompany, password: string, from: string) => server.status(linkCall(company, password, from).path, { from });
const signIn = (email: string, password: string, from: string) => {
  const { path, ...call } = signInCall(email, password, from);
  return server.status(path, call);
};
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

// Hundreds of scrypt checks and connections at once take a while on a busy machine.
const SLOW = { timeout: 180_000 };

describe('report links under a burst', SLOW, () => {
  it('200 parallel guesses from one address: exactly the per-address limit get a password check; the right password then waits there but opens from a clean address', async () => {
    const [company] = clients;
    const statuses = await server.burst(range(200).map((i) => linkCall(company, `wrong-${i}`, '203.0.113.50')));
    expect(tally(statuses)).toEqual({ 404: REPORT_LINK_FAILURE_RULES.perAddress.limit, 429: 200 - REPORT_LINK_FAILURE_RULES.perAddress.limit });
    expect(await link(company, company.password, '203.0.113.50')).toBe(429);
    expect(await link(company, company.password, '198.51.100.50')).toBe(200);
  });

  it('across links, one address gets exactly its 30 failures checked', async () => {
    const statuses = await server.burst(range(200).map((i) => linkCall({ ...clients[1], webabrv: `nosuch${i}` }, 'whatever', '203.0.113.51')));
    expect(tally(statuses)).toEqual({ 404: REPORT_LINK_LIMITS.linkIp.limit, 429: 200 - REPORT_LINK_LIMITS.linkIp.limit });
  });

  it('the owner’s right password from a clean address opens while attackers fail from three others, and after them', async () => {
    const company = clients[2];
    const all = await server.burst([...range(3 * 60).map((i) => linkCall(company, `wrong-${i}`, `192.0.2.${60 + (i % 3)}`)), linkCall(company, company.password, '198.51.100.51')]);
    const attempts = all.slice(0, -1);
    const owner = all.at(-1);
    expect(owner).toBe(200);
    // Together the attackers passed the link's delay threshold; none had more than its own ten checks.
    expect(tally(attempts)[404]).toBeGreaterThan(REPORT_LINK_FAILURE_RULES.perIdentity.delayAfter);
    expect(tally(attempts)[404]).toBeLessThanOrEqual(3 * REPORT_LINK_FAILURE_RULES.perAddress.limit);
    expect(await link(company, company.password, '198.51.100.52')).toBe(200);
    expect(await link(company, company.password, '192.0.2.60')).toBe(429);
  });
});

describe('sign-in under a burst', SLOW, () => {
  let users: TestUser[];
  beforeAll(async () => {
    users = await times(20, () => createTestUser(t.db));
  }, 120_000);

  it('200 parallel wrong passwords on one account from one address: exactly 10 are checked', async () => {
    const statuses = await server.burst(range(200).map((i) => signInCall(users[0].user.email, `wrong-${i}`, '203.0.113.60')));
    expect(tally(statuses)).toEqual({ 401: ACCOUNT_FAILURE_RULES.signIn.perAddress.limit, 429: 200 - ACCOUNT_FAILURE_RULES.signIn.perAddress.limit });
  });

  it('from six addresses at once, no address gets more than its 10 checks on the account', async () => {
    const answers = await server.burst(range(6 * 50).map((i) => signInCall(users[1].user.email, `wrong-${i}`, `192.0.2.${10 + (i % 6)}`)));
    const statuses = answers.map((s, i) => ({ s, from: i % 6 }));
    for (let a = 0; a < 6; a++) expect(statuses.filter((x) => x.from === a && x.s === 401).length).toBeLessThanOrEqual(ACCOUNT_FAILURE_RULES.signIn.perAddress.limit);
    expect(statuses.filter((x) => x.s === 401).length).toBeLessThanOrEqual(6 * ACCOUNT_FAILURE_RULES.signIn.perAddress.limit);
    expect(statuses.every((x) => x.s === 401 || x.s === 429)).toBe(true);
  });

  it('200 parallel guesses on 200 accounts from one address: exactly 30 are checked', async () => {
    const statuses = await server.burst(range(200).map((i) => signInCall(`nobody-${i}@example.com`, 'guess-guess', '203.0.113.61')));
    expect(tally(statuses)).toEqual({ 401: ACCOUNT_LIMITS.signInIp.limit, 429: 200 - ACCOUNT_LIMITS.signInIp.limit });
  });

  it('the owner signs in from a clean address while attackers fail from three others, and after them', async () => {
    const owner = users[2];
    const all = await server.burst([...range(3 * 60).map((i) => signInCall(owner.user.email, `wrong-${i}`, `192.0.2.${20 + (i % 3)}`)), signInCall(owner.user.email, owner.password, '198.51.100.60')]);
    const attempts = all.slice(0, -1);
    const during = all.at(-1);
    expect(during).toBe(200);
    expect(tally(attempts)[401]).toBeGreaterThan(ACCOUNT_FAILURE_RULES.signIn.perIdentity.delayAfter);
    expect(tally(attempts)[401]).toBeLessThanOrEqual(3 * ACCOUNT_FAILURE_RULES.signIn.perAddress.limit);
    expect(await signIn(owner.user.email, owner.password, '198.51.100.61')).toBe(200);
    expect(await signIn(owner.user.email, owner.password, '192.0.2.20')).toBe(429);
  });

  it('an office behind one address signs in far more often than the failure limit, and still has all its failures', async () => {
    const office = users.slice(3, 18);
    for (let round = 0; round < 4; round++) {
      const statuses = await server.burst(office.map((u) => signInCall(u.user.email, u.password, '203.0.113.70')));
      expect(statuses).toEqual(office.map(() => 200));
    }
    expect(4 * office.length).toBeGreaterThan(ACCOUNT_LIMITS.signInIp.limit);
    const wrong = await server.burst(range(40).map((i) => signInCall(`typo-${i}@example.com`, 'not-it-at-all', '203.0.113.70')));
    expect(tally(wrong)).toEqual({ 401: ACCOUNT_LIMITS.signInIp.limit, 429: 40 - ACCOUNT_LIMITS.signInIp.limit });
  });

  it('an IPv6 client counts by its /64: other addresses of the network share the budget', async () => {
    const statuses = await server.burst(range(40).map((i) => signInCall(users[18].user.email, `wrong-${i}`, `2001:db8:77:1::${(i + 1).toString(16)}`)));
    expect(tally(statuses)[401]).toBe(ACCOUNT_FAILURE_RULES.signIn.perAddress.limit);
    expect(await signIn(users[18].user.email, users[18].password, '2001:db8:77:2::1')).toBe(200);
  });
});

describe('two app instances on one database', SLOW, () => {
  it('share the counts: guesses split between them get exactly one budget of checks', async () => {
    const twin = t.twin();
    const other = await listen(twin.app);
    try {
      const split = async (calls: { path: string }[]) => {
        const [a, b] = await Promise.all([server.burst(calls.filter((_, i) => i % 2)), other.burst(calls.filter((_, i) => !(i % 2)))]);
        return [...a, ...b];
      };
      const statuses = await split(range(100).map((i) => linkCall(clients[1], `wrong-${i}`, '203.0.113.80')));
      expect(tally(statuses)).toEqual({ 404: REPORT_LINK_FAILURE_RULES.perAddress.limit, 429: 100 - REPORT_LINK_FAILURE_RULES.perAddress.limit });
      const signIns = await split(range(100).map((i) => signInCall(`twin-${i}@example.com`, 'guess-guess', '203.0.113.81')));
      expect(tally(signIns)).toEqual({ 401: ACCOUNT_LIMITS.signInIp.limit, 429: 100 - ACCOUNT_LIMITS.signInIp.limit });
    } finally {
      await other.close();
      await twin.close();
    }
  });
});
