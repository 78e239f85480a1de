import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { Express } from 'express';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

export interface BrowserSession {
  /** http://127.0.0.1:{port} of the app under test. */
  base: string;
  browser: Browser;
  /** A fresh context that browses as a person (not a crawler). */
  newContext(): Promise<BrowserContext>;
  /** A fresh context holding the session cookie a test user got (see createTestUser), as after signing in. */
  signedInContext(cookie: string): Promise<BrowserContext>;
  /** Acts a deploy: from now on the same address is answered by another app (open pages keep what they loaded). */
  deploy(next: Express): void;
  close(): Promise<void>;
}

/** Serves the app on an ephemeral port and launches Debian's Chromium with the flags this machine needs. */
export async function startBrowserSession(app: Express): Promise<BrowserSession> {
  let current = app;
  const server: Server = createServer((req, res) => current(req, res)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // Headless Chromium names itself HeadlessChrome, which isbot counts as a crawler: browse as a person.
  const version = await (await browser.newBrowserCDPSession()).send('Browser.getVersion');
  const userAgent = version.userAgent.replace('HeadlessChrome', 'Chrome');
  const newContext = () => browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent });
  return {
    base,
    browser,
    newContext,
    signedInContext: async (cookie) => {
      const context = await newContext();
      await addSessionCookies(context, cookie);
      return context;
    },
    deploy: (next) => {
      current = next;
    },
    close: async () => {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Gives a context the session cookies a test user got (see createTestUser): as after signing in in that browser. */
export async function addSessionCookies(context: BrowserContext, cookie: string): Promise<void> {
  const value = (name: string) => new RegExp(`(?:^|; )${name.replace('.', '\\.')}=([^;]+)`).exec(cookie)![1];
  await context.addCookies(['session', 'session.sig'].map((name) => ({ name, value: value(name), domain: '127.0.0.1', path: '/' })));
}

/** Collects the page's uncaught errors and console errors into `errors` (tests expect it to stay empty). */
export function collectPageErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
}
