import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_URL_REFUSED, SITE_MESSAGE_LIMIT } from '../../src/api/messaging';
import { sql } from '../../src/db/sql';
import { HONEYPOT_FIELD } from '../../src/domain/form-fields';
import { createLogger } from '../../src/log';
import { relayFeedback } from '../../src/services/feedback-relay';
import { CONTACT_EMAILS } from '../../src/domain/site';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { SAME_ORIGIN } from '../helpers/users';

interface Hit {
  method: string;
  origin: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** A local HTTP server standing in for a feedback endpoint; `answer` decides each reply. */
async function hookServer(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const hits: Hit[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      hits.push({ method: req.method ?? '', origin: req.headers.origin, contentType: req.headers['content-type'], body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

const message = (change: Record<string, unknown> = {}) => ({
  name: 'Dana Architect',
  email: 'dana@studio.example',
  subject: 'Broken download on a door page',
  message: 'The CAD link for the hollow metal frame returns an empty file.',
  ...change,
});

const outboxTo = (db: TestApp['db'], to: string) =>
  db.many<{ subject: string; body: string; replyTo: string | null }>(sql`
    SELECT subject, body, reply_to AS "replyTo" FROM outbox WHERE to_address = ${to} ORDER BY seq`);
const messagesFrom = (db: TestApp['db'], email: string) =>
  db.many<{ kind: string; subject: string; message: string; coid: number | null }>(sql`
    SELECT kind, subject, message, coid FROM content_requests WHERE email = ${email}`);

let hook: Awaited<ReturnType<typeof hookServer>>;
let t: TestApp;
beforeAll(async () => {
  hook = await hookServer((req, res) => {
    if (req.url === '/fail') res.writeHead(500).end('broken');
    else if (req.url === '/moved') res.writeHead(302, { Location: 'http://evil.example/' }).end();
    else res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  });
  t = await createTestApp({ FEEDBACK_HOSTS: hook.host });
});
afterAll(async () => {
  await t.close();
  await hook.close();
});

describe('POST /api/email', () => {
  const post = (app: TestApp, body: Record<string, unknown>) => request(app.app).post('/api/email').set(SAME_ORIGIN).send(body);

  it('keeps the message and mails it to the site team, the visitor as Reply-To', async () => {
    const res = await post(t, message());
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    const [stored] = await messagesFrom(t.db, 'dana@studio.example');
    expect(stored).toEqual({ kind: 'message', subject: message().subject, message: message().message, coid: null });
    const [mail] = await outboxTo(t.db, CONTACT_EMAILS.general);
    expect(mail.subject).toMatch(/^Message to SpecFind \(#\d+\)$/);
    expect(mail.replyTo).toBe('dana@studio.example');
    expect(mail.body).toContain(message().message);
    expect(mail.body).toContain(`Subject: ${message().subject}`);
    expect(JSON.stringify(t.logs)).not.toContain('dana@studio.example');
  });

  it.each([
    [{ email: 'not-an-address' }, 'email'],
    [{ email: `${'a'.repeat(65)}@studio.example` }, 'email'],
    [{ name: 'Dana\nBcc: all@example.com' }, 'name'],
    [{ name: '...' }, 'name'],
    [{ subject: '' }, 'subject'],
    [{ subject: 'x'.repeat(151) }, 'subject'],
    [{ subject: 'Hello\r\nBcc: x@example.com' }, 'subject'],
    [{ message: "1' OR sleep(5)--" }, 'message'],
    [{ message: '?!' }, 'message'],
    [{ message: 'x'.repeat(5001) }, 'message'],
    [{ phone: '3125550100' }, '_'],
  ])('rejects %j with a 400 naming %s, keeping nothing', async (change, field) => {
    const res = await post(t, message({ email: 'rejected@studio.example', ...change }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(field);
    expect(await messagesFrom(t.db, 'rejected@studio.example')).toEqual([]);
  });

  it('answers a filled honeypot like a message but keeps and sends nothing', async () => {
    const before = (await outboxTo(t.db, CONTACT_EMAILS.general)).length;
    const res = await post(t, message({ email: 'bot@spam.example', [HONEYPOT_FIELD]: 'http://spam.example' }));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    expect(await messagesFrom(t.db, 'bot@spam.example')).toEqual([]);
    expect(await outboxTo(t.db, CONTACT_EMAILS.general)).toHaveLength(before);
    expect(t.logs.some((l) => l.msg === 'site message dropped: honeypot field filled')).toBe(true);
  });

  it('refuses a post from another site', async () => {
    const res = await request(t.app).post('/api/email').set({ Origin: 'https://evil.example' }).send(message());
    expect(res.status).toBe(403);
  });

  it(`allows ${SITE_MESSAGE_LIMIT.limit} messages per address and hour, then 429`, async () => {
    const fresh = await createTestApp();
    try {
      for (let i = 0; i < SITE_MESSAGE_LIMIT.limit; i++) expect((await post(fresh, message({ email: `m${i}@limit.example` }))).status).toBe(202);
      const over = await post(fresh, message({ email: 'over@limit.example' }));
      expect(over.status).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(await messagesFrom(fresh.db, 'over@limit.example')).toEqual([]);
    } finally {
      await fresh.close();
    }
    // Builds an app of its own: more than the default 20 s on a busy machine.
  }, 60_000);
});

describe('POST /api/feedback', () => {
  const post = (app: TestApp, body: Record<string, unknown>) => request(app.app).post('/api/feedback').set(SAME_ORIGIN).send(body);

  it('relays to an allowed host as the /api/email body', async () => {
    const res = await post(t, { url: `http://${hook.host}/hook`, ...message({ email: 'relay@studio.example' }) });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true, relayed: true });
    const hit = hook.hits.at(-1)!;
    expect(hit.method).toBe('POST');
    expect(hit.contentType).toBe('application/json');
    expect(hit.origin).toBe('http://localhost:3000');
    expect(JSON.parse(hit.body)).toEqual(message({ email: 'relay@studio.example' }));
  });

  it.each([
    'https://evil.example/collect',
    'http://127.0.0.1:9/',
    '//evil.example/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/plain,hi',
    'file:///etc/passwd',
    'gopher://127.0.0.1:25/',
    `http://user:pw@${'127.0.0.1'}/`,
  ])('is never an open relay: %j is a 400 naming url, nothing sent', async (url) => {
    const hits = hook.hits.length;
    const mails = (await outboxTo(t.db, CONTACT_EMAILS.general)).length;
    const res = await post(t, { url, ...message() });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ url: FEEDBACK_URL_REFUSED });
    expect(hook.hits.length).toBe(hits);
    expect(await outboxTo(t.db, CONTACT_EMAILS.general)).toHaveLength(mails);
  });

  it('the same host on another port is another host', async () => {
    const port = Number(hook.host.split(':')[1]);
    const res = await post(t, { url: `http://127.0.0.1:${port + 1}/hook`, ...message() });
    expect(res.status).toBe(400);
  });

  it.each([
    ['/fail', /answered 500/],
    ['/moved', /answered 302/],
  ])('when %s fails, mails the feedback to the team instead (nothing lost)', async (path, reason) => {
    const email = `fallback${path.slice(1)}@studio.example`;
    const res = await post(t, { url: `http://${hook.host}${path}`, ...message({ email }) });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true, relayed: false });
    const mail = (await outboxTo(t.db, CONTACT_EMAILS.general)).find((m) => m.replyTo === email)!;
    expect(mail.subject).toBe(`Feedback that could not be relayed to ${hook.host}`);
    expect(mail.body).toMatch(reason);
    expect(mail.body).toContain(message().message);
  });

  it('gives up on a target that does not answer in time', async () => {
    const silent = await hookServer(() => undefined);
    try {
      const deps = { db: t.db, log: createLogger('silent'), config: { PUBLIC_URL: 'http://localhost:3000', FEEDBACK_HOSTS: [silent.host] } };
      const started = Date.now();
      const outcome = await relayFeedback(deps, new URL(`http://${silent.host}/`), { url: '', ...message({ email: 'slow@studio.example' }) }, CONTACT_EMAILS.general, 200);
      expect(outcome).toEqual({ relayed: false, reason: 'timed out' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await outboxTo(t.db, CONTACT_EMAILS.general)).some((m) => m.replyTo === 'slow@studio.example')).toBe(true);
    } finally {
      await silent.close();
    }
  });

  it('by default only this site is a target: feedback to /api/email arrives as a message', async () => {
    const probe = await hookServer(() => undefined);
    const port = Number(probe.host.split(':')[1]);
    await probe.close();
    const own = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
    const server = own.app.listen(port, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const origin = { Origin: `http://127.0.0.1:${port}` };
      const res = await request(own.app).post('/api/feedback').set(origin).send({ url: '/api/email', ...message({ email: 'own@studio.example' }) });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ received: true, relayed: true });
      expect(await messagesFrom(own.db, 'own@studio.example')).toMatchObject([{ kind: 'message', subject: message().subject }]);
      const outside = await request(own.app).post('/api/feedback').set(origin).send({ url: `http://${hook.host}/hook`, ...message() });
      expect(outside.status).toBe(400);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await own.close();
    }
    // Builds an app of its own: more than the default 20 s on a busy machine.
  }, 60_000);
});
