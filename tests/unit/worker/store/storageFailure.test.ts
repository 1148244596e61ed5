import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { guardStorage, isQuotaExceeded, storageFailure } from '../../../../src/worker/store/storageFailure';
import { containing, matching } from '../../matchers';

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
