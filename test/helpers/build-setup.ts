import { buildClient } from '../../scripts/build';

/** Pages need the client bundles; the fault tests need nothing else prepared. */
export default async function setup(): Promise<void> {
  await buildClient();
}
