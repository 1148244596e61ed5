/**
 * The license dashboard's data: the metric summary (LicenseMetric), the most used product
 * licenses (TopUtilizedProductLicenseSummary) and resources (TopUtilizedResourceSummary), shaped
 * into rows and chart data. Pure.
 */
import { isEnumValue, LICENSE_STATUSES } from '../../../oci/enums';
import type { LicenseStatus } from '../../../oci/enums';
import type { ChartDatum } from '../../ui';

type Json = Readonly<Record<string, unknown>>;

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The items of a `{ items }` answer (or of a bare array). */
export function itemsOf(answer: unknown): Json[] {
  const list = Array.isArray(answer) ? answer : record(answer)['items'];
  return Array.isArray(list) ? list.map(record) : [];
}

export interface LicenseMetric {
  readonly totalProductLicenseCount: number;
  readonly totalByolInstanceCount: number;
  readonly totalLicenseIncludedInstanceCount: number;
  readonly licenseRecordExpiringSoonCount: number;
}

export function licenseMetric(answer: unknown): LicenseMetric {
  const body = record(answer);
  return {
    totalProductLicenseCount: count(body['totalProductLicenseCount']),
    totalByolInstanceCount: count(body['totalByolInstanceCount']),
    totalLicenseIncludedInstanceCount: count(body['totalLicenseIncludedInstanceCount']),
    licenseRecordExpiringSoonCount: count(body['licenseRecordExpiringSoonCount']),
  };
}

/** Instances by license model: bring your own license against license included. */
export function instanceModelChart(
  metric: LicenseMetric,
  labels: { readonly byol: string; readonly licenseIncluded: string },
): ChartDatum[] {
  return [
    { label: labels.byol, value: metric.totalByolInstanceCount },
    { label: labels.licenseIncluded, value: metric.totalLicenseIncludedInstanceCount },
  ];
}

export interface TopLicenseRow {
  readonly id: string;
  readonly name: string;
  readonly unit: string;
  readonly consumed: number;
  readonly total: number;
  readonly isUnlimited: boolean;
  readonly status: LicenseStatus | undefined;
  /** Consumed over total, 0–1 and more when over-subscribed; undefined when unlimited or nothing is licensed. */
  readonly share: number | undefined;
}

export function topLicenseRows(answer: unknown): TopLicenseRow[] {
  return itemsOf(answer).map((item) => {
    const consumed = count(item['totalUnitsConsumed']);
    const total = count(item['totalLicenseUnitCount']);
    const isUnlimited = item['isUnlimited'] === true;
    return {
      id: text(item['productLicenseId']),
      name: text(item['productType']),
      unit: text(item['unitType']),
      consumed,
      total,
      isUnlimited,
      status: isEnumValue(LICENSE_STATUSES, item['status']) ? item['status'] : undefined,
      share: isUnlimited || total === 0 ? undefined : consumed / total,
    };
  });
}

/** The most consumed licenses, largest first, as bars. */
export function topLicensesChart(rows: readonly TopLicenseRow[], max = 5): ChartDatum[] {
  return [...rows]
    .sort((a, b) => b.consumed - a.consumed)
    .slice(0, max)
    .map((row) => ({ label: row.name || row.id, value: row.consumed }));
}

/** How many licenses have each status, in the enumeration's order; statuses no license has are left out. */
export function statusChart(
  rows: readonly TopLicenseRow[],
  labelOf: (status: LicenseStatus) => string,
): ChartDatum[] {
  return LICENSE_STATUSES.map((status) => ({
    label: labelOf(status),
    value: rows.filter((row) => row.status === status).length,
  })).filter((datum) => datum.value > 0);
}

export interface TopResourceRow {
  readonly id: string;
  readonly name: string;
  readonly compartmentId: string;
  readonly compartmentName: string;
  readonly units: number;
  readonly unitType: string;
}

export function topResourceRows(answer: unknown): TopResourceRow[] {
  return itemsOf(answer).map((item) => ({
    id: text(item['resourceId']),
    name: text(item['resourceName']) || text(item['resourceId']),
    compartmentId: text(item['resourceCompartmentId']),
    compartmentName: text(item['resourceCompartmentName']),
    units: count(item['totalUnits']),
    unitType: text(item['unitType']),
  }));
}
