/** What a pool and its worker threads say to each other (structured clone over the worker's port). */

/** The worker has loaded what its tasks need and takes tasks from now on. */
interface ReadyMessage {
  type: 'ready';
}

export interface TaskMessage<Task> {
  type: 'task';
  task: Task;
}

/** The answer to one task: its result, or the error it threw (class name and message, never a stack). */
export type DoneMessage<Result> =
  | { type: 'done'; ok: true; result: Result }
  | { type: 'done'; ok: false; error: { name: string; message: string } };

export type FromWorker<Result> = ReadyMessage | DoneMessage<Result>;
