import { describe, expect, it } from 'vitest';
import { ModalStack } from '../../src/domain/modal-stack';
import { dropToast, pushToast, TOAST_SETS } from '../../src/domain/toast-queue';

const toast = (id: number) => ({ id, message: `Toast ${id}` });

describe('toast sets (SPEC §9)', () => {
  it('has a top-right set of 5 s and a top-center set of 3 s, 20 toasts each', () => {
    expect(TOAST_SETS['top-right']).toEqual({ durationMs: 5000, max: 20 });
    expect(TOAST_SETS['top-center']).toEqual({ durationMs: 3000, max: 20 });
  });

  it('keeps at most 20 toasts, pushing out the oldest', () => {
    let queue: { id: number; message: string }[] = [];
    for (let id = 1; id <= 25; id++) queue = pushToast(queue, toast(id));
    expect(queue).toHaveLength(20);
    expect(queue[0].id).toBe(6);
    expect(queue.at(-1)?.id).toBe(25);
  });

  it('never keeps fewer than the newest toast, and removes a toast whose time is up', () => {
    expect(pushToast([toast(1)], toast(2), 0)).toEqual([toast(2)]);
    const queue = [toast(1), toast(2), toast(3)];
    expect(dropToast(queue, 2).map((t) => t.id)).toEqual([1, 3]);
    expect(dropToast(queue, 9)).toEqual(queue);
  });
});

describe('modal stacking (SPEC §9)', () => {
  it('stacks each new modal two levels above the one below', () => {
    const stack = new ModalStack();
    const first = stack.push();
    const second = stack.push();
    const third = stack.push();
    expect([first.zIndex, second.zIndex, third.zIndex]).toEqual([1000, 1002, 1004]);
    expect(stack.isTop(third.handle)).toBe(true);
    expect(stack.isTop(second.handle)).toBe(false);
  });

  it('gives Escape to the topmost modal whatever order the others close in', () => {
    const stack = new ModalStack();
    const first = stack.push();
    const second = stack.push();
    const third = stack.push();
    stack.remove(second.handle);
    expect(stack.isTop(third.handle)).toBe(true);
    stack.remove(third.handle);
    expect(stack.isTop(first.handle)).toBe(true);
    expect(stack.size).toBe(1);
    expect(stack.push().zIndex).toBe(1002);
  });

  it('forgets a modal removed twice without disturbing the others', () => {
    const stack = new ModalStack();
    const first = stack.push();
    const second = stack.push();
    stack.remove(second.handle);
    stack.remove(second.handle);
    expect(stack.isTop(first.handle)).toBe(true);
    stack.remove(first.handle);
    expect(stack.isTop(first.handle)).toBe(false);
  });
});
