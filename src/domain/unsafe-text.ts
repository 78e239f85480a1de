/**
 * Token patterns typical of SQL injection, path traversal and script probes.
 * Each pattern targets a call or operator shape (e.g. `sleep(`), never a bare word,
 * so ordinary product prose such as "Sleep-inducing panels" or "select finish" passes.
 */
const UNSAFE_TEXT_PATTERNS: readonly RegExp[] = [
  // Time-based blind SQL injection.
  /sleep\s*\(/i,
  /\bwaitfor\s+delay\b/i,
  /\bbenchmark\s*\(/i,
  /\bpg_sleep\b/i,
  /\bdbms_pipe\b/i,
  // Function calls used to fingerprint or smuggle payloads. No space before "(" is allowed
  // for names that are also words ("Hex (6-sided) tile"); the rest are never prose.
  /\b(?:hex|ascii|concat)\(/i,
  /\b(?:unhex|md5|sha1|sha2|load_file)\s*\(/i,
  // "Char (dark grey)" is a real finish name, so char( needs a numeric argument.
  /\b(?:char|chr)\s*\(\s*\d/i,
  /\b0x[0-9a-f]{8,}/i,
  /@@version\b/i,
  /\binformation_schema\b/i,
  /\bxp_cmdshell\b/i,
  // SQL operators and tautologies.
  /\bunion\s+(?:all\s+)?select\b/i,
  /['"]\s*\)?\s*(?:or|and)\s+['"]?(\w+)['"]?\s*=\s*['"]?\1\b/i,
  /\b(?:or|and)\s+(\d+)\s*=\s*\1\b/i,
  /--\s*$/,
  /;\s*(?:drop|truncate|alter)\s+(?:table|database|schema)\b/i,
  /;\s*insert\s+into\b/i,
  /;\s*delete\s+from\b/i,
  /;\s*update\s+\S+\s+set\b/i,
  /;\s*select\s+(?:\*|@@|\d|[\w.]+\s*\(|[\w.]+\s*,|[\w.]+\s+from\s+[\w.]+\s*(?:where\b|;|--|$))/i,
  // File and path probes.
  /\/etc\/(?:passwd|shadow|group|hosts)\b/i,
  /\/proc\/self\b/i,
  /\.\.[/\\]/,
  /\b[a-z]:\\/i,
  /\b(?:win|boot|system)\.ini\b/i,
  // Script injection.
  /<\s*(?:script|iframe|object|embed)\b/i,
  /\b(?:javascript|vbscript)\s*:/i,
  /\bon(?:error|load|mouseover|focus|click)\s*=/i,
  /\$\{[^}]*\}/,
  /\{\{[^}]*\}\}/,
  /%00|\u0000/,
];

/** Returns the first unsafe token found in the text, or null when the text is clean. */
export function findUnsafeToken(text: string): string | null {
  for (const pattern of UNSAFE_TEXT_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}
