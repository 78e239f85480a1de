import { readFile } from 'node:fs/promises';
import type { TaskOutput } from '../../workers/task-worker';
import { loadPdfJs } from '../../previews/pdf-cover';
import { checkDxf } from './dxf-check';
import { checkIfc, loadWebIfc, type IfcExpectation } from './ifc-check';
import { checkImage } from './image-check';
import { convertLogo } from './logo-check';
import type { LogoFormat } from '../../../domain/uploads/logo-rules';
import type { CheckOutcome } from './outcome';
import { checkPdf } from './pdf-check';

/** Runs in the upload-check pool's worker threads: every byte of an uploaded file is parsed here, never on the request thread. */

export type UploadCheckTask = DocumentCheckTask | LogoTask;

interface DocumentCheckTask {
  format: 'dxf' | 'ifc' | 'pdf' | 'png' | 'jpeg';
  /** The received file (its size already within the format's limit). */
  path: string;
  /** For an IFC model of a product with a template: what it must hold. */
  expected: IfcExpectation | null;
}

/** An uploaded logo: checked, then written to `out` as a PNG (the worker decodes it, never the request thread). */
interface LogoTask {
  format: 'logo';
  source: LogoFormat;
  path: string;
  out: string;
}

export async function runUploadCheck(task: UploadCheckTask): Promise<TaskOutput<CheckOutcome>> {
  const bytes = new Uint8Array(await readFile(task.path));
  switch (task.format) {
    case 'logo':
      return { result: await convertLogo(bytes, task.source, task.out) };
    case 'dxf':
      return { result: checkDxf(Buffer.from(bytes.buffer).toString('latin1')) };
    case 'ifc':
      return { result: await checkIfc(bytes, task.expected) };
    case 'pdf':
      return { result: await checkPdf(bytes) };
    default:
      return { result: await checkImage(bytes, task.format) };
  }
}

/** pdf.js and web-ifc's WASM load before the worker takes tasks, outside their time budget. */
export async function warmUp(): Promise<void> {
  await Promise.all([loadPdfJs(), loadWebIfc()]);
}
