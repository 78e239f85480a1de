import { parentPort, type Transferable } from 'node:worker_threads';
import type { DoneMessage, FromWorker, TaskMessage } from './messages';

/** What a task handler answers: its result, and the buffers in it to move to the pool instead of copying. */
export interface TaskOutput<Result> {
  result: Result;
  transfer?: Transferable[];
}

/**
 * The worker side of a pool (src/services/workers/pool.ts): warms up (imports what the tasks need, so a
 * task's time budget is spent on the task), says it is ready, then answers one task at a time.
 */
export function serveTasks<Task, Result>(handle: (task: Task) => Promise<TaskOutput<Result>> | TaskOutput<Result>, warmUp?: () => Promise<void>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  const say = (message: FromWorker<Result>, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  // void: the handler catches every error of the task itself and answers with it.
  port.on('message', (message: TaskMessage<Task>) => void answerTask(message));
  async function answerTask(message: TaskMessage<Task>): Promise<void> {
    let answer: DoneMessage<Result>;
    let transfer: Transferable[] | undefined;
    try {
      const output = await handle(message.task);
      answer = { type: 'done', ok: true, result: output.result };
      transfer = output.transfer;
    } catch (error) {
      const { name, message: text } = error instanceof Error ? error : new Error(String(error));
      answer = { type: 'done', ok: false, error: { name, message: text } };
    }
    say(answer, transfer);
  }
  void (warmUp?.() ?? Promise.resolve()).then(() => say({ type: 'ready' }));
}
