import fetch from 'node-fetch';
import type { ResolvedRequest } from './request';

const EXTERNAL_TIMEOUT_MS = 10_000;
/** A generated section is a few hundred KB at most; refuse anything absurd. */
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * The external generator's URL for a request (coid, spec, format, data, filename,
 * mf), plus our `inputs` extension when there are values, which a service may ignore.
 */
function externalUrl(base: string, request: ResolvedRequest): URL {
  const url = new URL(base);
  const params: Record<string, string> = {
    coid: String(request.coid),
    spec: request.document.filename,
    format: request.format,
    data: request.ids.join(','),
    filename: request.baseName,
    mf: request.mf,
  };
  if (Object.keys(request.inputs).length) params.inputs = JSON.stringify(request.inputs);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

interface ExternalFile {
  body: Buffer;
  contentType: string | null;
}

/** GET from the external generator; throws (with the reason as message) on a network error, timeout or non-2xx answer. */
export async function fetchExternal(base: string, request: ResolvedRequest, timeoutMs = EXTERNAL_TIMEOUT_MS): Promise<ExternalFile> {
  const response = await fetch(externalUrl(base, request), {
    signal: AbortSignal.timeout(timeoutMs),
    size: MAX_BYTES,
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { body, contentType: response.headers.get('content-type') };
}
