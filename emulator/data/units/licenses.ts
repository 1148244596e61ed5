/**
 * License manager: product licenses and their license records (GET answers productLicenseId).
 * Licenses live in the tenancy's shared compartment, as a license owner keeps them.
 */
import type { RegionBuilder } from '../regionBuilder';

const PRODUCTS = [
  ['Oracle Database Enterprise Edition', 'PROCESSORS'],
  ['Oracle WebLogic Server Enterprise Edition', 'OCPU'],
  ['Oracle Real Application Clusters', 'PROCESSORS'],
  ['Oracle Database Standard Edition 2', 'NAMED_USER_PLUS'],
  ['Microsoft SQL Server Standard', 'OCPU'],
  ['Red Hat Enterprise Linux', 'OCPU'],
] as const;

export function licensesUnit(b: RegionBuilder): void {
  const place = b.place(b.compartmentNamed('SharedServices'));
  const [product, unit] = b.random.pick(PRODUCTS);
  const time = b.time();
  const oracle = product.startsWith('Oracle');
  const records = b.random.between(1, 3);
  const total = b.random.between(4, 64);
  const consumed = b.random.between(0, total + 8);
  const license = b.add({
    service: 'licensemanager',
    collection: '/productLicenses',
    type: 'ProductLicense',
    ocidType: 'productlicense',
    name: product,
    place,
    states: 'license',
    time,
    body: {
      status: consumed > total ? 'ISSUES_FOUND' : consumed > total * 0.8 ? 'WARNING' : 'OK',
      statusDescription: consumed > total ? 'More units are consumed than licensed.' : undefined,
      totalActiveLicenseUnitCount: total,
      totalLicenseUnitsConsumed: consumed,
      totalLicenseRecordCount: records,
      activeLicenseRecordCount: records,
      licenseUnit: unit,
      isVendorOracle: oracle,
      vendorName: oracle ? 'Oracle' : product.split(' ')[0],
      isOverSubscribed: consumed > total,
      isUnlimited: false,
      images: [],
    },
  });
  for (let i = 0; i < records; i++) {
    const expires = new Date(b.ctx.epochMs + b.random.between(-30, 720) * 86_400_000).toISOString();
    b.add({
      service: 'licensemanager',
      collection: '/licenseRecords',
      type: 'LicenseRecord',
      ocidType: 'licenserecord',
      name: `${product} CSI ${b.random.between(10_000_000, 99_999_999)}`,
      place,
      states: 'license',
      time: b.time(time),
      body: {
        productLicenseId: license.id,
        productId: license.id,
        productLicense: product,
        licenseCount: Math.ceil(total / records),
        licenseUnit: unit,
        isPerpetual: i === 0,
        isUnlimited: false,
        expirationDate: i === 0 ? undefined : expires,
        supportEndDate: expires,
      },
    });
  }
}
