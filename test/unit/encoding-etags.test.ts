import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { EtagVariants, gzipEtag } from '../../src/http/encoding-etags';

const requestWith = (ifNoneMatch?: string) => ({ headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } }) as IncomingMessage;

describe('entity tags per encoding', () => {
  it('tags gzip bytes inside the quotes, weak tags alike, once', () => {
    expect(gzipEtag('"abc"')).toBe('"abc-gz"');
    expect(gzipEtag('W/"1f-xyz"')).toBe('W/"1f-xyz-gz"');
    expect(gzipEtag('"abc-gz"')).toBe('"abc-gz"');
  });

  it('a gzip client: If-None-Match gains the plain tags, and the 304 names the copy it holds', () => {
    const req = requestWith('"abc-gz", W/"def", "ghi-gz"');
    const variants = new EtagVariants(req, true);
    expect(req.headers['if-none-match']).toBe('"abc-gz", "abc", W/"def", "ghi-gz", "ghi"');
    expect(variants.notModifiedTag('"abc"')).toBe('"abc-gz"');
    expect(variants.notModifiedTag('W/"def"')).toBe('W/"def"');
    // A handler that tags its own gzip bytes keeps its tag.
    expect(variants.notModifiedTag('"ghi-gz"')).toBe('"ghi-gz"');
  });

  it('a client that gets plain bytes: a gzip tag is left alone and never matches them', () => {
    const req = requestWith('"abc-gz"');
    const variants = new EtagVariants(req, false);
    expect(req.headers['if-none-match']).toBe('"abc-gz"');
    expect(variants.notModifiedTag('"abc"')).toBe('"abc"');
    const none = requestWith();
    expect(new EtagVariants(none, true).notModifiedTag('"abc"')).toBe('"abc"');
    expect(none.headers['if-none-match']).toBeUndefined();
  });
});
