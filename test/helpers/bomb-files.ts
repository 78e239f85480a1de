import { constants, deflateRawSync } from 'node:zlib';

/**
 * Small files that cost a renderer far more than their size: the attacks the preview budgets stop
 * (docs/operations.md, "Previews"). Each is made in memory in a few milliseconds.
 */

const groups = (pairs: Array<[number, string | number]>) => pairs.map(([code, value]) => `${code}\n${value}\n`).join('');

/**
 * A DXF of `levels` nested blocks, each inserting the one below `fanOut` times: one INSERT in model space
 * expands to fanOut^levels lines (6 levels of 10: a million lines from about 2.5 KB).
 */
export function insertBombDxf(levels = 6, fanOut = 10): string {
  const block = (name: string, body: string) =>
    groups([[0, 'BLOCK'], [8, '0'], [2, name], [70, 0], [10, 0], [20, 0], [30, 0], [3, name]]) + body + groups([[0, 'ENDBLK'], [8, '0']]);
  const line = groups([[0, 'LINE'], [8, 'A-WALL'], [10, 0], [20, 0], [30, 0], [11, 1], [21, 1], [31, 0]]);
  const insert = (name: string, x: number) => groups([[0, 'INSERT'], [8, '0'], [2, name], [10, x], [20, 0], [30, 0]]);
  const blocks = [block('B0', line)];
  for (let level = 1; level <= levels; level++) {
    blocks.push(block(`B${level}`, Array.from({ length: fanOut }, (_, i) => insert(`B${level - 1}`, i * 2)).join('')));
  }
  return [
    groups([[0, 'SECTION'], [2, 'BLOCKS']]),
    ...blocks,
    groups([[0, 'ENDSEC'], [0, 'SECTION'], [2, 'ENTITIES']]),
    insert(`B${levels}`, 0),
    groups([[0, 'ENDSEC'], [0, 'EOF']]),
  ].join('');
}

const BASE = 65521;

function adler32(data: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % BASE;
    b = (b + a) % BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib's adler32_combine: the checksum of two pieces laid end to end, from theirs. */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (second & 0xffff) + BASE - 1;
  sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE << 1) sum2 -= BASE << 1;
  if (sum2 >= BASE) sum2 -= BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** `block` repeated until `total` bytes, as a zlib stream built from one deflated copy of the block. */
function repeatedZlib(block: Buffer, total: number): Buffer {
  // A full flush ends the copy byte-aligned with nothing pointing back, so copies can be laid end to end.
  const copy = deflateRawSync(block, { finishFlush: constants.Z_FULL_FLUSH });
  const copies = Math.ceil(total / block.length);
  const one = adler32(block);
  let sum = 1;
  for (let i = 0; i < copies; i++) sum = adler32Combine(sum, one, block.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(sum);
  // zlib header, the copies, an empty final block, the Adler-32 of everything.
  return Buffer.concat([Buffer.from([0x78, 0x9c]), ...Array.from({ length: copies }, () => copy), Buffer.from([0x03, 0x00]), trailer]);
}

/** A one-page PDF whose page content is `streams` (each already deflated). */
function pdfWithContents(streams: Buffer[]): Buffer {
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${streams.map((_, i) => `${i + 4} 0 R`).join(' ')}] >>`),
    ...streams.map((data) => Buffer.concat([Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`), data, Buffer.from('\nendstream')])),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A PDF of about 1 MB whose page content inflates to `inflated` bytes of zeros (1 GiB by default). */
export function deflateBombPdf(inflated = 2 ** 30): Buffer {
  return pdfWithContents([repeatedZlib(Buffer.alloc(2 ** 20), inflated)]);
}

/**
 * A PDF whose every stream stays small enough when inflated, but whose page draws `streams` × 32 MB of
 * line operators (millions of them, from a few kilobytes): drawing it runs into the time or memory budget.
 */
export function drawingBombPdf(streams = 2): Buffer {
  const ops = Buffer.from('0 0 m 612 792 l S\n'.repeat(Math.floor(2 ** 20 / 18)));
  const content = repeatedZlib(ops, 32 * 2 ** 20);
  return pdfWithContents(Array.from({ length: streams }, () => content));
}
