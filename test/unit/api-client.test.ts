import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/client/api';

const respond = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('browser API client (SPEC §8)', () => {
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
});
