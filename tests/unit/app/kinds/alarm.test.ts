/**
 * The alarm kind (src/app/kinds/alarm.kind.ts): the registry has it, its address is its
 * catalogue row's link, its list of firing alarms has a page of its own at the address the
 * navigation's "Alarm status" names, it links the resource its query names, and its
 * acknowledgement is OCI's suppression of that alarm for the chosen hours with the reason.
 */
import { describe, expect, it } from 'vitest';
import { consoleRouteTable } from '../../../../src/app/consoleRouteTable';
import { acknowledgeRequest } from '../../../../src/app/features/alarms/acknowledgement';
import { detailsConfig, detailsConfigForType } from '../../../../src/app/kinds/detailsConfigs';
import { kindListPages } from '../../../../src/app/kinds/kindLists';
import { resourceKind } from '../../../../src/app/kinds/registry';
import { detailsPatterns } from '../../../../src/app/kit/detailsPatterns';
import { typePatterns } from '../../../../src/oci/resource-types';

const ID = 'ocid1.alarm.oc1.iad.aaaaexample';
const INSTANCE = 'ocid1.instance.oc1.iad.aaaainstance';

function kind() {
  const entry = resourceKind('getAlarm');
  if (entry?.details === undefined) throw new Error('no alarm page');
  return { ...entry, details: entry.details };
}

describe('the alarm kind', () => {
  it('is in the registry, read by GetAlarm, and opens search results of its type', () => {
    expect(kind().details.key).toBe('alarm');
    expect(detailsConfig('alarm')).toBe(resourceKind('getAlarm')?.details);
    expect(detailsConfigForType('Alarm')).toBe(resourceKind('getAlarm')?.details);
    expect(detailsPatterns(kind().details)).toEqual(typePatterns('Alarm'));
    const row = consoleRouteTable().rows.find((route) => route.path === '/monitoring/alarms/:id');
    expect(row?.shows).toEqual({ by: 'details', key: 'alarm' });
  });

  it('lists the firing alarms of a compartment and its subcompartments, most urgent first', () => {
    const list = kindListPages().find((page) => page.kind === 'getAlarm');
    expect(list?.route).toBe('/monitoring/alarms/status');
    expect(list?.spec.fixed).toEqual({ compartmentIdInSubtree: true, status: 'FIRING', sortBy: 'severity' });
    expect(list?.rowLink({ id: ID })).toBe(`/monitoring/alarms/${ID}`);
  });

  it('links the instance its query names, and nothing for a query over many', () => {
    const [link] = kind().page?.links ?? [];
    const query = `CpuUtilization[1m]{resourceId = "${INSTANCE}"}.mean() > 90`;
    expect(link?.href({ id: ID, query }, ID)).toBe(`/compute/instances/${INSTANCE}`);
    expect(link?.href({ id: ID, query: 'CpuUtilization[1m].mean() > 90' }, ID)).toBeUndefined();
    expect(link?.href({ id: ID, query: 'x{resourceId = "ocid1.bucket.oc1.iad.aaaab"}' }, ID)).toBe(
      '/resources/ocid1.bucket.oc1.iad.aaaab',
    );
  });

  it('acknowledges as a suppression from the moment the user acts, for the hours chosen', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    const request = acknowledgeRequest(
      { id: ID, name: 'cpu-high' },
      2,
      '  disk swapped  ',
      'us-ashburn-1',
      now,
      'e1',
    );
    expect(request).toMatchObject({
      operation: 'updateAlarm',
      region: 'us-ashburn-1',
      resourceId: ID,
      ifMatch: 'e1',
      params: {
        alarmId: ID,
        updateAlarmDetails: {
          suppression: {
            description: 'disk swapped',
            timeSuppressFrom: '2026-11-29T10:00:00.000Z',
            timeSuppressUntil: '2026-11-29T12:00:00.000Z',
          },
        },
      },
    });
  });
});
