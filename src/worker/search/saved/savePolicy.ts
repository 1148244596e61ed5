/**
 * When the local search saves its index (savedIndex.ts): what changed since the last save, and
 * whether a save is due now, once the writes stop, or not at all (the records table holds it).
 */
import { ok, type ConsoleFailure, type Result } from '../../../contract/failure';

export interface SaveOptions {
  /** How long after the last change the index is saved (changes in between are saved together). */
  readonly saveDelayMs?: number;
  /** The floor of resources changed since the last save that make a save start at once. */
  readonly saveAfterChanges?: number;
  /** Resources changed since the last save that a start may read again from the table (LOG_BOUND). */
  readonly logBound?: number;
}

export const DEFAULT_SAVE_DELAY_MS = 5_000;
/**
 * Resources changed since the last save that make the next save start at once: the larger of a
 * floor and half the index. A download from nothing to 250,000 is so saved at 50,000, 100,000
 * and 200,000, as tails of what each adds after the empty index its start saved whole (savedIndex's
 * `streaming`), then whole once the writes stop; a restart reads at most a third of the table
 * again. Whole, those saves cost half as much again as the download's bare writes at a phone's
 * CPU (docs/BENCHMARKS.md).
 */
const SAVE_AFTER_CHANGES = 50_000;
const SAVE_AFTER_SHARE = 0.5;
/**
 * The records table is the index's log: a page is written there once, findable by its fetch time
 * and its enrichment time, and a start indexes again what came after the saved index
 * (restoreTextIndex's catch-up). Up to this many resources changed since the last save, a quiet
 * moment therefore saves nothing: a search's enrichments or a refresh's few new resources stay in
 * the table. Past it, or after a removal (a start would compare every identifier with the table),
 * the index is saved once the writes stop: as a tail of the saves before (savedIndex), which
 * holds only what changed, while the tails stay small beside the whole save.
 */
export const LOG_BOUND = 1_000;

export class SavePolicy {
  private dirty = false;
  /** Resources stored or removed since the last save began. */
  private unsaved = 0;
  /** Whether a removal is among them: a save is then due however few they are. */
  private unsavedRemoval = false;
  /**
   * Whether the save scheduled is due at once while the writes go on (a download's, without a
   * removal): it is then written as a tail, however large (savedIndex's `streaming`).
   */
  private streaming = false;
  /** A download's tails call for a whole save once the writes stop. */
  private wholePending = false;
  private failure?: ConsoleFailure;

  /** `schedule`: starts a save after that many ms without a write (and a pause in searching). */
  constructor(
    private readonly options: SaveOptions,
    private readonly schedule: (delayMs: number) => void,
  ) {}

  get saveDelayMs(): number {
    return this.options.saveDelayMs ?? DEFAULT_SAVE_DELAY_MS;
  }

  /** Why the last save failed, until one succeeds. */
  get saveFailure(): ConsoleFailure | undefined {
    return this.failure;
  }

  /**
   * `count` more changed in an index of `size` (`removal`: one of them is a removal). Saves now
   * when that made the unsaved part large; once the writes stop for the delay when it passed the
   * log's bound, holds a removal or a whole save is pending; else leaves it to the table (LOG_BOUND).
   */
  changed(count: number, size: number, removal = false): void {
    this.dirty = true;
    this.unsaved += count;
    this.unsavedRemoval ||= removal;
    const floor = this.options.saveAfterChanges ?? SAVE_AFTER_CHANGES;
    if (this.unsaved >= Math.max(floor, size * SAVE_AFTER_SHARE)) this.scheduleSave(0, !this.unsavedRemoval);
    else if (this.unsavedRemoval || this.wholePending || this.unsaved > (this.options.logBound ?? LOG_BOUND))
      this.scheduleSave(this.saveDelayMs, false);
  }

  /** The last schedule decides when the save starts (the scheduler replaces the one before), and how it is written. */
  private scheduleSave(delayMs: number, streaming: boolean): void {
    this.streaming = streaming;
    this.schedule(delayMs);
  }

  /**
   * Runs `write` when something changed since the last save, telling it whether the save is a
   * download's (streaming); when it fails, that stays unsaved. `wholeDue`, asked after a write,
   * says whether a whole save is still due (the tails a download wrote are long), which is then
   * scheduled for when the writes stop.
   */
  async save(
    write: (streaming: boolean) => Promise<Result<void>>,
    wholeDue: () => boolean,
  ): Promise<Result<void>> {
    if (!this.dirty) return ok(undefined);
    this.dirty = false;
    const { unsaved, unsavedRemoval, streaming } = this;
    this.unsaved = 0;
    this.unsavedRemoval = false;
    this.streaming = false;
    const saved = await write(streaming);
    if (saved.ok) {
      this.failure = undefined;
      this.wholePending = wholeDue();
      if (this.wholePending) {
        this.dirty = true;
        this.scheduleSave(this.saveDelayMs, false);
      }
    } else {
      this.dirty = true;
      this.unsaved += unsaved;
      this.unsavedRemoval ||= unsavedRemoval;
      this.failure = saved.failure;
    }
    return saved;
  }
}
