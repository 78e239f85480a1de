export const MODAL_BASE_Z_INDEX = 1000;
const MODAL_Z_INDEX_STEP = 2;
/** A swipe longer than this share of the dialog's height closes it. */
const SWIPE_CLOSE_RATIO = 0.1;
/** Any downward swipe quicker than this closes the dialog. */
const QUICK_SWIPE_MS = 300;

/** z-index of a modal at a given stacking depth (0 = first modal). */
export function modalZIndex(depth: number): number {
  const level = Number.isFinite(depth) ? Math.max(0, Math.floor(depth)) : 0;
  return MODAL_BASE_Z_INDEX + MODAL_Z_INDEX_STEP * level;
}

/**
 * Whether a swipe on a modal closes it: a swipe longer than 10% of the
 * dialog's height, or any downward swipe done within 300 ms.
 */
export function swipeCloses(distancePx: number, heightPx: number, durationMs: number): boolean {
  if (!(distancePx > 0) || !(heightPx > 0)) return false;
  return distancePx / heightPx > SWIPE_CLOSE_RATIO || (durationMs >= 0 && durationMs < QUICK_SWIPE_MS && distancePx >= 24);
}

/**
 * Open modal dialogs, bottom to top: each opens above the others (z-index 1000 + 2
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
