import { OverBudget } from './budgets';

/**
 * A reader for ISO 10303-21 (STEP) physical files, enough for IFC: the DATA section's
 * instances with their class and attribute values. Strings, numbers, references, enums,
 * lists, typed values (IFCLABEL('x')), unset ($) and derived (*) values.
 */
export type StepValue = string | number | { ref: number } | { enum: string } | { type: string; value: StepValue } | StepValue[] | null;

export interface StepInstance {
  id: number;
  type: string;
  args: StepValue[];
}

class Scanner {
  i = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.i < this.text.length) {
      if (/\s/.test(this.text[this.i])) this.i++;
      else if (this.text.startsWith('/*', this.i)) this.i = this.text.indexOf('*/', this.i + 2) + 2 || this.text.length;
      else break;
    }
  }

  expect(ch: string): void {
    this.skipSpace();
    if (this.text[this.i] !== ch) throw new Error(`STEP: expected '${ch}' at ${this.i}`);
    this.i++;
  }

  word(): string {
    this.skipSpace();
    const start = this.i;
    while (/[A-Za-z0-9_]/.test(this.text[this.i] ?? '')) this.i++;
    return this.text.slice(start, this.i);
  }

  string(): string {
    this.i++; // opening quote
    let out = '';
    for (;;) {
      const ch = this.text[this.i++];
      if (ch === undefined) throw new Error('STEP: unterminated string');
      if (ch === "'") {
        if (this.text[this.i] === "'") {
          out += "'";
          this.i++;
        } else return out;
      } else out += ch;
    }
  }

  value(): StepValue {
    this.skipSpace();
    const ch = this.text[this.i];
    if (ch === "'") return decodeText(this.string());
    if (ch === '$' || ch === '*') {
      this.i++;
      return null;
    }
    if (ch === '#') {
      this.i++;
      return { ref: Number(this.word()) };
    }
    if (ch === '.') {
      const end = this.text.indexOf('.', this.i + 1);
      const name = this.text.slice(this.i + 1, end);
      this.i = end + 1;
      return { enum: name };
    }
    if (ch === '(') return this.list();
    if (/[-+\d]/.test(ch)) {
      const match = /^[-+]?\d+(\.\d*)?([eE][-+]?\d+)?/.exec(this.text.slice(this.i, this.i + 40));
      if (!match) throw new Error(`STEP: bad number at ${this.i}`);
      this.i += match[0].length;
      return Number(match[0]);
    }
    const type = this.word();
    if (!type) throw new Error(`STEP: unexpected '${ch}' at ${this.i}`);
    const inner = this.list();
    return { type, value: inner.length === 1 ? inner[0] : inner };
  }

  list(): StepValue[] {
    this.expect('(');
    const items: StepValue[] = [];
    this.skipSpace();
    if (this.text[this.i] === ')') {
      this.i++;
      return items;
    }
    for (;;) {
      items.push(this.value());
      this.skipSpace();
      const ch = this.text[this.i++];
      if (ch === ')') return items;
      if (ch !== ',') throw new Error(`STEP: expected ',' or ')' at ${this.i - 1}`);
    }
  }
}

/** \X2\hhhh...\X0\ (UTF-16 hex) and \\ escapes. */
function decodeText(raw: string): string {
  return raw
    .replace(/\\X2\\((?:[0-9A-F]{4})+)\\X0\\/gi, (_, hex: string) => String.fromCharCode(...hex.match(/.{4}/g)!.map((h) => parseInt(h, 16))))
    .replace(/\\\\/g, '\\');
}

/** The instances of the DATA section, by id; throws on a malformed file, or past `maxInstances` (an OverBudget error). */
export function readStep(text: string, maxInstances = Infinity): Map<number, StepInstance> {
  if (!text.startsWith('ISO-10303-21;')) throw new Error('STEP: missing ISO-10303-21 header');
  const start = text.indexOf('\nDATA;');
  if (start < 0) throw new Error('STEP: no DATA section');
  const s = new Scanner(text);
  s.i = start + 6;
  const instances = new Map<number, StepInstance>();
  for (;;) {
    s.skipSpace();
    if (text.startsWith('ENDSEC;', s.i)) return instances;
    s.expect('#');
    const id = Number(s.word());
    s.expect('=');
    const type = s.word().toUpperCase();
    const args = s.list();
    s.expect(';');
    instances.set(id, { id, type, args });
    if (instances.size > maxInstances) throw new OverBudget(`IFC with more than ${maxInstances} instances`);
  }
}

/** Follows a reference to its instance. */
export function deref(instances: Map<number, StepInstance>, value: StepValue): StepInstance | undefined {
  return value && typeof value === 'object' && 'ref' in value ? instances.get(value.ref) : undefined;
}
