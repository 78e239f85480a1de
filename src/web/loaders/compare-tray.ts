import { compareTrayQuery } from '../../domain/compare-tray';
import { parseInput } from '../../parse-input';
import { onlineTray } from '../../services/product-comparison';
import type { LoaderContext } from '../page-types';

/** The page's compare tray (`?compare=`, a 400 naming it when malformed), without products that are no longer online. */
export async function requestTray(ctx: LoaderContext<unknown>): Promise<number[]> {
  return onlineTray(ctx.db, parseInput(compareTrayQuery, ctx.query, 'query').compare);
}
