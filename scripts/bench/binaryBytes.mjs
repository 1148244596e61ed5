// How the saved search index is counted on the device: the bytes of the binary values a stored
// `meta` row holds (ArrayBuffers, typed arrays, Blobs, a few levels into the row), by the benchmark
// page (tests/bench/originStorage.ts) and by the console's download (consoleDownload.mjs) alike.
// It refers to nothing outside itself: the console's download passes its source into the page.
/* global Blob -- run in the page */

/** Bytes of the binary values in `value`, looked for up to four levels deep. */
export function binaryBytes(value, depth = 0) {
  if (value instanceof ArrayBuffer) return value.byteLength;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Blob) return value.size;
  if (depth > 3 || typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce((sum, item) => sum + binaryBytes(item, depth + 1), 0);
}
