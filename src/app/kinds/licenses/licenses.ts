/**
 * The product license and license record kinds: their details configs (ReadDetails shows them
 * like every other resource, the license screens add their actions) and their lists.
 */
import type { DetailsConfig } from '../../kit/detailsConfig';
import type { ResourceKinds } from '../resourceKind';
import { LICENSE_RECORD_FORM, PRODUCT_LICENSE_FORM } from './licenseForms';
import { LICENSE_RECORD_LIST, PRODUCT_LICENSE_LIST } from './licenseLists';
import { LICENSE_PATTERNS } from '../../features/licenses/paths';

export const PRODUCT_LICENSE_DETAILS: DetailsConfig = {
  key: 'productLicense',
  resourceTypes: ['ProductLicense'],
  operation: 'getProductLicense',
  idParam: 'productLicenseId',
  fields: [
    { path: 'statusDescription', label: 'statusDescription' },
    { path: 'licenseUnit', label: 'licenseUnit', format: 'enum' },
    { path: 'isVendorOracle', label: 'isVendorOracle', format: 'boolean' },
    { path: 'vendorName', label: 'vendorName' },
    { path: 'totalActiveLicenseUnitCount', label: 'activeLicenseUnits', format: 'number' },
    { path: 'totalLicenseUnitsConsumed', label: 'licenseUnitsConsumed', format: 'number' },
    { path: 'activeLicenseRecordCount', label: 'activeLicenseRecords', format: 'number' },
    { path: 'totalLicenseRecordCount', label: 'licenseRecords', format: 'number' },
    { path: 'isUnlimited', label: 'isUnlimited', format: 'boolean' },
    { path: 'isOverSubscribed', label: 'isOverSubscribed', format: 'boolean' },
    { path: 'timeUpdated', label: 'glossary:updated', format: 'dateTime' },
  ],
  tables: [
    {
      title: 'images',
      path: 'images',
      columns: [
        { path: 'listingName', label: 'listing' },
        { path: 'listingId', label: 'listingId', format: 'code' },
        { path: 'packageVersion', label: 'packageVersion', format: 'code' },
        { path: 'publisher', label: 'publisher' },
      ],
    },
  ],
};

export const LICENSE_RECORD_DETAILS: DetailsConfig = {
  key: 'licenseRecord',
  resourceTypes: ['LicenseRecord'],
  operation: 'getLicenseRecord',
  idParam: 'licenseRecordId',
  fields: [
    { path: 'productLicense', label: 'productLicense' },
    { path: 'licenseCount', label: 'licenseCount', format: 'number' },
    { path: 'licenseUnit', label: 'licenseUnit', format: 'enum' },
    { path: 'isUnlimited', label: 'isUnlimited', format: 'boolean' },
    { path: 'isPerpetual', label: 'isPerpetual', format: 'boolean' },
    { path: 'expirationDate', label: 'expirationDate', format: 'date' },
    { path: 'supportEndDate', label: 'supportEndDate', format: 'date' },
    { path: 'timeUpdated', label: 'glossary:updated', format: 'dateTime' },
  ],
  relations: [
    { label: 'productLicense', path: 'productLicenseId', to: { pattern: LICENSE_PATTERNS.productLicense } },
  ],
};

/** The license manager's kinds: their details pages, lists (licenseLists.tsx) and forms (licenseForms.ts). */
export const LICENSE_KINDS = {
  getProductLicense: {
    details: PRODUCT_LICENSE_DETAILS,
    list: PRODUCT_LICENSE_LIST,
    form: PRODUCT_LICENSE_FORM,
  },
  getLicenseRecord: { details: LICENSE_RECORD_DETAILS, list: LICENSE_RECORD_LIST, form: LICENSE_RECORD_FORM },
} as const satisfies ResourceKinds;
