/**
 * InstanceAction and the instance read in the catalogue: the public call's method, path, query
 * and headers (reference/oci-public-api.md), as the call layer builds them, and the action table
 * both the console and the emulator follow.
 */
import { describe, expect, it } from 'vitest';
import {
  INSTANCE_ACTION_RULES,
  INSTANCE_ACTIONS,
  instanceActionsFor,
} from '../../../../src/oci/instanceActions';
import { operation } from '../../../../src/oci/operations';
import { createClient } from '../../../../src/worker/client';

const ID = 'ocid1.instance.oc1.iad.aaaa#1';
const client = createClient({ region: 'us-ashburn-1' });

describe('instanceAction in the catalogue', () => {
  it('is POST /20160918/instances/{instanceId} on the core service with a required action', () => {
    const spec = operation('instanceAction');
    expect(spec.service).toBe('iaas');
    expect(spec.method).toBe('POST');
    expect(spec.path).toBe('/instances/{instanceId}');
    expect(spec.query).toEqual([
      { name: 'action', required: true, values: ['START', 'STOP', 'SOFTSTOP', 'RESET', 'SOFTRESET'] },
    ]);
    expect(spec.body).toBeUndefined();
    expect(spec.sendsRetryToken).toBe(true);
    expect(spec.sendsIfMatch).toBe(true);
  });

  it('builds the request a real region takes: encoded id, action, if-match and retry token', () => {
    const prepared = client.prepare(operation('instanceAction'), {
      instanceId: ID,
      action: 'SOFTSTOP',
      ifMatch: 'etag-7',
      opcRetryToken: 'token-1',
    });
    expect(prepared.method).toBe('POST');
    expect(prepared.url).toBe(
      `https://iaas.us-ashburn-1.oraclecloud.com/20160918/instances/${encodeURIComponent(ID)}?action=SOFTSTOP`,
    );
    expect(prepared.headers['if-match']).toBe('etag-7');
    expect(prepared.headers['opc-retry-token']).toBe('token-1');
  });

  it('refuses to build a call without its action', () => {
    expect(() => client.prepare(operation('instanceAction'), { instanceId: ID })).toThrow(
      'Missing required parameter action when calling instanceAction',
    );
  });

  it('reads an instance with GET /instances/{instanceId}', () => {
    const prepared = client.prepare(operation('getInstance'), { instanceId: ID });
    expect(prepared.method).toBe('GET');
    expect(prepared.url).toBe(
      `https://iaas.us-ashburn-1.oraclecloud.com/20160918/instances/${encodeURIComponent(ID)}`,
    );
  });
});

describe('the instance action table', () => {
  it('offers Start only when stopped and the stops and reboots only when running', () => {
    expect(instanceActionsFor('STOPPED')).toEqual(['START']);
    expect(instanceActionsFor('RUNNING')).toEqual(['SOFTSTOP', 'STOP', 'SOFTRESET', 'RESET']);
    expect(instanceActionsFor('STOPPING')).toEqual([]);
    expect(instanceActionsFor(undefined)).toEqual([]);
  });

  it('asks for confirmation of everything but Start', () => {
    const destructive = INSTANCE_ACTIONS.filter((action) => INSTANCE_ACTION_RULES[action].destructive);
    expect(destructive.sort()).toEqual(['RESET', 'SOFTRESET', 'SOFTSTOP', 'STOP']);
  });
});
