/**
 * What a text index builds ahead of the first queries that would otherwise build it as they run
 * (TextIndex.preparation), in steps a caller may answer searches between: the sort ranks of
 * every column, the joined lower-cased values `=~` searches, the rows of each tag, the names'
 * sketch free text ranks by (nameSketch.ts), which tokens are runs, and the presorted rows of
 * the common sort fields.
 */
import { presortedRows, ranksOf } from '../query/columnOrder';
import type { ColumnSource } from '../query/columnQuery';
import type { DocumentTable } from './documentTable';
import { COLUMN_FIELDS, JOINED_FIELDS, TAG_FAMILIES } from './fieldColumns';
import type { TokenDictionary } from './tokenDictionary';

/** The sort fields kept presorted: the default order (newest first) and names. */
const PRESORTED_FIELDS = ['timeCreated', 'displayName'] as const;

/** Names a step of the preparation sketches, and tokens it reads (a few milliseconds at full speed). */
const SKETCH_STEP = 16_384;
const RUNS_STEP = 32_768;

/**
 * The column caches, the sketch SKETCH_STEP names at a time, the runs RUNS_STEP tokens at a
 * time, each presorted order (at 250,000 resources the longest step, about 0.1 s at full speed),
 * each step ending at a `yield`. Each step reads the index as it then is (`columns` is asked
 * again at each use).
 */
export function* prepareColumns(
  docs: DocumentTable,
  dictionary: TokenDictionary,
  columns: () => ColumnSource,
): Generator<void, void, void> {
  const { fields } = docs;
  for (const field of COLUMN_FIELDS) {
    ranksOf(fields, field);
    fields.dictionaries[field].prepare();
  }
  for (const family of TAG_FAMILIES) fields.tags[family].rowsByTriple();
  // The creation times free text ranks by, one per document; the rows by type.
  docs.fillTimes();
  docs.typeGroups('build');
  yield;
  for (let from = 0; from < docs.length; from += SKETCH_STEP) {
    docs.sketchNames(from, from + SKETCH_STEP);
    yield;
  }
  // Documents added during the steps above, sketched too.
  docs.sketchNames();
  // What `=~` reads of the names instead of their whole joined text (valueDictionary's pairMasks).
  for (const field of JOINED_FIELDS) fields.dictionaries[field].preparePairs();
  yield;
  // Which tokens are letters and digits only, read before a search's prefix range needs them.
  while (!dictionary.learnRuns(RUNS_STEP)) yield;
  yield;
  for (const field of PRESORTED_FIELDS) {
    presortedRows(
      { field: { kind: 'field', name: field, position: 0 }, direction: 'asc', position: 0 },
      columns(),
      'build',
    );
    yield;
  }
}
