interface TickOptions {
  /** Whole numbers only (counts): steps are 1, 2, 5, 10, 20... never 0.5 or 2.5. */
  integer?: boolean;
  /** About how many steps the axis should have. */
  target?: number;
}

const round = (n: number) => Number(n.toPrecision(12));

/** The "nice" step (1, 2, 2.5 or 5 times a power of ten) that splits `max` into about `target` steps. */
export function niceStep(max: number, { integer = false, target = 5 }: TickOptions = {}): number {
  if (!(max > 0) || !Number.isFinite(max)) return 1;
  const raw = max / Math.max(1, target);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  const factor = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 2.5 && !integer ? 2.5 : normalized <= 5 ? 5 : 10;
  const step = round(factor * magnitude);
  return integer ? Math.max(1, Math.round(step)) : step;
}

/**
 * Axis ticks from 0 up to the first nice value at or above `max`: 0, 5, 10, 15 for 13.
 * A max of 0 (or less, or not a number) still gives an axis: [0, 1].
 */
export function niceTicks(max: number, options: TickOptions = {}): number[] {
  const step = niceStep(max, options);
  const top = max > 0 && Number.isFinite(max) ? round(Math.ceil(round(max / step)) * step) : step;
  const ticks: number[] = [];
  for (let i = 0; round(i * step) <= top; i++) ticks.push(round(i * step));
  return ticks;
}
