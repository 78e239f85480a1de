import { Worker, type Transferable } from 'node:worker_threads';
import type { FromWorker, TaskMessage } from './messages';
import type { WorkerEntry } from './worker-entry';

/** What a pool's tasks may spend; a task over one is stopped and its worker replaced. */
export interface PoolBudgets {
  /** Wall-clock time of one task, counted from the moment a ready worker takes it (queueing is not counted). */
  timeMs: number;
  /** Each worker's JavaScript heap (V8's old generation), enforced by V8 inside the worker. */
  heapMb: number;
  /**
   * Growth of the process's resident memory while tasks run, measured from the main thread: it also covers
   * what the heap limit does not, buffers (typed arrays, native canvases) outside the JavaScript heap.
   */
  memoryMb: number;
}

interface PoolOptions {
  /** For error messages and logs. */
  name: string;
  entry: WorkerEntry;
  /** Worker threads at most (each takes one task at a time). */
  size: number;
  budgets: PoolBudgets;
  /** Tasks waiting for a worker at most; past it `run` refuses with PoolBusy. */
  maxQueue: number;
  /** A worker without a task this long is ended (the next task starts a new one). */
  idleMs: number;
  /** Called when a worker is ended for a budget or dies on its own. */
  onRestart?: (reason: BudgetName | 'crash') => void;
}

export type BudgetName = 'time' | 'heap' | 'memory';

/** A task stopped for going over a budget; its worker was terminated and replaced. */
export class BudgetExceeded extends Error {
  override name = 'BudgetExceeded';
  constructor(
    readonly budget: BudgetName,
    readonly limit: number,
    /** False when other tasks ran beside it when the process's memory grew, so which one grew it is not known. */
    readonly certain = true,
  ) {
    super(`over the ${budget} budget (${limit} ${budget === 'time' ? 'ms' : 'MB'})`);
  }
}

/** The task's own error, thrown in the worker: its class name (`kind`) and message. */
export class TaskFailed extends Error {
  override name = 'TaskFailed';
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

/** The task did not run: the queue is full, the pool is closed, or no worker could start. Try again later. */
export class PoolUnavailable extends Error {
  override name = 'PoolUnavailable';
}

interface Job<Task, Result> {
  task: Task;
  transfer: Transferable[];
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Slot<Task, Result> {
  worker: Worker;
  ready: boolean;
  job: Job<Task, Result> | null;
  /** Resident memory of the process when the slot's job started. */
  rssAtStart: number;
  timer?: NodeJS.Timeout;
}

/** How often the main thread samples the process's resident memory while tasks run. */
const MEMORY_SAMPLE_MS = 50;

/**
 * A small pool of worker threads for work on untrusted bytes (parsing, rendering): typed tasks in, results out,
 * each task within time and memory budgets. A worker over a budget is terminated and a new one started;
 * the request thread only waits. Idle workers end after `idleMs` and never keep the process alive.
 */
export class WorkerPool<Task, Result> {
  private readonly slots = new Set<Slot<Task, Result>>();
  private readonly queue: Array<Job<Task, Result>> = [];
  private idleTimer?: NodeJS.Timeout;
  private memoryTimer?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  /** Runs `task` in a worker; `transfer` lists buffers of the task to move rather than copy. */
  run(task: Task, transfer: Transferable[] = []): Promise<Result> {
    if (this.closed) return Promise.reject(new PoolUnavailable(`${this.options.name}: closed`));
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(new PoolUnavailable(`${this.options.name}: ${this.queue.length} tasks waiting already`));
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ task, transfer, resolve, reject });
      this.pump();
    });
  }

  /** Tasks running now, and waiting for a worker. */
  stats(): { running: number; waiting: number; workers: number } {
    return { running: [...this.slots].filter((s) => s.job).length, waiting: this.queue.length, workers: this.slots.size };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PoolUnavailable(`${this.options.name}: closed`));
    await Promise.all([...this.slots].map((slot) => this.end(slot, new PoolUnavailable(`${this.options.name}: closed`))));
  }

  private pump(): void {
    clearTimeout(this.idleTimer);
    for (const slot of this.slots) {
      if (!this.queue.length) break;
      if (slot.ready && !slot.job) this.dispatch(slot, this.queue.shift()!);
    }
    const starting = [...this.slots].filter((s) => !s.ready).length;
    if (this.queue.length > starting && this.slots.size < this.options.size) this.start();
    if (!this.queue.length && ![...this.slots].some((s) => s.job)) this.idleTimer = setTimeout(() => void this.endIdle(), this.options.idleMs).unref();
  }

  private start(): void {
    const { entry, budgets } = this.options;
    const worker = new Worker(entry.file, { workerData: entry.workerData, resourceLimits: { maxOldGenerationSizeMb: budgets.heapMb } });
    const slot: Slot<Task, Result> = { worker, ready: false, job: null, rssAtStart: 0 };
    this.slots.add(slot);
    worker.on('message', (message: FromWorker<Result>) => this.receive(slot, message));
    worker.on('error', (error: Error & { code?: string }) => {
      const heap = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      void this.fail(slot, heap ? new BudgetExceeded('heap', budgets.heapMb) : new TaskFailed('WorkerCrashed', error.message), heap ? 'heap' : 'crash');
    });
    worker.on('exit', () => void this.fail(slot, new TaskFailed('WorkerCrashed', `${this.options.name}: the worker exited`), 'crash'));
  }

  private receive(slot: Slot<Task, Result>, message: FromWorker<Result>): void {
    if (message.type === 'ready') {
      slot.ready = true;
      // Only a worker with a task keeps the process alive (dispatch refs it again).
      slot.worker.unref();
      this.pump();
      return;
    }
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
    if (message.ok) job?.resolve(message.result);
    else job?.reject(new TaskFailed(message.error.name, message.error.message));
    this.pump();
  }

  private dispatch(slot: Slot<Task, Result>, job: Job<Task, Result>): void {
    slot.job = job;
    slot.rssAtStart = process.memoryUsage.rss();
    slot.worker.ref();
    slot.timer = setTimeout(() => void this.fail(slot, new BudgetExceeded('time', this.options.budgets.timeMs), 'time'), this.options.budgets.timeMs);
    this.memoryTimer ??= setInterval(() => this.checkMemory(), MEMORY_SAMPLE_MS).unref();
    try {
      slot.worker.postMessage({ type: 'task', task: job.task } satisfies TaskMessage<Task>, job.transfer);
    } catch (error) {
      // A task that cannot be cloned (a function in it) is the caller's mistake, not the worker's.
      clearTimeout(slot.timer);
      slot.job = null;
      job.reject(error as Error);
      this.pump();
    }
  }

  /** Every running task shares the process's memory: over the budget, all of them are stopped. */
  private checkMemory(): void {
    const running = [...this.slots].filter((s) => s.job);
    if (!running.length) {
      clearInterval(this.memoryTimer);
      this.memoryTimer = undefined;
      return;
    }
    const grown = (process.memoryUsage.rss() - Math.min(...running.map((s) => s.rssAtStart))) / 2 ** 20;
    if (grown <= this.options.budgets.memoryMb) return;
    for (const slot of running) void this.fail(slot, new BudgetExceeded('memory', this.options.budgets.memoryMb, running.length === 1), 'memory');
  }

  /** Ends a slot's worker, rejecting its task with `error` (once), and starts another if tasks wait. */
  private async fail(slot: Slot<Task, Result>, error: Error, reason: BudgetName | 'crash'): Promise<void> {
    if (!this.slots.has(slot)) return;
    const startFailed = !slot.ready;
    // Counted before the task's caller hears of it, so whoever answers with the failure sees it counted.
    if (slot.job || startFailed) this.options.onRestart?.(reason);
    await this.end(slot, error);
    // A worker that dies before it is ready would die again: the waiting tasks are refused instead of looping.
    if (startFailed) for (const job of this.queue.splice(0)) job.reject(new PoolUnavailable(`${this.options.name}: the worker did not start (${error.message})`));
    this.pump();
  }

  private async end(slot: Slot<Task, Result>, error: Error): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    slot.job?.reject(error);
    slot.job = null;
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    await slot.worker.terminate();
  }

  private async endIdle(): Promise<void> {
    await Promise.all([...this.slots].filter((s) => !s.job).map((s) => this.end(s, new PoolUnavailable(`${this.options.name}: idle`))));
  }
}
