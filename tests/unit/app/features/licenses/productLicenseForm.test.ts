import { describe, expect, it } from 'vitest';
import {
  createProductLicenseDetails,
  EMPTY_PRODUCT_LICENSE,
  parseImages,
  productLicenseDraft,
  updateProductLicenseDetails,
  validateProductLicense,
} from '../../../../../src/app/features/licenses/productLicenseForm';
import { formatTags, parseTags } from '../../../../../src/app/features/licenses/tagText';

const valid = {
  ...EMPTY_PRODUCT_LICENSE,
  compartmentId: 'ocid1.compartment.oc1..c',
  displayName: '  Oracle Database Enterprise Edition ',
  licenseUnit: 'OCPU',
};

describe('product license form', () => {
  it('asks for what CreateProductLicenseDetails requires', () => {
    expect(validateProductLicense(EMPTY_PRODUCT_LICENSE, 'create')).toEqual({
      compartmentId: 'required',
      displayName: 'required',
      licenseUnit: 'required',
    });
    expect(validateProductLicense(valid, 'create')).toEqual({});
    expect(validateProductLicense({ ...valid, licenseUnit: 'CORES' }, 'create')).toEqual({
      licenseUnit: 'required',
    });
    expect(validateProductLicense({ ...valid, displayName: 'x'.repeat(256) }, 'create')).toEqual({
      displayName: 'tooLong',
    });
  });

  it('needs a vendor name for a third-party product', () => {
    expect(validateProductLicense({ ...valid, isVendorOracle: false }, 'create')).toEqual({
      vendorName: 'vendorRequired',
    });
    expect(
      validateProductLicense({ ...valid, isVendorOracle: false, vendorName: 'Red Hat' }, 'create'),
    ).toEqual({});
  });

  it('checks only images and tags when editing, as the update takes only those', () => {
    expect(validateProductLicense({ ...EMPTY_PRODUCT_LICENSE, images: 'only-one-word' }, 'edit')).toEqual({
      images: 'imageLines',
    });
    expect(validateProductLicense({ ...EMPTY_PRODUCT_LICENSE, tags: 'no equals sign' }, 'edit')).toEqual({
      tags: 'tagLines',
    });
    expect(validateProductLicense(EMPTY_PRODUCT_LICENSE, 'edit')).toEqual({});
  });

  it('builds the create body, with the vendor only for a third party and without empty parts', () => {
    expect(createProductLicenseDetails(valid)).toEqual({
      compartmentId: 'ocid1.compartment.oc1..c',
      displayName: 'Oracle Database Enterprise Edition',
      licenseUnit: 'OCPU',
      isVendorOracle: true,
    });
    expect(
      createProductLicenseDetails({
        ...valid,
        isVendorOracle: false,
        vendorName: ' Microsoft ',
        images: 'ocid1.listing.oc1..a 1.0\n\nocid1.listing.oc1..b, 2.1',
        tags: 'env=prod\nowner = dba team',
      }),
    ).toEqual({
      compartmentId: 'ocid1.compartment.oc1..c',
      displayName: 'Oracle Database Enterprise Edition',
      licenseUnit: 'OCPU',
      isVendorOracle: false,
      vendorName: 'Microsoft',
      images: [
        { listingId: 'ocid1.listing.oc1..a', packageVersion: '1.0' },
        { listingId: 'ocid1.listing.oc1..b', packageVersion: '2.1' },
      ],
      freeformTags: { env: 'prod', owner: 'dba team' },
    });
  });

  it('builds the update body with the images the API requires, even none', () => {
    expect(updateProductLicenseDetails(EMPTY_PRODUCT_LICENSE)).toEqual({ images: [], freeformTags: {} });
  });

  it('fills the edit form from a license and back without loss', () => {
    const license = {
      compartmentId: 'c',
      displayName: 'WebLogic',
      licenseUnit: 'OCPU',
      isVendorOracle: true,
      images: [{ listingId: 'l1', packageVersion: '1.0' }],
      freeformTags: { env: 'prod' },
    };
    const draft = productLicenseDraft(license);
    expect(draft.images).toBe('l1 1.0');
    expect(updateProductLicenseDetails(draft)).toEqual({
      images: [{ listingId: 'l1', packageVersion: '1.0' }],
      freeformTags: { env: 'prod' },
    });
  });
});

describe('free-form tags', () => {
  it('reads key=value lines and names the bad ones', () => {
    expect(parseTags('env=prod\n\nbad line\na.b=1\n=x\nempty=')).toEqual({
      tags: { env: 'prod', empty: '' },
      badLines: [3, 4, 5],
    });
    expect(parseImages('a 1\nb\nc 2 3').badLines).toEqual([2, 3]);
  });

  it('writes tags back as lines', () => {
    expect(formatTags({ env: 'prod', app: 'web' })).toBe('env=prod\napp=web');
    expect(formatTags(undefined)).toBe('');
  });
});
