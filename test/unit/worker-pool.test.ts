import { afterEach, describe, expect, it } from 'vitest';
import { BudgetExceeded, PoolUnavailable, TaskFailed, WorkerPool, type BudgetName, type PoolBudgets } from '../../src/services/workers/pool';
import { workerEntry } from '../../src/services/workers/worker-entry';
import type { PoolTestTask } from '../fixtures/workers/pool-tasks';

const pools: Array<WorkerPool<PoolTestTask, string>> = [];
const restarts: Array<BudgetName | 'crash'> = [];

function pool(budgets: Partial<PoolBudgets> = {}, options: { size?: number; maxQueue?: number } = {}): WorkerPool<PoolTestTask, string> {
  const created = new WorkerPool<PoolTestTask, string>({
    name: 'test',
    // No built file: the development entry loads the TypeScript fixture through tsx.
    entry: workerEntry(new URL('./no-such-built-worker.js', import.meta.url), new URL('../fixtures/workers/pool-tasks.ts', import.meta.url)),
    size: options.size ?? 1,
    budgets: { timeMs: 3000, heapMb: 64, memoryMb: 256, ...budgets },
    maxQueue: options.maxQueue ?? 8,
    idleMs: 60_000,
    onRestart: (reason) => restarts.push(reason),
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
  restarts.length = 0;
});

describe('WorkerPool', () => {
  it('runs typed tasks in a worker and hands back their results, and a task’s own error by its class name', async () => {
    const p = pool();
    expect(await p.run({ op: 'echo', value: 'a' })).toBe('echo a');
    const error = await p.run({ op: 'throw' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskFailed);
    expect([(error as TaskFailed).kind, (error as TaskFailed).message]).toEqual(['RangeError', 'bad input']);
    expect(await p.run({ op: 'echo', value: 'b' })).toBe('echo b');
    expect(restarts).toEqual([]);
  });

  it('ends a task past its time budget, replaces the worker, and runs the next task', async () => {
    const p = pool({ timeMs: 1000 });
    const [spun, next] = await Promise.allSettled([p.run({ op: 'spin' }), p.run({ op: 'echo', value: 'after' })]);
    expect(spun.status === 'rejected' && spun.reason).toBeInstanceOf(BudgetExceeded);
    expect((spun as PromiseRejectedResult).reason).toMatchObject({ budget: 'time', certain: true });
    expect(next).toEqual({ status: 'fulfilled', value: 'echo after' });
    expect(restarts).toEqual(['time']);
  });

  it('ends a worker whose JavaScript heap outgrows its limit', async () => {
    const p = pool({ heapMb: 32, timeMs: 60_000 });
    await expect(p.run({ op: 'heap' })).rejects.toMatchObject({ name: 'BudgetExceeded', budget: 'heap' });
    expect(await p.run({ op: 'echo', value: 'c' })).toBe('echo c');
    expect(restarts).toEqual(['heap']);
  });

  it('ends a worker that grows the process’s memory outside the heap past the memory budget', async () => {
    const p = pool({ memoryMb: 192, timeMs: 60_000 });
    await expect(p.run({ op: 'buffers' })).rejects.toMatchObject({ name: 'BudgetExceeded', budget: 'memory', certain: true });
    expect(await p.run({ op: 'echo', value: 'd' })).toBe('echo d');
    expect(restarts).toEqual(['memory']);
  });

  it('refuses a task when its queue is full, and every task after close', async () => {
    const p = pool({ timeMs: 60_000 }, { maxQueue: 1 });
    const running = p.run({ op: 'spin' }).catch((error: unknown) => error);
    const waiting = p.run({ op: 'echo', value: 'queued' }).catch((error: unknown) => error);
    await expect(p.run({ op: 'echo', value: 'refused' })).rejects.toBeInstanceOf(PoolUnavailable);
    await p.close();
    expect(await running).toBeInstanceOf(PoolUnavailable);
    expect(await waiting).toBeInstanceOf(PoolUnavailable);
    await expect(p.run({ op: 'echo', value: 'late' })).rejects.toBeInstanceOf(PoolUnavailable);
  });

  it('runs tasks side by side up to its size, each within its own budget', async () => {
    const p = pool({ timeMs: 1500 }, { size: 2 });
    const results = await Promise.allSettled([p.run({ op: 'spin' }), p.run({ op: 'echo', value: 'beside' }), p.run({ op: 'echo', value: 'too' })]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(p.stats()).toMatchObject({ running: 0, waiting: 0 });
  });
});
