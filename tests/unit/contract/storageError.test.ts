/**
 * The one rule for storage errors (src/contract/storageError.ts): the app's words for them and
 * the worker's `storage` failure agree, a failure made by the worker classifies as what it was.
 */
import Dexie from 'dexie';
import { describe, expect, it, test } from 'vitest';
import {
  classifyStorageError,
  guardStorage,
  isQuotaExceeded,
  storageFailure,
} from '../../../src/contract/storageError';
import { containing, matching } from '../matchers';

const quota = () =>
  new DOMException('The current transaction exceeded its quota limitations.', 'QuotaExceededError');

describe('classifyStorageError: a full device', () => {
  test('QuotaExceededError, as Chromium, Safari and Firefox name it now', () => {
    expect(classifyStorageError(quota())).toBe('quota');
  });

  test('a DOMException recognised by its legacy code 22 alone', () => {
    expect(classifyStorageError({ name: 'Error', code: 22, message: 'QUOTA_EXCEEDED_ERR' })).toBe('quota');
  });

  test("older Firefox's NS_ERROR_DOM_QUOTA_REACHED, by name and by code 1014", () => {
    expect(
      classifyStorageError({
        name: 'NS_ERROR_DOM_QUOTA_REACHED',
        message: 'Persistent storage maximum size reached',
      }),
    ).toBe('quota');
    expect(classifyStorageError({ name: 'Error', code: 1014 })).toBe('quota');
  });

  test("Dexie's AbortError wrapping the QuotaExceededError of the aborted transaction", () => {
    expect(classifyStorageError(new Dexie.AbortError('Transaction aborted', quota()))).toBe('quota');
  });

  test("Dexie's BulkError, whose rows failed one by one", () => {
    expect(classifyStorageError(new Dexie.BulkError('1 of 3 operations failed', { 1: quota() }))).toBe(
      'quota',
    );
  });

  test('an error whose cause is the quota error', () => {
    expect(classifyStorageError(new Error('could not store the page', { cause: quota() }))).toBe('quota');
  });

  test("the worker's storage failure with quotaExceeded", () => {
    expect(
      classifyStorageError({ kind: 'storage', message: 'The local index is full.', quotaExceeded: true }),
    ).toBe('quota');
  });
});

describe('classifyStorageError: IndexedDB unavailable', () => {
  test("Dexie's MissingAPIError (no indexedDB at all)", () => {
    expect(classifyStorageError(new Dexie.MissingAPIError('IndexedDB API missing'))).toBe('unavailable');
  });

  test("Firefox's private window: OpenFailedError wrapping InvalidStateError", () => {
    const inner = new DOMException(
      'A mutation operation was attempted on a database that did not allow mutations.',
      'InvalidStateError',
    );
    expect(classifyStorageError(new Dexie.OpenFailedError(inner))).toBe('unavailable');
  });

  test('site data blocked: SecurityError', () => {
    expect(classifyStorageError(new DOMException('The operation is insecure.', 'SecurityError'))).toBe(
      'unavailable',
    );
  });

  test('a closed database', () => {
    expect(classifyStorageError(new Dexie.DatabaseClosedError('Database has been closed'))).toBe(
      'unavailable',
    );
  });

  test("the worker's storage failure saying IndexedDB is unavailable", () => {
    const failure = {
      kind: 'storage',
      message: 'Local storage (IndexedDB) is unavailable (MissingAPIError: IndexedDB API missing)',
      quotaExceeded: false,
    };
    expect(classifyStorageError(failure)).toBe('unavailable');
  });
});

describe('classifyStorageError: anything else', () => {
  test('a constraint error, a plain error, nothing at all', () => {
    expect(classifyStorageError(new DOMException('Key already exists', 'ConstraintError'))).toBe('other');
    expect(classifyStorageError(new Error('boom'))).toBe('other');
    expect(classifyStorageError('boom')).toBe('other');
    expect(classifyStorageError(undefined)).toBe('other');
  });

  test("the worker's storage failure for one failed write", () => {
    expect(
      classifyStorageError({
        kind: 'storage',
        message: 'Local storage failed (ConstraintError: x)',
        quotaExceeded: false,
      }),
    ).toBe('other');
  });

  test('an error that wraps itself does not loop', () => {
    const error: { name: string; inner?: unknown } = { name: 'AbortError' };
    error.inner = error;
    expect(classifyStorageError(error)).toBe('other');
  });
});

describe('storageFailure', () => {
  it('finds a quota error however Dexie wraps it', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(isQuotaExceeded(quota)).toBe(true);
    expect(isQuotaExceeded(new Dexie.AbortError('Transaction aborted', quota))).toBe(true);
    expect(
      isQuotaExceeded(new Dexie.BulkError('bulkPut failed', { 3: new Dexie.QuotaExceededError() })),
    ).toBe(true);
    expect(isQuotaExceeded(new Error('outer', { cause: quota }))).toBe(true);
    expect(isQuotaExceeded(new Dexie.ConstraintError('duplicate'))).toBe(false);
  });

  it('maps a full disk, an unavailable database and other errors', () => {
    expect(storageFailure(new Dexie.QuotaExceededError())).toMatchObject({
      kind: 'storage',
      quotaExceeded: true,
    });
    expect(storageFailure(new Dexie.MissingAPIError())).toEqual({
      kind: 'storage',
      quotaExceeded: false,
      message: matching(/unavailable.*MissingAPIError/),
    });
    expect(
      storageFailure(new Dexie.OpenFailedError('blocked', new Dexie.VersionError('lower'))),
    ).toMatchObject({
      quotaExceeded: false,
      message: containing('unavailable'),
    });
    expect(storageFailure('odd')).toEqual({
      kind: 'storage',
      quotaExceeded: false,
      message: 'Local storage failed (odd)',
    });
  });

  it('guards an operation into a Result', async () => {
    expect(await guardStorage(() => Promise.resolve(3))).toEqual({ ok: true, value: 3 });
    const failed = await guardStorage(() => Promise.reject(new Dexie.DatabaseClosedError()));
    expect(failed).toMatchObject({ ok: false, failure: { kind: 'storage', quotaExceeded: false } });
  });
});

describe('one rule for both runtimes', () => {
  test('what the app calls a full device, the worker reports as quotaExceeded, and back', () => {
    const errors: unknown[] = [
      quota(),
      { name: 'Error', code: 22 },
      { name: 'Error', code: 1014 },
      { name: 'NS_ERROR_FILE_NO_DEVICE_SPACE' },
      new Dexie.AbortError('Transaction aborted', quota()),
      new DOMException('Key already exists', 'ConstraintError'),
      new Dexie.MissingAPIError('IndexedDB API missing'),
      new Dexie.DatabaseClosedError('Database has been closed'),
      new Error('boom'),
    ];
    for (const error of errors) {
      const failure = storageFailure(error);
      expect(failure.kind === 'storage' && failure.quotaExceeded).toBe(
        classifyStorageError(error) === 'quota',
      );
      expect(isQuotaExceeded(error)).toBe(classifyStorageError(error) === 'quota');
      // The failure crossing comlink is explained as the error it came from.
      expect(classifyStorageError(failure)).toBe(classifyStorageError(error));
    }
  });
});
