/**
 * The license manager's forms as configuration over the one form model: what the API requires of
 * a product license and a license record, checked before sending, in the license manager's own
 * words, and the details bodies they make.
 */
import { describe, expect, it } from 'vitest';
import {
  LICENSE_RECORD_FORM,
  PRODUCT_LICENSE_FORM,
} from '../../../../src/app/kinds/licenses/licenseForms';
import { errorMessage, isCalendarDate, parseLines, validateForm } from '../../../../src/app/kit/formChecks';
import { buildDetails, initialValues } from '../../../../src/app/kit/formModel';
import { visibleFields, type FormSpec } from '../../../../src/app/kit/formSpec';
import { formatTags, parseTags } from '../../../../src/app/kit/tagText';

function specOf(form: { readonly form?: FormSpec }): FormSpec {
  if (form.form === undefined) throw new Error('no form');
  return form.form;
}

const record = specOf(LICENSE_RECORD_FORM);
const license = specOf(PRODUCT_LICENSE_FORM);
const fieldOf = (spec: FormSpec, id: string) => {
  const field = spec.fields.find((f) => f.id === id);
  if (field === undefined) throw new Error(id);
  return field;
};

describe('the license record form', () => {
  const fresh = initialValues(record, 'create');
  const named = { ...fresh, displayName: 'CSI 1001' };

  it('starts perpetual, limited, with one license', () => {
    expect(fresh).toMatchObject({ isPerpetual: 'true', isUnlimited: 'false', licenseCount: '1' });
  });

  it('needs a name, and a whole count of 1 or more unless unlimited, in its own words', () => {
    expect(validateForm(record, 'create', fresh)).toEqual({ displayName: 'required' });
    expect(validateForm(record, 'create', { ...named, licenseCount: '' })).toEqual({
      licenseCount: 'required',
    });
    expect(validateForm(record, 'create', { ...named, licenseCount: '0' })).toEqual({ licenseCount: 'min' });
    expect(validateForm(record, 'create', { ...named, licenseCount: '2.5' })).toEqual({
      licenseCount: 'integer',
    });
    expect(validateForm(record, 'create', { ...named, licenseCount: '', isUnlimited: 'true' })).toEqual({});
    expect(errorMessage(record, fieldOf(record, 'licenseCount'), 'min')).toBe(
      'licenses:form.errors.wholeNumber',
    );
    expect(errorMessage(record, fieldOf(record, 'displayName'), 'required')).toBe(
      'licenses:form.errors.required',
    );
  });

  it('needs an expiration date unless perpetual, and real calendar dates', () => {
    const expiring = { ...named, isPerpetual: 'false' };
    expect(validateForm(record, 'create', expiring)).toEqual({ expirationDate: 'required' });
    expect(errorMessage(record, fieldOf(record, 'expirationDate'), 'required')).toBe(
      'licenses:form.errors.expirationRequired',
    );
    expect(validateForm(record, 'create', { ...expiring, expirationDate: '2027-02-30' })).toEqual({
      expirationDate: 'date',
    });
    expect(validateForm(record, 'create', { ...named, supportEndDate: '31/12/2027' })).toEqual({
      supportEndDate: 'date',
    });
    expect(validateForm(record, 'create', { ...expiring, expirationDate: '2028-02-29' })).toEqual({});
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-12-31')).toBe(true);
    expect(visibleFields(record, 'create', named).map((f) => f.id)).not.toContain('expirationDate');
  });

  it('builds the details: its product, count or unlimited, expiry or perpetual, dates as RFC 3339', () => {
    const scope = { productLicenseId: 'pl1' };
    expect(
      buildDetails(record, 'create', { ...named, licenseCount: ' 8 ', tags: 'env=prod' }, scope),
    ).toEqual({
      displayName: 'CSI 1001',
      isPerpetual: true,
      isUnlimited: false,
      licenseCount: 8,
      productId: 'pl1',
      freeformTags: { env: 'prod' },
    });
    expect(
      buildDetails(
        record,
        'edit',
        {
          ...named,
          isUnlimited: 'true',
          isPerpetual: 'false',
          expirationDate: '2027-01-05',
          supportEndDate: '2028-01-05',
        },
        scope,
      ),
    ).toEqual({
      displayName: 'CSI 1001',
      isPerpetual: false,
      isUnlimited: true,
      expirationDate: '2027-01-05T00:00:00.000Z',
      supportEndDate: '2028-01-05T00:00:00.000Z',
      productId: 'pl1',
      freeformTags: {},
    });
  });

  it('fills the edit form from a record', () => {
    expect(
      initialValues(record, 'edit', {
        displayName: 'r',
        isPerpetual: false,
        isUnlimited: false,
        licenseCount: 4,
        expirationDate: '2027-01-05T00:00:00.000Z',
        freeformTags: { env: 'prod' },
      }),
    ).toEqual({
      displayName: 'r',
      isPerpetual: 'false',
      isUnlimited: 'false',
      licenseCount: '4',
      expirationDate: '2027-01-05',
      supportEndDate: '',
      tags: 'env=prod',
    });
  });
});

describe('the product license form', () => {
  const fresh = initialValues(license, 'create', undefined, { compartmentId: 'ocid1.tenancy.oc1..t' });

  it('starts in the compartment the list showed, with Oracle as the vendor', () => {
    expect(fresh).toMatchObject({ compartmentId: 'ocid1.tenancy.oc1..t', isVendorOracle: 'true' });
  });

  it('needs a name and a unit, and a vendor name when Oracle is not the vendor', () => {
    expect(validateForm(license, 'create', fresh)).toEqual({
      displayName: 'required',
      licenseUnit: 'required',
    });
    const filled = { ...fresh, displayName: 'SQL', licenseUnit: 'OCPU' };
    expect(validateForm(license, 'create', filled)).toEqual({});
    expect(validateForm(license, 'create', { ...filled, licenseUnit: 'CORES' })).toEqual({
      licenseUnit: 'enum',
    });
    expect(validateForm(license, 'create', { ...filled, isVendorOracle: 'false' })).toEqual({
      vendorName: 'required',
    });
    expect(errorMessage(license, fieldOf(license, 'vendorName'), 'required')).toBe(
      'licenses:form.errors.vendorRequired',
    );
    expect(validateForm(license, 'create', { ...filled, images: 'a 1\nb' })).toEqual({ images: 'lines' });
  });

  it('builds a create body, a vendor name only for a third party', () => {
    const filled = { ...fresh, displayName: ' SQL ', licenseUnit: 'OCPU', vendorName: 'Microsoft' };
    expect(buildDetails(license, 'create', filled)).toEqual({
      compartmentId: 'ocid1.tenancy.oc1..t',
      displayName: 'SQL',
      licenseUnit: 'OCPU',
      isVendorOracle: true,
    });
    expect(
      buildDetails(license, 'create', {
        ...filled,
        isVendorOracle: 'false',
        images: 'ocid1.listing.oc1..l 1.0',
      }),
    ).toEqual({
      compartmentId: 'ocid1.tenancy.oc1..t',
      displayName: 'SQL',
      licenseUnit: 'OCPU',
      isVendorOracle: false,
      vendorName: 'Microsoft',
      images: [{ listingId: 'ocid1.listing.oc1..l', packageVersion: '1.0' }],
    });
  });

  it('edits only the images and tags, and sends them even when emptied', () => {
    const values = initialValues(license, 'edit', {
      displayName: 'SQL',
      images: [{ listingId: 'l', packageVersion: '2' }],
      freeformTags: { a: 'b' },
    });
    expect(values).toEqual({ images: 'l 2', tags: 'a=b' });
    expect(buildDetails(license, 'edit', { images: '', tags: '' })).toEqual({ images: [], freeformTags: {} });
  });
});

describe('free-form tags and lines', () => {
  it('reads key=value lines and names the bad ones', () => {
    expect(parseTags('env=prod\n\nbad line\na.b=1\n=x\nempty=')).toEqual({
      tags: { env: 'prod', empty: '' },
      badLines: [3, 4, 5],
    });
    expect(parseLines('a 1\nb\nc 2 3', ['x', 'y']).badLines).toEqual([2, 3]);
  });

  it('writes tags back as lines', () => {
    expect(formatTags({ env: 'prod', app: 'web' })).toBe('env=prod\napp=web');
    expect(formatTags(undefined)).toBe('');
  });
});
