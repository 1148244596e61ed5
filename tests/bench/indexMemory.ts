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
import { mb, walk } from './memoryWalk';
import { syntheticResources } from './syntheticResources';

const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 250_000);
const asJson = process.argv.includes('--json');

const collect = (): void => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run with --expose-gc');
  gc();
  gc();
};

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
