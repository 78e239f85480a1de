/**
 * Polls a URL until it answers 2xx (a server the script started is up), every 100 ms, for at most `seconds`;
 * gives up early once `alive` says the server's process has exited.
 */
export async function waitUntilUp(url: string, seconds = 30, alive: () => boolean = () => true): Promise<void> {
  for (let i = 0; i < seconds * 10 && alive(); i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
