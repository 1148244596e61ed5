/**
 * The search index's memory structure by structure (indexMemory.ts in Node, the benchmark's
 * worker in Chromium): typed arrays (each buffer counted once, at the first path that holds it,
 * its whole byteLength: a view keeps its whole buffer alive) and strings (UTF-16 length, 1 byte
 * per Latin-1 character as V8 stores them, plus a 16-byte header each).
 */
export const mb = (bytes: number): number => Math.round((bytes / 2 ** 20) * 100) / 100;

function stringBytes(text: string): number {
  // V8 keeps a string of Latin-1 characters one byte each, others two.
  // eslint-disable-next-line no-control-regex
  return 16 + (/^[\u0000-\u00ff]*$/.test(text) ? text.length : text.length * 2);
}

export interface Tally {
  buffers: number;
  strings: number;
}

/** Per structure (the path down to depth `depth`), its typed-array and string bytes. */
export function walk(root: object, depth: number): Map<string, Tally> {
  const seenBuffers = new Set<ArrayBufferLike>();
  const seenObjects = new Set<object>();
  const seenStrings = new Set<string>();
  const table = new Map<string, Tally>();
  const add = (path: string[], kind: keyof Tally, bytes: number): void => {
    const key = path.slice(0, depth).join('.');
    const tally = table.get(key) ?? { buffers: 0, strings: 0 };
    tally[kind] += bytes;
    table.set(key, tally);
  };
  const visit = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') {
      // A substring of a restored index shares its parent's characters; counted once per value.
      if (seenStrings.has(value)) return;
      seenStrings.add(value);
      add(path, 'strings', stringBytes(value));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (ArrayBuffer.isView(value)) {
      if (seenBuffers.has(value.buffer)) return;
      seenBuffers.add(value.buffer);
      add(path, 'buffers', value.buffer.byteLength);
      return;
    }
    if (seenObjects.has(value)) return;
    seenObjects.add(value);
    if (value instanceof Map) {
      add(path, 'strings', value.size * 40);
      for (const [key, item] of value) {
        visit(key, path);
        visit(item, [...path, typeof key === 'string' && key.length < 24 ? key : '[entry]']);
      }
      return;
    }
    if (value instanceof Set) {
      for (const item of value) visit(item, path);
      return;
    }
    if (Array.isArray(value)) {
      add(path, 'strings', value.length * 8);
      for (const item of value) visit(item, path);
      return;
    }
    for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(root, []);
  return table;
}

