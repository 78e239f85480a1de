import type { Rng } from './prng';
import { BRAND_HEADS, BRAND_JOINS, BRAND_TAILS } from './vocab-names';

/** An invented trade-name stem such as 'Velacore' or 'Tessispan'. */
export function brandStem(rng: Rng): string {
  const word = `${rng.pick(BRAND_HEADS)}${rng.pick(BRAND_JOINS)}${rng.pick(BRAND_TAILS)}`;
  return word.charAt(0).toUpperCase() + word.slice(1);
}
