/**
 * Where the search index's memory goes: builds the index of the benchmark's synthetic tenancy in
 * Node (the worker's own modules), saves it, restores it as an offline start does, builds the
 * column caches the first queries would (TextIndex.prepare), and prints per structure its bytes:
 * typed arrays (each buffer counted once, at the first path that holds it, its whole byteLength:
 * a view keeps its whole buffer alive) and strings (UTF-16 length, 1 byte per Latin-1 character
 * as V8 stores them, plus a 16-byte header each). Beside the sum, Node's own figures after a full
 * collection: heap used and array buffers, as the benchmark reads them from the worker.
 *
 *   NODE_OPTIONS=--expose-gc npx tsx tests/bench/indexMemory.ts [count=250000] [--json]
 */
import { TextIndex } from '../../src/worker/search/index/textIndex';
import { encodeTextIndex } from '../../src/worker/search/saved/textIndexCodec';
import { syntheticResources } from './syntheticResources';

const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 250_000);
const asJson = process.argv.includes('--json');

const collect = (): void => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run with --expose-gc');
  gc();
  gc();
};

const mb = (bytes: number): number => Math.round((bytes / 2 ** 20) * 100) / 100;

function stringBytes(text: string): number {
  // V8 keeps a string of Latin-1 characters one byte each, others two.
  // eslint-disable-next-line no-control-regex
  return 16 + (/^[\u0000-\u00ff]*$/.test(text) ? text.length : text.length * 2);
}

interface Tally {
  buffers: number;
  strings: number;
}

/** Per structure (the path down to depth `depth`), its typed-array and string bytes. */
function walk(root: object, depth: number): Map<string, Tally> {
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

function report(title: string, index: TextIndex): Record<string, unknown> {
  collect();
  const usage = process.memoryUsage();
  const table = walk(index, 4);
  const rows = [...table]
    .map(([path, tally]) => ({ path, buffers: mb(tally.buffers), strings: mb(tally.strings) }))
    .filter((row) => row.buffers + row.strings >= 0.1)
    .sort((a, b) => b.buffers + b.strings - (a.buffers + a.strings));
  const buffers = [...table.values()].reduce((sum, tally) => sum + tally.buffers, 0);
  const strings = [...table.values()].reduce((sum, tally) => sum + tally.strings, 0);
  const figures = {
    title,
    count,
    heapUsedMb: mb(usage.heapUsed),
    arrayBuffersMb: mb(usage.arrayBuffers),
    walkedBuffersMb: mb(buffers),
    walkedStringsMb: mb(strings),
    rows,
  };
  if (!asJson) {
    console.log(`\n${title} (${count.toLocaleString('en')} resources)`);
    console.log(
      `  Node after a full collection: heap ${figures.heapUsedMb} MB, array buffers ${figures.arrayBuffersMb} MB`,
    );
    console.log(
      `  walked: typed arrays ${figures.walkedBuffersMb} MB, strings and arrays ${figures.walkedStringsMb} MB`,
    );
    console.log('  | structure | typed arrays MB | strings, arrays MB |');
    console.log('  | --- | ---: | ---: |');
    for (const row of rows) console.log(`  | ${row.path} | ${row.buffers} | ${row.strings} |`);
  }
  return figures;
}

/** Builds the index of `count` resources, reports it, and answers its save. */
function buildAndSave(): { data: ArrayBuffer; figures: Record<string, unknown> } {
  const resources = syntheticResources(count);
  const built = new TextIndex();
  for (const resource of resources) built.add(resource);
  resources.length = 0;
  built.prepare();
  const data = built.serialize();
  return { data, figures: report('built, saved and prepared', built) };
}

/** The index restored from `data` (which it owns: nothing else keeps the saved buffer). */
function restore(data: ArrayBuffer): TextIndex {
  const restored = TextIndex.load(data);
  restored.prepare();
  return restored;
}

/** Bytes of the tail saved after 1,000 resources of the index change (new states, as a refresh brings). */
function tailAfterChanges(index: TextIndex): number {
  for (const resource of syntheticResources(1_000, 10_000))
    index.add({ ...resource, lifecycleState: 'STOPPED' });
  const tail = index.tail();
  if (tail === undefined) throw new Error('the changes were not saved as a tail');
  return encodeTextIndex(tail.parts).byteLength + tail.removed.byteLength + tail.shown.codes.byteLength;
}

// The built index is dropped before the restore, as a new worker at an offline start never had it.
const saved = buildAndSave();
const savedMb = mb(saved.data.byteLength);
const restored = restore(saved.data);
// Dropped here: the restored index alone holds what it read.
saved.data = new ArrayBuffer(0);
const results = [saved.figures, report('restored from the save and prepared (an offline start)', restored)];
const tailMb = mb(tailAfterChanges(restored));
if (asJson) console.log(JSON.stringify({ savedMb, tailMb, results }, null, 2));
else console.log(`\nsaved index: ${savedMb} MB; a tail after 1,000 changed resources: ${tailMb} MB`);
