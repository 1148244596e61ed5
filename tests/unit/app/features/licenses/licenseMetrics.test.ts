import { describe, expect, it } from 'vitest';
import {
  instanceModelChart,
  itemsOf,
  licenseMetric,
  statusChart,
  topLicenseRows,
  topLicensesChart,
  topResourceRows,
} from '../../../../../src/app/features/licenses/licenseMetrics';

const TOP = {
  items: [
    {
      productLicenseId: 'a',
      productType: 'WebLogic',
      unitType: 'OCPU',
      totalUnitsConsumed: 7,
      totalLicenseUnitCount: 16,
      isUnlimited: false,
      status: 'OK',
    },
    {
      productLicenseId: 'b',
      productType: 'Database EE',
      unitType: 'OCPU',
      totalUnitsConsumed: 40,
      totalLicenseUnitCount: 32,
      isUnlimited: false,
      status: 'ISSUES_FOUND',
    },
    {
      productLicenseId: 'c',
      productType: 'Linux',
      unitType: 'PROCESSORS',
      totalUnitsConsumed: 3,
      totalLicenseUnitCount: 0,
      isUnlimited: true,
      status: 'OK',
    },
    { productLicenseId: 'd', productType: 'New', unitType: 'OCPU', status: 'SOMETHING_NEW' },
  ],
};

describe('license metrics', () => {
  it('reads the summary, counting what is missing as zero', () => {
    expect(
      licenseMetric({
        totalProductLicenseCount: 4,
        totalByolInstanceCount: 9,
        totalLicenseIncludedInstanceCount: 21,
      }),
    ).toEqual({
      totalProductLicenseCount: 4,
      totalByolInstanceCount: 9,
      totalLicenseIncludedInstanceCount: 21,
      licenseRecordExpiringSoonCount: 0,
    });
  });

  it('charts instances by license model', () => {
    const metric = licenseMetric({ totalByolInstanceCount: 9, totalLicenseIncludedInstanceCount: 21 });
    expect(instanceModelChart(metric, { byol: 'BYOL', licenseIncluded: 'Included' })).toEqual([
      { label: 'BYOL', value: 9 },
      { label: 'Included', value: 21 },
    ]);
  });
});

describe('top utilized product licenses', () => {
  const rows = topLicenseRows(TOP);

  it('become rows with their share of the licensed units', () => {
    expect(rows[0]).toEqual({
      id: 'a',
      name: 'WebLogic',
      unit: 'OCPU',
      consumed: 7,
      total: 16,
      isUnlimited: false,
      status: 'OK',
      share: 7 / 16,
    });
    expect(rows[1]?.share).toBe(1.25);
    expect(rows[2]?.share).toBeUndefined();
    expect(rows[3]).toMatchObject({ consumed: 0, total: 0, status: undefined, share: undefined });
  });

  it('chart the most consumed first', () => {
    expect(topLicensesChart(rows, 2)).toEqual([
      { label: 'Database EE', value: 40 },
      { label: 'WebLogic', value: 7 },
    ]);
  });

  it('count licenses per status in the enumeration order, leaving out empty ones', () => {
    expect(statusChart(rows, (status) => status.toLowerCase())).toEqual([
      { label: 'issues_found', value: 1 },
      { label: 'ok', value: 2 },
    ]);
  });
});

describe('top utilized resources', () => {
  it('become rows, named by their id when the service gives no name', () => {
    expect(
      topResourceRows({
        items: [
          {
            resourceId: 'i1',
            resourceName: 'web-01',
            resourceCompartmentId: 'c',
            resourceCompartmentName: 'prod',
            totalUnits: 12,
            unitType: 'OCPU',
          },
          { resourceId: 'i2' },
        ],
      }),
    ).toEqual([
      { id: 'i1', name: 'web-01', compartmentId: 'c', compartmentName: 'prod', units: 12, unitType: 'OCPU' },
      { id: 'i2', name: 'i2', compartmentId: '', compartmentName: '', units: 0, unitType: '' },
    ]);
  });

  it('read bare arrays as well as { items }', () => {
    expect(itemsOf([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(itemsOf({ items: 'nope' })).toEqual([]);
  });
});
