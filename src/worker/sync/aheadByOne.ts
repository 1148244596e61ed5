/**
 * Yields what `source` yields, having asked it for the next item as each one is handed out: the
 * next page of a download is on its way while the one handed out is stored, so a slow line and
 * the device's writes overlap instead of adding up. The source's failure (a dropped connection
 * while the last page is stored) is thrown where its item would have been yielded, after every
 * item before it was handed out. When the reader stops first, the source is closed once the item
 * under way is in (its signal may cut that short), and that item is dropped.
 */
export async function* aheadByOne<T>(source: AsyncIterable<T>): AsyncGenerator<T, void, undefined> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const item = await next;
      if (item.done === true) return;
      next = iterator.next();
      // Thrown at the top of the loop; until then, or if the reader stops first, it is kept unreported.
      next.catch(() => undefined);
      yield item.value;
    }
  } finally {
    void next.then(() => iterator.return?.()).catch(() => undefined);
  }
}
