import type { Db } from '../../db/types';
import type { Logger } from '../../log';
import { fetchExternal } from './external';
import { FORMAT_INFO, contentDisposition } from './formats';
import type { GeneratedFile } from './local';
import { generateLocally } from './local';
import type { SpecRequest } from './request';
import { requireKnownSelection, resolveRequest } from './request';

export { FORMAT_INFO, SPEC_FORMATS, sanitizeBaseName } from './formats';

interface SpecFile extends GeneratedFile {
  disposition: string;
  /** Who wrote the file: the external service or our own generator. */
  source: 'external' | 'local';
  /** The spec section's content item (the .spec document, also when asked by its wizard's filename). */
  contentId: number;
}

interface SpecGeneratorDeps {
  db: Db;
  log: Logger;
  /** SPEC_GENERATOR_URL: when set, that service is asked first. */
  externalUrl?: string;
  externalTimeoutMs?: number;
}

/** A foreign file served from our origin runs sandboxed if a browser shows it: no scripts, nothing loaded but inline styles and data images. */
const EXTERNAL_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

/**
 * A generated spec section. The spec is resolved first (unknown or another company's: 404), then the selection
 * (ids or input names the spec does not have: 400 naming them).
 * With an external service configured its answer is passed through; when it fails (network
 * error, timeout, non-2xx) a warning is logged and our own generator answers instead.
 */
export async function generateSpec(deps: SpecGeneratorDeps, input: SpecRequest): Promise<SpecFile> {
  const request = await resolveRequest(deps.db, input);
  requireKnownSelection(request);
  const disposition = contentDisposition(request.format, request.baseName);
  if (deps.externalUrl) {
    try {
      const external = await fetchExternal(deps.externalUrl, request, deps.externalTimeoutMs);
      return {
        body: external.body,
        contentType: external.contentType ?? FORMAT_INFO[request.format].contentType,
        csp: EXTERNAL_CSP,
        disposition,
        source: 'external',
        contentId: request.document.contentId,
      };
    } catch (error) {
      deps.log.warn(
        { reason: (error as Error).message, spec: request.document.filename, format: request.format },
        'external spec generator failed: serving our own',
      );
    }
  }
  return { ...(await generateLocally(deps.db, request)), disposition, source: 'local', contentId: request.document.contentId };
}
