/**
 * When the storage guard looks for a wipe after the browser closed the database under this
 * worker (Dexie's `close`).
 *
 * Chromium fires `close` as it begins to clear, and the data may go a moment later: the guard
 * looks at once, then after each wait, until a look finds the stores in place. A look that found
 * a wipe and restored what it could is followed by another: the restore may have gone into a
 * database the browser reopened and then deleted with the rest, and the next look restores it
 * again. A look that could not read the stores (the browser refusing the reopen while it still
 * deletes), or during which the database closed again, does not end the looks either. One round
 * runs at a time, and a round takes at most `maxLooks`, the last wait repeating, so a browser
 * that keeps closing the database cannot keep the worker looking.
 */

/** What one look found: a wipe it restored, both stores in place, or stores it could not read. */
export type LookResult = 'restored' | 'inPlace' | 'unread';

export interface LooksAfterCloseDeps {
  /** Looks for a wipe and restores what it took. Never rejects. */
  readonly look: () => Promise<LookResult>;
  /** Before each look: the first is usually 0 (at once). The last repeats. */
  readonly waits: readonly number[];
  readonly maxLooks: number;
  readonly sleep: (ms: number) => Promise<void>;
  /** True once looking no longer makes sense (the user signed out). */
  readonly stopped: () => boolean;
  /** After each look that restored something: send it (not waited on: a slow send holds no look). */
  readonly restored: () => void;
}

/** Answers the handler for the database's `close`. */
export function looksAfterClose(deps: LooksAfterCloseDeps): () => void {
  let running = false;
  let closes = 0;

  async function round(): Promise<void> {
    let foundOne = false;
    for (let index = 0; index < deps.maxLooks; index += 1) {
      const wait = deps.waits[Math.min(index, deps.waits.length - 1)] ?? 0;
      if (wait > 0) await deps.sleep(wait);
      if (deps.stopped()) return;
      const closesBefore = closes;
      const result = await deps.look();
      if (result === 'restored') {
        foundOne = true;
        deps.restored();
        continue;
      }
      // In place, with no close since the look began: a restore held, or the waits are spent.
      if (result === 'inPlace' && closes === closesBefore && (foundOne || index >= deps.waits.length - 1))
        return;
    }
  }

  return () => {
    closes += 1;
    if (running) return;
    running = true;
    void round()
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
}
