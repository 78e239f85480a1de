import type { StartStep } from '../src/domain/start-banner';
import { stepLine } from '../src/domain/start-banner';

/** Runs one start-up step, then prints what it did and how long it took. */
export async function step(name: string, work: () => Promise<string>, print: (line: string) => void = console.log): Promise<StartStep> {
  const started = performance.now();
  const outcome = await work();
  const done = { name, outcome, ms: performance.now() - started };
  print(stepLine(done));
  return done;
}
