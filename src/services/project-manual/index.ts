import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import type { Logger } from '../../log';
import { BudgetExceeded, PoolUnavailable, WorkerPool } from '../workers/pool';
import { workerEntry } from '../workers/worker-entry';
import { loadManual } from './manual-data';
import type { ProjectDocumentName, ProjectDocumentTask } from './render-task';

export { PROJECT_DOCUMENTS, type ProjectDocumentName } from './render-task';

/** What writing one document may cost; the limits of manual-data.ts keeps a manual well within them. */
const POOL = { size: 1, maxQueue: 8, idleMs: 60_000, budgets: { timeMs: 30_000, heapMb: 256, memoryMb: 512 } } as const;

export interface ProjectDocuments {
  /** A project's manual or outline for someone who may view the project (404 for anyone else). */
  write(db: Queryable, userSeq: number, projectSeq: number, name: ProjectDocumentName): Promise<{ body: Buffer; projectName: string }>;
  close(): Promise<void>;
}

/**
 * The project manual and outline, read on the request thread (database work) and written in a worker thread
 * (the document work, which grows with the project), within a time and memory budget.
 */
export function createProjectDocuments(log: Logger): ProjectDocuments {
  const pool = new WorkerPool<ProjectDocumentTask, Uint8Array>({
    name: 'project-documents',
    entry: workerEntry(new URL('./project-document-worker.js', import.meta.url), new URL('./document-worker.ts', import.meta.url)),
    ...POOL,
    onRestart: (reason) => log.warn({ reason }, 'project documents worker restarted'),
  });
  return {
    async write(db, userSeq, projectSeq, name) {
      const model = await loadManual(db, userSeq, projectSeq);
      try {
        return { body: Buffer.from(await pool.run({ name, model })), projectName: model.project.name };
      } catch (error) {
        if (error instanceof PoolUnavailable || error instanceof BudgetExceeded) {
          log.warn({ err: error, project: projectSeq, document: name }, 'project document not written');
          throw new AppError(503, 'The project manual cannot be written just now; try again in a minute', { fatal: false });
        }
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
