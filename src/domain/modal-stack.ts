import { modalZIndex } from './constants';

/**
 * Open modal dialogs, bottom to top (SPEC §9): each opens above the others (z-index 1000 + 2
 * per modal below it), and Escape belongs to the topmost one, whatever order they close in.
 */
export class ModalStack {
  private readonly open: symbol[] = [];

  /** Registers a modal that just opened; returns its handle and z-index. */
  push(): { handle: symbol; zIndex: number } {
    const handle = Symbol('modal');
    const zIndex = modalZIndex(this.open.length);
    this.open.push(handle);
    return { handle, zIndex };
  }

  remove(handle: symbol): void {
    const at = this.open.indexOf(handle);
    if (at >= 0) this.open.splice(at, 1);
  }

  isTop(handle: symbol): boolean {
    return this.open.length > 0 && this.open[this.open.length - 1] === handle;
  }

  get size(): number {
    return this.open.length;
  }
}
