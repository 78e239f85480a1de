import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/types';
import { AppError, notFound } from '../../src/errors';
import { createLogger } from '../../src/log';
import type { PostAnswer } from '../../src/web/actions/page-action';
import { answerPost } from '../../src/web/actions/page-action';
import type { PageAction, RouteDef } from '../../src/web/page-types';
import { action } from '../../src/web/page-types';

const deps = { db: {} as Db, config: {} as Config, log: createLogger('silent') };
const page = (extra: Partial<RouteDef> = {}): RouteDef => ({ path: '/thing', page: () => null, load: vi.fn(), cache: 'never', ...extra });
const signedIn = { seq: 7, isAdmin: false } as Request['user'];

function post(body: Record<string, unknown>, extra: Partial<Request> = {}) {
  const req = { body, params: {}, path: '/thing', user: signedIn, ...extra } as Request;
  const headers: Record<string, string> = {};
  const redirect = vi.fn();
  const res = { redirect, setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
  return { req, res, headers, redirect };
}

async function answer(def: RouteDef, act: PageAction, body: Record<string, unknown>, extra: Partial<Request> = {}) {
  const { req, res, headers, redirect } = post(body, extra);
  const rendered: PostAnswer[] = [];
  await answerPost(def, act, deps, req, res, async (a) => void rendered.push(a));
  return { rendered, headers, redirect };
}

const nameForm = action({
  form: 'name',
  body: z.object({ name: z.string().min(2, 'Too short'), password: z.string() }),
  run: async (_ctx, input) => ({ redirect: `/thing?saved=${input.name}` }),
});

describe('answerPost: a page row answering its form post', () => {
  it('redirects a successful post with 303 and renders nothing', async () => {
    const { rendered, redirect } = await answer(page(), nameForm, { name: 'Ada', password: 'secret' });
    expect(redirect).toHaveBeenCalledWith(303, '/thing?saved=Ada');
    expect(rendered).toEqual([]);
  });

  it('renders the page again (400) with the field messages and what was typed, never the password', async () => {
    const { rendered, redirect } = await answer(page(), nameForm, { name: 'A', password: 'secret' });
    expect(redirect).not.toHaveBeenCalled();
    expect(rendered).toEqual([{ status: 400, form: { form: 'name', status: 400, values: { name: 'A' }, errors: { name: 'Too short' }, message: undefined } }]);
  });

  it('shows a refusal of the work as the form message, with its status and Retry-After', async () => {
    const limited = action({ form: 'f', body: z.object({}), run: async () => { throw new AppError(429, 'Too many attempts', { data: { retryAfter: 30 } }); } });
    const { rendered, headers } = await answer(page(), limited, { note: 'x'.repeat(600) });
    expect(headers['Retry-After']).toBe('30');
    expect(rendered[0]).toMatchObject({ status: 429, form: { form: 'f', message: 'Too many attempts', errors: {} } });
    expect(rendered[0].form?.values.note).toHaveLength(500);
  });

  it('answers a refused target, a 403 or a fatal 404 as error pages, not as form messages', async () => {
    const run = vi.fn();
    const refused = action({ form: 'f', body: z.object({ name: z.string() }), target: (): undefined => { throw new AppError(403, 'No'); }, run });
    await expect(answer(page(), refused, {})).rejects.toMatchObject({ statusCode: 403 });
    expect(run).not.toHaveBeenCalled();
    const forbidden = action({ form: 'f', body: z.object({}), run: async () => { throw new AppError(403, 'No'); } });
    await expect(answer(page(), forbidden, {})).rejects.toMatchObject({ statusCode: 403 });
    const missing = action({ form: 'f', body: z.object({}), run: async () => { throw notFound('gone'); } });
    await expect(answer(page(), missing, {})).rejects.toMatchObject({ statusCode: 404 });
  });

  it('sends an anonymous post to a guarded page to sign in first (303), without doing the work', async () => {
    const run = vi.fn();
    const { redirect } = await answer(page({ guard: 'auth' }), action({ form: 'f', body: z.object({}), run }), {}, { user: undefined });
    expect(redirect).toHaveBeenCalledWith(303, '/signin?redirect=%2Fthing');
    expect(run).not.toHaveBeenCalled();
  });

  it('is a 404 when the post path has bad params', async () => {
    const act = action({ form: 'f', path: '/thing/:id/do', params: z.object({ id: z.string().regex(/^\d+$/) }), body: z.object({}), run: async () => ({ redirect: '/' }) });
    await expect(answer(page(), act, {}, { params: { id: 'x' } })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('hands what the work shows once, the failed attempt and the page to show to the render', async () => {
    const shows = action<Record<string, string>, { q: string }, { id: number }, { secret: string }>({
      form: 'f',
      body: z.object({ q: z.string() }),
      target: () => ({ id: 5 }),
      shownAt: ({ target }) => `/thing?list=${target.id}`,
      pageParams: ({ target }) => ({ id: String(target.id) }),
      run: async ({ target }, { q }) => (q === 'show' ? { shown: { secret: `s${target.id}` } } : { failure: { errors: { q: 'Wrong' }, message: 'Try again' } }),
    });
    const shown = await answer(page(), shows, { q: 'show' });
    expect(shown.rendered).toEqual([{ status: 200, form: undefined, shown: { secret: 's5' }, url: '/thing?list=5', params: { id: '5' } }]);
    const failed = await answer(page(), shows, { q: 'no' });
    expect(failed.rendered[0]).toMatchObject({ status: 200, form: { form: 'f', values: { q: 'no' }, errors: { q: 'Wrong' }, message: 'Try again' } });
  });
});
