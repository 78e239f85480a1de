/** How deep a request's JSON may nest (objects and arrays); real bodies of this site stay under ten. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
/** Longest top-level key quoted back in a refusal; a longer one is cut. */
const MAX_KEY_CHARS = 64;

/** Where a JSON text first nests deeper than allowed: the top-level key it happened under ('' when none). */
interface TooDeep {
  field: string;
}

function keyText(bytes: Uint8Array, start: number, end: number): string {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.min(end - start, MAX_KEY_CHARS * 4)).toString('utf8');
  // The key as written, without its escapes decoded: it only names the field in a message.
  return raw.slice(0, MAX_KEY_CHARS).replace(/[^\x20-\x7e]/g, '?');
}

/**
 * One linear pass over the raw UTF-8 bytes of a JSON text, before it is parsed, counting how deep
 * objects and arrays nest (brackets inside strings do not count). Malformed text is left to the
 * parser; the pass only bounds nesting, so nothing after it ever walks a deep value.
 * A multi-byte UTF-8 sequence never contains an ASCII byte, so bytes can be read one by one.
 */
export function jsonTooDeep(bytes: Uint8Array, maxDepth: number = MAX_JSON_DEPTH): TooDeep | null {
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  // The last string closed at depth 1 inside an object: the top-level key being read.
  let topKey = '';
  let topIsObject = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) {
        inString = false;
        if (depth === 1 && topIsObject) topKey = keyText(bytes, stringStart, i);
      }
    } else if (byte === QUOTE) {
      inString = true;
      stringStart = i + 1;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      if (depth === 1) topIsObject = byte === OPEN_OBJECT;
      if (depth > maxDepth) return { field: topKey };
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return null;
}
