import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { QualityCheck } from '../../domain/uploads/quality-report';
import type { UploadFormat } from '../../domain/uploads/upload-rules';

/** Bytes of a file's head read to tell its type: enough for every signature file-type knows, never the whole file. */
const HEAD_BYTES = 4100;

const NAMES: Record<UploadFormat, string> = { dxf: 'a DXF drawing', ifc: 'an IFC model', pdf: 'a PDF document', png: 'a PNG image', jpeg: 'a JPEG image' };

/** DXF and IFC are text: their own first lines say what they are (an ASCII DXF's first group, a STEP file's header). */
function textFormat(head: Buffer): UploadFormat | null {
  const text = head.toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart();
  if (/^ISO-10303-21;/.test(text)) return 'ifc';
  // An ASCII DXF opens with group 0 SECTION, after any number of 999 comment groups.
  if (/^(?:999\r?\n[^\r\n]*\r?\n\s*)*0\r?\nSECTION\r?\n/.test(text)) return 'dxf';
  return null;
}

/** A file's head: enough bytes for every signature file-type knows, never the whole file. */
async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The type file-type tells from a file's head (`png`, `webp`, `gif`…), or undefined for none it knows. */
export async function sniffedType(file: string): Promise<{ ext: string; mime: string } | undefined> {
  return fileTypeFromBuffer(await readHead(file));
}

/** What the bytes are, by content only: one of our formats, another type file-type knows ("zip", "xml"), or null. */
async function detect(file: string): Promise<{ format: UploadFormat | null; found: string | null }> {
  const head = await readHead(file);
  // Only the head is given to file-type, so a ZIP is never opened past it here.
  const sniffed = await fileTypeFromBuffer(head);
  if (sniffed?.ext === 'png') return { format: 'png', found: 'PNG image' };
  if (sniffed?.ext === 'jpg') return { format: 'jpeg', found: 'JPEG image' };
  if (sniffed?.ext === 'pdf') return { format: 'pdf', found: 'PDF document' };
  if (sniffed) return { format: null, found: `${sniffed.ext.toUpperCase()} file (${sniffed.mime})` };
  const text = textFormat(head);
  if (text) return { format: text, found: text === 'dxf' ? 'DXF drawing' : 'IFC model (STEP)' };
  if (/^\s*<(\?xml|!DOCTYPE|[A-Za-z])/.test(head.toString('latin1'))) return { format: null, found: 'XML or HTML text' };
  return { format: null, found: null };
}

/** The "type" check: the file's bytes must be the format its name declares. */
export async function typeCheck(file: string, declared: UploadFormat): Promise<QualityCheck> {
  const { format, found } = await detect(file);
  if (format === declared) return { name: 'type', ok: true, message: `${found}, as its name says` };
  const what = found ? `${/^[AEIOUX]/.test(found) ? 'an' : 'a'} ${found}` : 'of no type we accept';
  return { name: 'type', ok: false, message: `the file is ${what}, not ${NAMES[declared]} as its name says` };
}
