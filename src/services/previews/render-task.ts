import { PREVIEW_SIZE, type PreviewFormat } from '../../domain/preview-paths';
import type { TaskOutput } from '../workers/task-worker';
import { OverBudget, PREVIEW_LIMITS } from './budgets';
import { dxfToSvg } from './dxf-preview';
import { ifcToSvg } from './ifc-preview';
import { coverSvg, loadPdfJs, pdfFirstPagePng } from './pdf-cover';
import { checkPdfStreams } from './pdf-streams';
import { rasterize } from './rasterize';

/** Runs in the preview pool's worker threads: every byte of an untrusted file is parsed and drawn here. */

export type PreviewKind = 'dxf' | 'ifc' | 'pdf';

export interface PreviewTask {
  kind: PreviewKind;
  /** The file's bytes (moved to the worker, not copied). */
  source: Uint8Array<ArrayBuffer>;
  /** The image's accessible title. */
  title: string;
  format: PreviewFormat;
}

/** The previews drawn: the one asked for, and for a drawing its SVG too (its PNG is rasterised from it). */
export type PreviewFiles = Partial<Record<PreviewFormat, Uint8Array<ArrayBuffer>>>;

/** The body in a buffer of its own, so it can be moved to the pool (a small Buffer shares Node's pool slab). */
function withinOutputBudget(body: Uint8Array, format: PreviewFormat): Uint8Array<ArrayBuffer> {
  if (body.byteLength > PREVIEW_LIMITS.outputBytes) throw new OverBudget(`the ${format.toUpperCase()} preview is larger than ${PREVIEW_LIMITS.outputBytes} bytes`);
  return new Uint8Array(body);
}

async function draw(task: PreviewTask): Promise<PreviewFiles> {
  const source = Buffer.from(task.source.buffer, task.source.byteOffset, task.source.byteLength);
  if (task.kind === 'pdf') {
    checkPdfStreams(source, PREVIEW_LIMITS.pdfStreamBytes);
    const { width, height } = PREVIEW_SIZE[task.format];
    const png = withinOutputBudget(await pdfFirstPagePng(new Uint8Array(source), width, height), 'png');
    const body = task.format === 'png' ? png : Buffer.from(coverSvg(Buffer.from(png), task.title, width, height));
    return { [task.format]: withinOutputBudget(body, task.format) };
  }
  const text = source.toString('latin1');
  const { width, height } = PREVIEW_SIZE.svg;
  const svg = withinOutputBudget(Buffer.from(task.kind === 'ifc' ? ifcToSvg(text, task.title, width, height) : dxfToSvg(text, task.title, width, height)), 'svg');
  if (task.format === 'svg') return { svg };
  return { svg, png: withinOutputBudget(rasterize(Buffer.from(svg).toString(), PREVIEW_SIZE.png.width), 'png') };
}

export async function renderPreview(task: PreviewTask): Promise<TaskOutput<PreviewFiles>> {
  const files = await draw(task);
  return { result: files, transfer: Object.values(files).map((body) => body.buffer) };
}

/** pdf.js takes a second or so to import: a worker does it before it takes tasks, outside their time budget. */
export async function warmUp(): Promise<void> {
  await loadPdfJs();
}
