import { stableHash } from './subject';

/** STEP physical file pieces shared by the IFC writers: instance numbering, literals and GlobalIds. */

const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** A 22-character IFC GlobalId derived from `key` (stable for the same subject). */
export function guid(key: string): string {
  let state = stableHash(key) || 1;
  let out = GUID_CHARS[state % 4];
  for (let i = 1; i < 22; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out += GUID_CHARS[state % 64];
  }
  return out;
}

/** STEP string literal: quotes doubled, backslashes doubled, non-ASCII as \X2\hhhh\X0\. */
export function str(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === "'") out += "''";
    else if (ch === '\\') out += '\\\\';
    else if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code <= 0xffff) out += `\\X2\\${code.toString(16).toUpperCase().padStart(4, '0')}\\X0\\`;
  }
  return `'${out}'`;
}

/** A STEP real: always with a point; nine significant digits, enough for SI values of any size. */
export function real(value: number): string {
  const text = Number.isInteger(value) ? `${value}.` : String(Number(value.toPrecision(9)));
  if (/e/i.test(text)) return text.replace(/^(-?\d+)(e)/i, '$1.$2').toUpperCase();
  return text.includes('.') ? text : `${text}.`;
}

export class StepData {
  readonly lines: string[] = [];
  add(entity: string): string {
    const ref = `#${this.lines.length + 1}`;
    this.lines.push(`${ref}=${entity};`);
    return ref;
  }
}
