import { describe, expect, it } from 'vitest';
import {
  EMPTY_LICENSE_RECORD,
  isCalendarDate,
  licenseRecordDetails,
  licenseRecordDraft,
  validateLicenseRecord,
} from '../../../../../src/app/features/licenses/licenseRecordForm';

const named = { ...EMPTY_LICENSE_RECORD, displayName: 'CSI 12345678' };

describe('license record form', () => {
  it('needs a name, and a count unless unlimited', () => {
    expect(validateLicenseRecord(EMPTY_LICENSE_RECORD)).toEqual({ displayName: 'required' });
    expect(validateLicenseRecord({ ...named, licenseCount: '' })).toEqual({ licenseCount: 'required' });
    expect(validateLicenseRecord({ ...named, licenseCount: '0' })).toEqual({ licenseCount: 'wholeNumber' });
    expect(validateLicenseRecord({ ...named, licenseCount: '2.5' })).toEqual({ licenseCount: 'wholeNumber' });
    expect(validateLicenseRecord({ ...named, licenseCount: '', isUnlimited: true })).toEqual({});
  });

  it('needs an expiration date unless perpetual, and real calendar dates', () => {
    expect(validateLicenseRecord({ ...named, isPerpetual: false })).toEqual({
      expirationDate: 'expirationRequired',
    });
    expect(validateLicenseRecord({ ...named, isPerpetual: false, expirationDate: '2027-02-30' })).toEqual({
      expirationDate: 'date',
    });
    expect(validateLicenseRecord({ ...named, supportEndDate: '31/12/2027' })).toEqual({
      supportEndDate: 'date',
    });
    expect(validateLicenseRecord({ ...named, isPerpetual: false, expirationDate: '2028-02-29' })).toEqual({});
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-12-31')).toBe(true);
  });

  it('builds the details: count or unlimited, expiry or perpetual, dates as RFC 3339', () => {
    expect(licenseRecordDetails({ ...named, licenseCount: ' 8 ' }, 'pl1')).toEqual({
      displayName: 'CSI 12345678',
      isPerpetual: true,
      isUnlimited: false,
      productId: 'pl1',
      licenseCount: 8,
      freeformTags: {},
    });
    expect(
      licenseRecordDetails(
        {
          ...named,
          isUnlimited: true,
          isPerpetual: false,
          expirationDate: '2027-12-31',
          supportEndDate: '2027-06-30',
        },
        'pl1',
      ),
    ).toEqual({
      displayName: 'CSI 12345678',
      isPerpetual: false,
      isUnlimited: true,
      productId: 'pl1',
      expirationDate: '2027-12-31T00:00:00.000Z',
      supportEndDate: '2027-06-30T00:00:00.000Z',
      freeformTags: {},
    });
  });

  it('fills the edit form from a record', () => {
    expect(
      licenseRecordDraft({
        displayName: 'CSI 1',
        licenseCount: 16,
        isPerpetual: false,
        isUnlimited: false,
        expirationDate: '2027-01-05T00:00:00.000Z',
        freeformTags: { env: 'prod' },
      }),
    ).toEqual({
      displayName: 'CSI 1',
      isPerpetual: false,
      expirationDate: '2027-01-05',
      supportEndDate: '',
      isUnlimited: false,
      licenseCount: '16',
      tags: 'env=prod',
    });
  });
});
