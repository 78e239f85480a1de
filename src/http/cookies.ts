/** Reads one cookie from a Cookie header without a parser dependency. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The 'mf' format cookie, read at start-up: "04" unless it says "95". */
export function mfFromCookie(header: string | undefined): '04' | '95' {
  return readCookie(header, 'mf') === '95' ? '95' : '04';
}
