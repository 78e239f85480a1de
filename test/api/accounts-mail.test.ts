import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from '../../src/db/sql';
import { createLogger } from '../../src/log';
import { sendMail } from '../../src/services/accounts/mail';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The probe's first defined value (vitest retries until then). */
const waitFor = <T>(probe: () => T | undefined | Promise<T | undefined>): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await probe();
      if (value === undefined) throw new Error('not yet');
      return value;
    },
    { timeout: 4_500, interval: 30 },
  );

describe('mail over SMTP', () => {
  it('delivers the reset mail to the SMTP server and keeps nothing in the outbox', async () => {
    const u = await createTestUser(t.db);
    const res = await request(t.app).post('/auth/local/forgot').set(SAME_ORIGIN).send({ email: u.user.email });
    expect(res.status).toBe(200);
    const mail = await waitFor(() => received.find((m) => m.to.includes(u.user.email)));
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.data).toMatch(/Subject: Reset your SpecFind password/);
    expect(mail.data.replace(/=\r?\n/g, '')).toMatch(/http:\/\/localhost:3000\/reset\/[A-Za-z0-9_-]{43}/);
    // The mail waits in the outbox only until the server has taken it.
    await waitFor(async () => ((await t.db.many(sql`SELECT 1 FROM outbox WHERE to_address = ${u.user.email}`)).length === 0 ? true : undefined));
  });

  it('keeps the mail in the outbox with the error when the SMTP server is unreachable', async () => {
    const log = createLogger('silent');
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const message = { to: 'someone@example.com', subject: 'Kept safe', text: 'Body of the mail' };
    const result = await sendMail({ db: t.db, config: { SMTP_URL: `smtp://127.0.0.1:${deadPort}`, PUBLIC_URL: 'http://localhost:3000' }, log }, message);
    expect(result.status).toBe('failed');
    const row = await t.db.one<{ body: string; attempts: number; lastError: string; sentAt: Date | null }>(sql`
      SELECT body, attempts, last_error AS "lastError", sent_at AS "sentAt" FROM outbox WHERE subject = 'Kept safe'`);
    expect(row.body).toBe('Body of the mail');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.sentAt).toBeNull();
  });

  it('sendMail without SMTP_URL queues in the outbox', async () => {
    const log = createLogger('silent');
    const result = await sendMail({ db: t.db, config: { PUBLIC_URL: 'http://localhost:3000' }, log }, { to: 'q@example.com', subject: 'Queued', text: 'Hello' });
    expect(result.status).toBe('queued');
    const row = await t.db.one<{ attempts: number; lastError: string | null }>(sql`SELECT attempts, last_error AS "lastError" FROM outbox WHERE subject = 'Queued'`);
    expect(row).toEqual({ attempts: 0, lastError: null });
  });
});
