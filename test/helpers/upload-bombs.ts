import { crc32, deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';

/** Hostile uploads made in memory: files whose size says little of what reading them would cost. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares `side` x `side` pixels (100,000 a side: 40 GB decoded). */
export function pngBomb(side = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A ZIP whose one entry inflates to `bytes` of zeros (an ifcZIP as an attacker would make it). */
export function zipBomb(bytes = 32 * 2 ** 20): Buffer {
  return Buffer.from(zipSync({ 'model.ifc': new Uint8Array(bytes) }, { level: 9 }));
}

/** The "billion laughs": nine levels of entities, each ten of the one below. */
export function xmlBomb(): Buffer {
  const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n');
  return Buffer.from(`<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol0 "lol">\n${levels}\n]>\n<ifcXML>&lol9;</ifcXML>\n`);
}

/** A PDF of `pages` empty pages, from pdf-lib (10,000 pages: about 1 MB). */
export async function manyPagesPdf(pages = 10_000): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
