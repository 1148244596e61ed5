/**
 * For an index loaded from a save made before its documents kept their tokens' leading runs
 * (textMatch's indexTokens, saved from format 11): the flat postings with them added. Each run's
 * list becomes the union of its own (when the run was a token already) and those of the tokens it
 * leads, so every document that has a token has its run too, as an index of this version adds
 * them. About 0.6 s at 250,000 resources at full speed, once, at the first start after the update.
 */
import { leadingRun } from '../../../oci/textMatch';
import { FlatPostingsWriter, type FlatPostings } from './flatPostings';
import { sortUnique } from './postingLists';
import type { TokenDictionary } from './tokenDictionary';

/** A token whose leading run is itself (or empty). */
const NONE = 0xffffffff;

/** The postings with every token's leading run given the documents of the token; creates the runs that were no token. */
export function withLeadingRuns(flat: FlatPostings, dictionary: TokenDictionary): FlatPostings {
  const known = dictionary.size;
  // Per token, the id of its leading run when that is another token.
  const runOf = new Uint32Array(known).fill(NONE);
  // A few runs lead most tokens (every identifier's is `ocid1`): each looked up once.
  const runIds = new Map<string, number>();
  for (let token = 0; token < known; token += 1) {
    const text = dictionary.token(token);
    const run = leadingRun(text);
    if (run === text || run === '') continue;
    let id = runIds.get(run);
    if (id === undefined) {
      id = dictionary.idOf(run);
      runIds.set(run, id);
    }
    runOf[token] = id;
  }
  const size = dictionary.size;
  const { ledStart, led } = groupedByRun(runOf, size);
  let added = 0;
  for (const token of led) added += flat.count(token);
  const writer = new FlatPostingsWriter(size, flat.bytes.length + 5 * added);
  let scratch = new Uint32Array(64);
  for (let run = 0; run < size; run += 1) {
    const from = ledStart[run] ?? 0;
    const to = ledStart[run + 1] ?? 0;
    let count = flat.count(run);
    for (let at = from; at < to; at += 1) count += flat.count(led[at] ?? 0);
    if (count > scratch.length) scratch = new Uint32Array(Math.max(count, scratch.length * 2));
    let end = flat.read(run, scratch, 0);
    for (let at = from; at < to; at += 1) end = flat.read(led[at] ?? 0, scratch, end);
    const list = from === to ? scratch.subarray(0, end) : sortUnique(scratch.subarray(0, end));
    for (let at = 0; at < list.length; at += 1) writer.push(list[at] ?? 0);
    writer.endList();
  }
  return writer.finish();
}

/** The tokens each run leads, grouped by run: those of run r are `led[ledStart[r]]` up to `led[ledStart[r + 1]]`. */
function groupedByRun(runOf: Uint32Array, size: number): { ledStart: Uint32Array; led: Uint32Array } {
  const ledStart = new Uint32Array(size + 1);
  for (const run of runOf) if (run !== NONE) ledStart[run + 1] = (ledStart[run + 1] ?? 0) + 1;
  for (let run = 0; run < size; run += 1) ledStart[run + 1] = (ledStart[run + 1] ?? 0) + (ledStart[run] ?? 0);
  const led = new Uint32Array(ledStart[size] ?? 0);
  const cursor = ledStart.slice(0, size);
  runOf.forEach((run, token) => {
    if (run === NONE) return;
    led[cursor[run] ?? 0] = token;
    cursor[run] = (cursor[run] ?? 0) + 1;
  });
  return { ledStart, led };
}
