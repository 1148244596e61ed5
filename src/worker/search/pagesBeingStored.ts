import type { StoredResource } from '../../contract/db';

/**
 * The pages LocalSearch is storing and has not yet indexed (a download has two under way): the
 * fetch times a save must not claim yet, and the identifiers a page may already find in the
 * table because another page under way holds them too.
 */
export class PagesBeingStored {
  /** The oldest fetch time of each page under way. */
  private readonly fetchedAt: number[] = [];
  /** Per identifier, how often the pages under way hold it. */
  private readonly holding = new Map<string, number>();

  /** Counts the page as under way until the function it answers is called. */
  begin(resources: readonly StoredResource[]): () => void {
    const fetchedAt = Math.min(...resources.map((resource) => resource.fetchedAt));
    this.fetchedAt.push(fetchedAt);
    for (const resource of resources) this.tally(resource.identifier, 1);
    return () => {
      this.fetchedAt.splice(this.fetchedAt.indexOf(fetchedAt), 1);
      for (const resource of resources) this.tally(resource.identifier, -1);
    };
  }

  /** Whether a page under way holds the identifier. */
  holds(id: string): boolean {
    return this.holding.has(id);
  }

  /** Whether the pages under way hold the identifier more than once. */
  holdTwice(id: string): boolean {
    return (this.holding.get(id) ?? 0) > 1;
  }

  /**
   * The newest fetch time a save may claim: `indexed` (the newest the index holds), or just
   * before a page under way, whichever is older (fetch times grow as pages are stored).
   */
  claimable(indexed: number): number {
    return Math.min(indexed, ...this.fetchedAt.map((fetchedAt) => fetchedAt - 1));
  }

  /** Adds `by` to the identifier's count, dropping it at zero. */
  private tally(id: string, by: number): void {
    const next = (this.holding.get(id) ?? 0) + by;
    if (next > 0) this.holding.set(id, next);
    else this.holding.delete(id);
  }
}
