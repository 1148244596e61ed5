/**
 * A read's kept copy (a `records` row) read back before it is shown offline. A row written by an
 * older release or left damaged on the disk may miss fields or hold the wrong types: it is
 * checked as the service's answer was when it arrived (the operation's schema,
 * src/oci/operations/answers.ts), and a row that does not fit is a storage failure that says so —
 * the page says the kept copy could not be read, and the next read online replaces the row.
 */
import { answerMismatch } from '../../oci/operations/answers';
import type { OperationSpec } from '../../oci/operations/types';
import type { StoredRecord } from '../../contract/db';
import { fail, ok, type Result } from '../../contract/failure';

export function readKeptRecord(spec: OperationSpec, row: unknown): Result<StoredRecord> {
  const unreadable = (why: string) =>
    fail<StoredRecord>({
      kind: 'storage',
      message: `The copy of ${spec.name} kept on this device could not be read: ${why}.`,
      quotaExceeded: false,
    });
  if (typeof row !== 'object' || row === null) return unreadable('it is not a record');
  const record = row as Partial<Record<keyof StoredRecord, unknown>>;
  const { fetchedAt, etag } = record;
  if (typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt)) return unreadable('it has no time');
  if (etag !== undefined && typeof etag !== 'string') return unreadable('its etag is not text');
  if (!('body' in record)) return unreadable('it has no answer');
  const mismatch = answerMismatch(spec, record.body);
  if (mismatch !== undefined) return unreadable(mismatch);
  return ok(row as StoredRecord);
}
