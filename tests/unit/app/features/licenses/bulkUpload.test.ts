import { describe, expect, it } from 'vitest';
import {
  bulkUploadDetails,
  bulkUploadSummary,
  MAX_UPLOAD_BYTES,
  templateText,
  validateBulkUpload,
} from '../../../../../src/app/features/licenses/bulkUpload';

const CSV = 'productLicenseId,displayName,licenseCount\nocid1.productlicense.oc1..p,CSI 1,8\n';

describe('bulk upload', () => {
  it('needs a compartment and a non-empty file within the size limit', () => {
    expect(validateBulkUpload({ compartmentId: '', fileName: '', fileContent: '' })).toEqual({
      compartmentId: 'required',
      file: 'fileRequired',
    });
    expect(validateBulkUpload({ compartmentId: 'c', fileName: 'a.csv', fileContent: ' \n' })).toEqual({
      file: 'fileEmpty',
    });
    expect(
      validateBulkUpload({
        compartmentId: 'c',
        fileName: 'a.csv',
        fileContent: 'x'.repeat(MAX_UPLOAD_BYTES + 1),
      }),
    ).toEqual({ file: 'fileTooLarge' });
    expect(validateBulkUpload({ compartmentId: 'c', fileName: 'a.csv', fileContent: CSV })).toEqual({});
  });

  it('sends the JSON the API takes', () => {
    expect(bulkUploadDetails({ compartmentId: 'c', fileName: 'a.csv', fileContent: CSV })).toEqual({
      compartmentId: 'c',
      fileName: 'a.csv',
      fileContent: CSV,
    });
  });

  it('decodes a base64 template and takes a plain one as it is', () => {
    expect(templateText({ template: Buffer.from(CSV).toString('base64') })).toBe(CSV);
    expect(templateText({ template: CSV })).toBe(CSV);
    // Base64 that decodes to something without a comma is not the CSV.
    expect(templateText({ template: 'QUJD' })).toBe('QUJD');
    expect(templateText({})).toBeUndefined();
    expect(templateText(null)).toBeUndefined();
  });

  it('summarises the answer, each refused row with its problems', () => {
    expect(
      bulkUploadSummary({
        totalSupportedRecords: 3,
        totalSupportedRecordsSaved: 2,
        totalSupportedInvalidRecords: 1,
        message: '2 of 3 saved',
        validationErrorInfo: [
          {
            rowNumber: 4,
            productName: 'CSI 3',
            rowError: [
              {
                columnName: 'productLicenseId',
                cellValue: 'x',
                errorInfo: 'No product license with this id.',
              },
            ],
          },
        ],
      }),
    ).toEqual({
      total: 3,
      saved: 2,
      duplicates: 0,
      failed: 0,
      invalid: 1,
      message: '2 of 3 saved',
      rowErrors: [{ row: 4, product: 'CSI 3', errors: 'productLicenseId: No product license with this id.' }],
    });
    expect(bulkUploadSummary(undefined).rowErrors).toEqual([]);
  });
});
