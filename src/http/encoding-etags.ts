import type { IncomingMessage } from 'node:http';

/** Appended inside the quotes of an entity tag for its gzip-encoded representation: "abc" → "abc-gz". */
const GZIP_SUFFIX = '-gz"';

/** The entity tag of the gzip-encoded bytes of the representation tagged `etag` (weak tags stay weak). */
export function gzipEtag(etag: string): string {
  return etag.endsWith('"') && !etag.endsWith(GZIP_SUFFIX) ? `${etag.slice(0, -1)}${GZIP_SUFFIX}` : etag;
}

/**
 * Each encoding has its own entity tag, but handlers know only the tag of their plain bytes. For a client that
 * is to get gzip, the request's If-None-Match gains those plain tags before any handler compares
 * ("abc-gz" → "abc-gz", "abc"), remembering which ones the client held gzip-encoded, so a 304 names the tag of the copy
 * the client has. For any other client a gzip tag is left as it is: it never matches the plain bytes.
 * A plain tag still matches for a gzip client: answers too small to compress go out plain with it.
 */
export class EtagVariants {
  private readonly heldGzip = new Set<string>();

  constructor(
    req: IncomingMessage,
    private readonly wantsGzip: boolean,
  ) {
    const header = req.headers['if-none-match'];
    if (!header || !wantsGzip) return;
    const tags = header.split(',').flatMap((raw) => {
      const tag = raw.trim();
      if (!tag.endsWith(GZIP_SUFFIX)) return [tag];
      const plain = `${tag.slice(0, -GZIP_SUFFIX.length)}"`;
      this.heldGzip.add(plain);
      // The gzip tag stays too, for a handler that keeps its own gzip bytes and tags them itself.
      return [tag, plain];
    });
    req.headers['if-none-match'] = tags.join(', ');
  }

  /** The tag a 304 carries: the gzip tag when this gzip client held the gzip copy. */
  notModifiedTag(etag: string): string {
    return this.wantsGzip && this.heldGzip.has(etag) ? gzipEtag(etag) : etag;
  }
}
