/** Real service hosts, built from the region's realm, and the endpoint form. */
import { describe, expect, it } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import { createClient } from '../../../../src/worker/client';
import { answering, fakeFetch } from './fakeFetch';

async function urlIn(region: string, op: string, params: Record<string, unknown>, endpoint?: string) {
  const { fetch, requests } = fakeFetch(answering(operation(op)));
  const client = createClient({ region, fetch, ...(endpoint === undefined ? {} : { endpoint }) });
  const prepared = client.prepare(operation(op), params);
  await client.send(prepared);
  return { url: requests[0]?.url, host: prepared.host };
}

describe('service hosts', () => {
  it.each([
    [
      'oc1',
      'us-ashburn-1',
      'getProject',
      { projectId: 'p' },
      'https://devops.us-ashburn-1.oci.oraclecloud.com/20210630/projects/p',
    ],
    [
      'oc1, a host without "oci."',
      'eu-frankfurt-1',
      'getSubnet',
      { subnetId: 's' },
      'https://iaas.eu-frankfurt-1.oraclecloud.com/20160918/subnets/s',
    ],
    [
      'oc2 (government)',
      'us-langley-1',
      'getVnic',
      { vnicId: 'v' },
      'https://iaas.us-langley-1.oraclegovcloud.com/20160918/vnics/v',
    ],
    [
      'oc3 (government)',
      'us-gov-ashburn-1',
      'getDatabase',
      { databaseId: 'd' },
      'https://database.us-gov-ashburn-1.oraclegovcloud.com/20160918/databases/d',
    ],
    [
      'oc4 (UK government)',
      'uk-gov-london-1',
      'getFunction',
      { functionId: 'f' },
      'https://functions.uk-gov-london-1.oci.oraclegovcloud.uk/20181201/functions/f',
    ],
    [
      'object storage, which has no version',
      'us-phoenix-1',
      'getNamespace',
      {},
      'https://objectstorage.us-phoenix-1.oraclecloud.com/n/',
    ],
  ])('%s: %s', async (_realm, region, op, params, expected) => {
    expect((await urlIn(region, op, params)).url).toBe(expected);
  });

  it('keys the circuit breaker by the real host, also through an endpoint', async () => {
    const { url, host } = await urlIn('us-langley-1', 'getVnic', { vnicId: 'v' }, 'http://emu.test/');
    expect(url).toBe('http://emu.test/iaas/us-langley-1/20160918/vnics/v');
    expect(host).toBe('iaas.us-langley-1.oraclegovcloud.com');
  });

  it('lets a call override the base path (the VMware enrichment)', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
    await client.call(operation('getEsxiHost'), { esxiHostId: 'e' }, { basePath: '/20230701' });
    expect(requests[0]?.url).toBe('http://emu.test/ocvps/us-ashburn-1/20230701/esxiHosts/e');
  });
});
