/**
 * What the console's worker and its page writer (pageWriter.ts, pageWriterWorker.ts) say to each
 * other: a page of search results to store, and what storing it answered. The page crosses as
 * JSON text: copying a string between threads costs next to nothing, where cloning the records
 * would cost the console's worker much of what writing them does (docs/BENCHMARKS.md). The answer
 * carries only the records the store changed (an enrichment kept, a type key corrected), by
 * their place in the page: the rest were written as they were given.
 */
import { fail, ok, type Result } from '../../contract/failure';
import type { StoredResource } from '../../contract/db';
import { isRecord } from '../../oci/query/resolveField';

export interface PageWrite {
  readonly id: number;
  /** The name of the database to write into (the tenancy's). */
  readonly db: string;
  /** The page's records as JSON. */
  readonly page: string;
  /** The identifiers that may have a stored version: only these are read first. */
  readonly read: readonly string[];
}

/** A record the store wrote otherwise than it was given, and its place in the page. */
export type ChangedRecord = readonly [at: number, record: StoredResource];

export interface PageWritten {
  readonly id: number;
  readonly answer: Result<readonly ChangedRecord[]>;
}

/** The id of a message between the two, if it has one. */
export function idOf(value: unknown): number | undefined {
  return isRecord(value) && Number.isSafeInteger(value.id) ? (value.id as number) : undefined;
}

export function isPageWrite(value: unknown): value is PageWrite {
  return (
    isRecord(value) &&
    idOf(value) !== undefined &&
    typeof value.db === 'string' &&
    typeof value.page === 'string' &&
    Array.isArray(value.read) &&
    value.read.every((id) => typeof id === 'string')
  );
}

/** Whether an answer has the shape of PageWritten for a page of `size` records. */
export function isPageWritten(
  value: unknown,
  size: (id: number) => number | undefined,
): value is PageWritten {
  const id = idOf(value);
  if (id === undefined || !isRecord(value) || !isRecord(value.answer)) return false;
  const records = size(id);
  if (records === undefined) return false;
  const answer = value.answer;
  if (answer.ok === false) return isRecord(answer.failure) && typeof answer.failure.message === 'string';
  return (
    answer.ok === true &&
    Array.isArray(answer.value) &&
    answer.value.every(
      (changed) =>
        Array.isArray(changed) &&
        changed.length === 2 &&
        Number.isSafeInteger(changed[0]) &&
        (changed[0] as number) >= 0 &&
        (changed[0] as number) < records &&
        isRecord(changed[1]),
    )
  );
}

/** The records `stored` holds otherwise than `given` (the same page, in the same order). */
export function changedRecords(
  given: readonly StoredResource[],
  stored: readonly StoredResource[],
): ChangedRecord[] {
  const changed: ChangedRecord[] = [];
  stored.forEach((record, at) => {
    if (record !== given[at]) changed.push([at, record]);
  });
  return changed;
}

/** The page as stored: the records given, with those the store changed in their place. */
export function storedPage(
  given: readonly StoredResource[],
  answer: Result<readonly ChangedRecord[]>,
): Result<StoredResource[]> {
  if (!answer.ok) return fail(answer.failure);
  const stored = given.slice();
  for (const [at, record] of answer.value) stored[at] = record;
  return ok(stored);
}
