import { describe, expect, it } from 'vitest';
import { ModalStack, modalZIndex, swipeCloses } from '../../src/domain/modal-stack';
import { dropToast, pushToast, TOAST_SETS } from '../../src/domain/toast-queue';

const toast = (id: number) => ({ id, message: `Toast ${id}` });

describe('toast sets', () => {
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

describe('modal stacking', () => {
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

describe('modalZIndex', () => {
  it.each([
    [0, 1000],
    [1, 1002],
    [2, 1004],
    [10, 1020],
    [-3, 1000],
    [1.7, 1002],
    [NaN, 1000],
  ])('depth %d → %d', (depth, z) => {
    expect(modalZIndex(depth)).toBe(z);
  });
});

describe('swipeCloses', () => {
  it('closes on a swipe longer than a tenth of the dialog, however slow', () => {
    expect(swipeCloses(41, 400, 2000)).toBe(true);
    expect(swipeCloses(40, 400, 2000)).toBe(false);
  });

  it('closes on a quick downward swipe of at least 24 px', () => {
    expect(swipeCloses(24, 1000, 299)).toBe(true);
    expect(swipeCloses(24, 1000, 300)).toBe(false);
    expect(swipeCloses(23, 1000, 100)).toBe(false);
  });

  it('never closes on an upward swipe or a dialog without height', () => {
    expect(swipeCloses(-200, 400, 100)).toBe(false);
    expect(swipeCloses(200, 0, 100)).toBe(false);
  });
});
