/**
 * Strings kept as places in one text rather than a string each: a saved index's lists that a
 * load reads as spans of its decoded text (the tokens, the identifiers' rests), so a start makes
 * no string per entry, and the young-object collections that follow copy none.
 */

/**
 * Strings one after the other in one text, and where each starts (after the last, where it
 * ends): string `n` is `text.substring(starts[n], starts[n + 1])`.
 */
export interface TextSpans {
  readonly text: string;
  readonly starts: Uint32Array;
}

/** How many strings the spans hold. */
export function spanCount(spans: TextSpans): number {
  return Math.max(0, spans.starts.length - 1);
}

/** String `at` of the spans ('' past the last). */
export function spanAt(spans: TextSpans, at: number): string {
  const end = spans.starts[at + 1];
  return end === undefined ? '' : spans.text.substring(spans.starts[at] ?? end, end);
}

/** The strings as spans of their joined text. */
export function spansOf(strings: readonly string[]): TextSpans {
  const starts = new Uint32Array(strings.length + 1);
  let at = 0;
  strings.forEach((string, n) => {
    at += string.length;
    starts[n + 1] = at;
  });
  return { text: strings.join(''), starts };
}

/** The spans' strings, a string each. */
export function spanList(spans: TextSpans): string[] {
  return Array.from({ length: spanCount(spans) }, (_, at) => spanAt(spans, at));
}

/**
 * The strings at `entries` (ascending places, the first `count` of them) as spans of a new text:
 * each run of neighbouring strings copied as one piece, not a string each (a compaction keeps
 * all but the few removed).
 */
export function selectSpans(spans: TextSpans, entries: ArrayLike<number>, count: number): TextSpans {
  const { text, starts: from } = spans;
  const starts = new Uint32Array(count + 1);
  const pieces: string[] = [];
  let runFrom = 0;
  let runTo = 0;
  let length = 0;
  for (let at = 0; at < count; at += 1) {
    const entry = entries[at] ?? 0;
    const begin = from[entry] ?? 0;
    const end = from[entry + 1] ?? 0;
    if (begin !== runTo) {
      pieces.push(text.substring(runFrom, runTo));
      runFrom = begin;
    }
    runTo = end;
    length += end - begin;
    starts[at + 1] = length;
  }
  pieces.push(text.substring(runFrom, runTo));
  return { text: pieces.join(''), starts };
}
