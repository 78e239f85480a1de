import type { ManualModel } from '../../domain/project-manual/model';
import type { TaskOutput } from '../workers/task-worker';
import { renderManualDocx } from './manual-docx';
import { renderManualPdf } from './manual-pdf';
import { renderOutlinePdf } from './outline-pdf';

/** The files written from a project's manual model. */
export const PROJECT_DOCUMENTS = ['manual.docx', 'manual.pdf', 'outline.pdf'] as const;
export type ProjectDocumentName = (typeof PROJECT_DOCUMENTS)[number];

export interface ProjectDocumentTask {
  name: ProjectDocumentName;
  model: ManualModel;
}

/** Writes one document in a worker thread; its bytes move back to the pool without a copy. */
export async function renderProjectDocument({ name, model }: ProjectDocumentTask): Promise<TaskOutput<Uint8Array>> {
  const bytes = name === 'manual.docx' ? new Uint8Array(await renderManualDocx(model)) : name === 'manual.pdf' ? await renderManualPdf(model) : await renderOutlinePdf(model);
  return { result: bytes, transfer: [bytes.buffer as ArrayBuffer] };
}

/** Loads the writers (docx, pdf-lib) before the first task, so its time budget is spent on the task. */
export async function warmUp(): Promise<void> {
  await import('docx');
  await import('pdf-lib');
}
