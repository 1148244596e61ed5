/**
 * The first `k` items of a stream in `compare` order, in O(n log k) time and O(k) memory: a
 * bounded heap whose root is the worst item kept. Enough for `offset + limit` of a large
 * result without sorting all of it.
 */
export class TopRanked<T> {
  private readonly heap: T[] = [];

  /** `compare(a, b) < 0` when a ranks before b. */
  constructor(
    private readonly k: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    if (this.k <= 0) return;
    const heap = this.heap;
    if (heap.length < this.k) {
      heap.push(item);
      this.siftUp(heap.length - 1);
      return;
    }
    const worst = heap[0];
    if (worst !== undefined && this.compare(item, worst) < 0) {
      heap[0] = item;
      this.siftDown(0);
    }
  }

  /**
   * The latest-ranked item kept once `k` are kept (an item must rank before it to be kept),
   * else undefined: lets a caller skip the work of ranking an item that cannot get in.
   */
  worstKept(): T | undefined {
    return this.heap.length >= this.k ? this.heap[0] : undefined;
  }

  /** What was kept, best first. */
  sorted(): T[] {
    return [...this.heap].sort(this.compare);
  }

  /** Whether a ranks after b: the heap keeps the latest-ranked item at its root. */
  private after(a: T | undefined, b: T | undefined): boolean {
    return a !== undefined && b !== undefined && this.compare(a, b) > 0;
  }

  private siftUp(start: number): void {
    const heap = this.heap;
    let at = start;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.after(heap[at], heap[parent])) return;
      this.swap(at, parent);
      at = parent;
    }
  }

  private siftDown(start: number): void {
    const heap = this.heap;
    let at = start;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let latest = at;
      if (left < heap.length && this.after(heap[left], heap[latest])) latest = left;
      if (right < heap.length && this.after(heap[right], heap[latest])) latest = right;
      if (latest === at) return;
      this.swap(at, latest);
      at = latest;
    }
  }

  private swap(a: number, b: number): void {
    const heap = this.heap;
    const item = heap[a] as T;
    heap[a] = heap[b] as T;
    heap[b] = item;
  }
}
