import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, REFUSED_REDIRECT_STATUS } from '../../src/client/api';
import { EXTERNAL_NAVIGATION_REFUSED } from '../../src/domain/navigation';
import { REDIRECT_AS_JSON_HEADER } from '../../src/domain/redirect-check';

const respond = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('browser API client: 4xx/5xx raise, GET retries once', () => {
  it('retries a GET once on a transient status', async () => {
    const fetchImpl = vi.fn().mockResolvedValueOnce(respond(503)).mockResolvedValueOnce(respond(200, { ok: 1 }));
    await expect(api('/api/x', { fetchImpl })).resolves.toEqual({ ok: 1 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not retry POST, and raises the status and message', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(respond(503, { error: { status: 503, message: 'down' } }));
    const error = (await api("/api/x", { method: "POST", body: {}, fetchImpl }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.message).toBe('down');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 404', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(respond(404));
    await expect(api('/api/x', { fetchImpl })).rejects.toMatchObject({ status: 404 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  describe('global redirect check', () => {
    /** A response as fetch gives it after following a redirect to `url`. */
    const redirectedTo = (url: string, contentType = 'text/html') => {
      const response = new Response('<!doctype html>', { status: 200, headers: { 'content-type': contentType } });
      Object.defineProperty(response, 'redirected', { value: true });
      Object.defineProperty(response, 'url', { value: url });
      return response;
    };
    const settledWithin = (promise: Promise<unknown>, ms: number) =>
      Promise.race([promise.then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('pending'), ms))]);

    it('sends the browser to an allowed external host named by the answer', async () => {
      const navigate = vi.fn();
      const fetchImpl = vi.fn().mockResolvedValue(respond(200, { redirect: 'https://pay.example.com/checkout/7' }));
      const call = api('/api/x', { method: 'POST', body: {}, fetchImpl, navigate, redirectHosts: ['pay.example.com'] });
      expect(await settledWithin(call, 20)).toBe('pending');
      expect(navigate).toHaveBeenCalledWith('https://pay.example.com/checkout/7');
    });

    it('refuses a host that is not allowed, with the external-navigation message', async () => {
      const navigate = vi.fn();
      const fetchImpl = vi.fn().mockResolvedValue(respond(200, { redirect: 'https://evil.example.net/' }));
      const error = (await api('/api/x', { fetchImpl, navigate, redirectHosts: ['pay.example.com'] }).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(REFUSED_REDIRECT_STATUS);
      expect(error.message).toBe(EXTERNAL_NAVIGATION_REFUSED);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('never follows a javascript: redirect, whatever the allow-list', async () => {
      const navigate = vi.fn();
      const fetchImpl = vi.fn().mockResolvedValue(respond(200, { redirect: 'javascript:alert(1)' }));
      await expect(api('/api/x', { fetchImpl, navigate, redirectHosts: ['*'] })).rejects.toBeInstanceOf(ApiError);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('asks the server for redirects as JSON', async () => {
      const fetchImpl = vi.fn().mockImplementation(async () => respond(200, {}));
      await api('/api/x', { fetchImpl });
      await api('/api/x', { method: 'POST', body: {}, fetchImpl });
      for (const [, init] of fetchImpl.mock.calls) expect((init as RequestInit).headers).toMatchObject({ [REDIRECT_AS_JSON_HEADER]: '1', accept: 'application/json' });
    });

    it('by default allows the outside hosts the page lists on the build check tag (LINK_HOSTS)', async () => {
      const tag = { getAttribute: (name: string) => (name === 'data-redirect-hosts' ? 'pay.example.com .cdn.example.org' : null) };
      vi.stubGlobal('document', { querySelector: (selector: string) => (selector === 'script[data-redirect-hosts]' ? tag : null) });
      try {
        const navigate = vi.fn();
        void api('/api/x', { fetchImpl: vi.fn().mockResolvedValue(respond(200, { redirect: 'https://pay.example.com/checkout/7' })), navigate });
        await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example.com/checkout/7'));
        const refused = api('/api/x', { fetchImpl: vi.fn().mockResolvedValue(respond(200, { redirect: 'https://evil.example.net/' })), navigate });
        await expect(refused).rejects.toMatchObject({ status: REFUSED_REDIRECT_STATUS, message: EXTERNAL_NAVIGATION_REFUSED });
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('follows a redirect fetch took to a page, and keeps JSON reached through a redirect as the answer', async () => {
      const navigate = vi.fn();
      const toPage = vi.fn().mockResolvedValue(redirectedTo('https://pay.example.com/done'));
      void api('/api/x', { fetchImpl: toPage, navigate, redirectHosts: ['pay.example.com'] });
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example.com/done'));
      const jsonResponse = respond(200, { ok: 2 });
      Object.defineProperty(jsonResponse, 'redirected', { value: true });
      await expect(api('/api/x', { fetchImpl: vi.fn().mockResolvedValue(jsonResponse), navigate })).resolves.toEqual({ ok: 2 });
    });
  });
});
