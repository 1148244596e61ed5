import type { StoredResource } from '../../contract/db';

/** A page under way: its oldest fetch time, its identifiers, and those it holds more than once. */
interface PageUnderWay {
  readonly fetchedAt: number;
  readonly ids: ReadonlySet<string>;
  readonly twice?: ReadonlySet<string>;
}

/**
 * The pages LocalSearch is storing and has not yet indexed (a download has up to sync/writtenInTurn's PAGES_UNDER_WAY under way): the
 * fetch times a save must not claim yet, and the identifiers a page may already find in the
 * table because another page under way holds them too.
 *
 * A set per page, dropped whole when the page is indexed: one map of every identifier under way,
 * counted up and down for each resource, took a tenth of what a download's pages cost the worker
 * besides their indexing at a phone's CPU (its deletions kept rehashing it).
 */
export class PagesBeingStored {
  private readonly pages: PageUnderWay[] = [];

  /** Counts the page as under way until the function it answers is called. */
  begin(resources: readonly StoredResource[]): () => void {
    let fetchedAt = Number.POSITIVE_INFINITY;
    const ids = new Set<string>();
    let twice: Set<string> | undefined;
    for (const { identifier, fetchedAt: at } of resources) {
      fetchedAt = Math.min(fetchedAt, at);
      const before = ids.size;
      ids.add(identifier);
      if (ids.size === before) (twice ??= new Set()).add(identifier);
    }
    const page: PageUnderWay = { fetchedAt, ids, ...(twice && { twice }) };
    this.pages.push(page);
    return () => {
      const at = this.pages.indexOf(page);
      if (at >= 0) this.pages.splice(at, 1);
    };
  }

  /** Whether a page under way holds the identifier. */
  holds(id: string): boolean {
    return this.pages.some((page) => page.ids.has(id));
  }

  /** Whether the pages under way hold the identifier more than once. */
  holdTwice(id: string): boolean {
    let held = 0;
    for (const page of this.pages) {
      if (page.twice?.has(id) === true) return true;
      if (page.ids.has(id)) held += 1;
      if (held > 1) return true;
    }
    return false;
  }

  /**
   * The newest fetch time a save may claim: `indexed` (the newest the index holds), or just
   * before a page under way, whichever is older (fetch times grow as pages are stored).
   */
  claimable(indexed: number): number {
    return Math.min(indexed, ...this.pages.map((page) => page.fetchedAt - 1));
  }
}
