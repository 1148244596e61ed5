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
  return spans.text.substring(spans.starts[at] ?? 0, spans.starts[at + 1] ?? 0);
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
