import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { MAIL_FIRST_RETRY_MS, retryDelayMs } from '../../src/domain/mail-retry';
import { createLogger } from '../../src/log';
import { sendMail } from '../../src/services/accounts/mail';
import { flushOutbox } from '../../src/services/mail/flush';
import type { MailDeps } from '../../src/services/mail/outbox';
import { startMailWorker } from '../../src/services/mail/worker';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

interface Received {
  to: string[];
  data: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A local SMTP server; `reject` refuses every recipient with a permanent 550. */
async function smtpServer(port = 0, reject = false): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!reject) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port where nothing listens (taken from a server that is closed again). */
async function deadPort(): Promise<number> {
  const probe = await smtpServer();
  await probe.close();
  return probe.port;
}

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger('info', sink), lines };
}

const deps = (port: number, log = createLogger('silent')): MailDeps => ({
  db: t.db,
  config: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'http://localhost:3000' },
  log,
});

interface OutboxState {
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  failedAt: Date | null;
}
const outboxRow = (subject: string) =>
  t.db.maybeOne<OutboxState>(sql`
    SELECT attempts, last_error AS "lastError", next_attempt_at AS "nextAttemptAt", failed_at AS "failedAt" FROM outbox WHERE subject = ${subject}`);

const later = (ms: number) => new Date(Date.now() + ms);

describe('mail retries', () => {
  it('keeps a mail sent while the SMTP server is down and delivers it once the server is up', async () => {
    const port = await deadPort();
    const before = Date.now();
    const result = await sendMail(deps(port), { to: 'down@example.com', subject: 'Sent while down', text: 'Still arrives', replyTo: 'visitor@example.com' });
    expect(result.status).toBe('failed');
    const row = (await outboxRow('Sent while down'))!;
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.failedAt).toBeNull();
    // The next attempt is one backoff step away, not now.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + MAIL_FIRST_RETRY_MS - 1000);

    const server = await smtpServer(port);
    try {
      expect(await flushOutbox(deps(port))).toEqual({ sent: 0, retrying: 0, givenUp: 0 }); // not due yet
      expect(server.received).toEqual([]);
      expect(await flushOutbox(deps(port), { now: later(2 * MAIL_FIRST_RETRY_MS) })).toEqual({ sent: 1, retrying: 0, givenUp: 0 });
      expect(server.received).toHaveLength(1);
      expect(server.received[0].to).toEqual(['down@example.com']);
      expect(server.received[0].data).toMatch(/Reply-To: visitor@example.com/);
      expect(server.received[0].data).toContain('Still arrives');
      expect(await outboxRow('Sent while down')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('records every failed attempt with its error and waits longer each time', async () => {
    const port = await deadPort();
    await sendMail(deps(port), { to: 'backoff@example.com', subject: 'Backoff', text: 'x' });
    let now = Date.now();
    for (const attempts of [2, 3]) {
      now += retryDelayMs(attempts - 1) + 1000;
      expect(await flushOutbox(deps(port), { now: new Date(now) })).toMatchObject({ retrying: 1 });
      const row = (await outboxRow('Backoff'))!;
      expect(row.attempts).toBe(attempts);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBe(now + retryDelayMs(attempts));
    }
    expect(retryDelayMs(3)).toBe(4 * retryDelayMs(1));
    await t.db.query(sql`DELETE FROM outbox WHERE subject = 'Backoff'`);
  });

  it('gives a mail up after the last attempt, logs it as an error, and never tries it again', async () => {
    const server = await smtpServer(0, true);
    const { log, lines } = capturingLogger();
    try {
      const result = await sendMail(deps(server.port, log), { to: 'nobody@example.com', subject: 'Refused', text: 'x' });
      expect(result.status).toBe('failed');
      let now = Date.now();
      for (let i = 0; i < 2; i++) {
        now += 5 * 3_600_000;
        await flushOutbox(deps(server.port, log), { now: new Date(now), maxAttempts: 3 });
      }
      const row = (await outboxRow('Refused'))!;
      expect(row.attempts).toBe(3);
      expect(row.failedAt).not.toBeNull();
      expect(row.lastError).toMatch(/550|unavailable/i);
      const givenUp = lines.filter((l) => l.msg === 'mail given up after its last attempt');
      expect(givenUp).toEqual([expect.objectContaining({ level: 'error', attempts: 3, outboxSeq: expect.any(Number) })]);
      expect(await flushOutbox(deps(server.port, log), { now: new Date(now + 24 * 3_600_000), maxAttempts: 3 })).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
      expect(server.received).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('two flushes at once never send a mail twice', async () => {
    const port = await deadPort();
    await sendMail(deps(port), { to: 'once@example.com', subject: 'Only once', text: 'x' });
    const server = await smtpServer(port);
    try {
      const now = later(2 * MAIL_FIRST_RETRY_MS);
      const [a, b] = await Promise.all([flushOutbox(deps(port), { now }), flushOutbox(deps(port), { now })]);
      expect(a.sent + b.sent).toBe(1);
      expect(server.received.filter((m) => m.to.includes('once@example.com'))).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('the worker delivers waiting mail on its own, and stops cleanly', async () => {
    const port = await deadPort();
    await sendMail(deps(port), { to: 'worker@example.com', subject: 'Worker delivery', text: 'x' });
    const server = await smtpServer(port);
    const worker = startMailWorker(deps(port), { intervalMs: 20, now: () => later(2 * MAIL_FIRST_RETRY_MS) });
    try {
      // The server has the mail as soon as its DATA ends; the worker removes the row only after
      // the SMTP answer reaches it, so wait for both.
      await expect.poll(() => server.received.map((m) => m.to), { timeout: 4_000, interval: 20 }).toEqual([['worker@example.com']]);
      await expect.poll(() => outboxRow('Worker delivery'), { timeout: 4_000, interval: 20 }).toBeNull();
    } finally {
      await worker.stop();
      await server.close();
    }
  });

  it('without SMTP_URL mail stays in the outbox: nothing to flush, no worker', async () => {
    const { log, lines } = capturingLogger();
    const local: MailDeps = { db: t.db, config: { PUBLIC_URL: 'http://localhost:3000' }, log };
    expect((await sendMail(local, { to: 'kept@example.com', subject: 'Kept locally', text: 'x' })).status).toBe('queued');
    expect(await flushOutbox(local, { now: later(3_600_000) })).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
    await startMailWorker(local).stop();
    expect(lines.map((l) => l.msg)).toContain('mail worker not started: SMTP_URL is not set, mail stays in the outbox');
    expect(await outboxRow('Kept locally')).toMatchObject({ attempts: 0, failedAt: null });
  });
});
