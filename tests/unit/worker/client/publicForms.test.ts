/** With usePublicForms, the calls a real region answers where it differs from the specification. */
import { describe, expect, it } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import { createClient, OciValidationError } from '../../../../src/worker/client';
import { answering, fakeFetch, sequentialIds } from './fakeFetch';

function publicClient(op = 'getProject') {
  const fake = fakeFetch(answering(operation(op)));
  const client = createClient({
    region: 'us-ashburn-1',
    endpoint: 'http://emu.test',
    fetch: fake.fetch,
    usePublicForms: true,
    randomId: sequentialIds(),
  });
  return { ...fake, client };
}

describe('public forms', () => {
  it.each([
    [
      'listVnicAttachments',
      { compartmentId: 'c', vnicId: 'v' },
      'GET http://emu.test/iaas/us-ashburn-1/20160918/vnicAttachments?compartmentId=c&vnicId=v',
    ],
    ['getIpv6', { ipv6Id: 'i6' }, 'GET http://emu.test/iaas/us-ashburn-1/20160918/ipv6/i6'],
    ['getEsxiHost', { esxiHostId: 'e' }, 'GET http://emu.test/ocvps/us-ashburn-1/20230701/esxiHosts/e'],
    [
      'getNamespace',
      { compartmentId: 'c' },
      'GET http://emu.test/objectstorage/us-ashburn-1/n?compartmentId=c',
    ],
    [
      'getConfiguration',
      { compartmentId: 'c' },
      'GET http://emu.test/licensemanager/us-ashburn-1/20220430/configuration?compartmentId=c',
    ],
    ['getProject', { projectId: 'p' }, 'GET http://emu.test/devops/us-ashburn-1/20210630/projects/p'],
  ])('%s', async (op, params, expected) => {
    const { client, requests } = publicClient(op);
    await client.call(operation(op), params);
    expect(`${String(requests[0]?.method)} ${String(requests[0]?.url)}`).toBe(expected);
  });

  it('searches logs with POST /20190909/search and a body', async () => {
    const { client, requests } = publicClient();
    const searchLogsDetails = {
      timeStart: '2024-01-01T00:00:00Z',
      timeEnd: '2024-01-02T00:00:00Z',
      searchQuery: 'search "ocid1.compartment.oc1..a/ocid1.loggroup.oc1..g/ocid1.log.oc1..l"',
      isReturnFieldInfo: false,
    };
    await client.call(operation('searchLogs'), {
      searchLogsDetails,
      limit: 50,
      page: 'p2',
      logId: 'ignored',
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://emu.test/logging/us-ashburn-1/20190909/search?limit=50&page=p2');
    expect(requests[0]?.body).toBe(JSON.stringify(searchLogsDetails));
    expect(requests[0]?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'opc-request-id': 'ID1',
    });
    await expect(client.call(operation('searchLogs'), {})).rejects.toThrow(
      'Missing required parameter searchLogsDetails when calling searchLogs',
    );
  });

  it.each([
    ['createLicenseRecord', { createLicenseRecordDetails: {} }, 'productLicenseId'],
    ['getLicenseMetric', {}, 'compartmentId'],
    ['listTopUtilizedProductLicenses', {}, 'compartmentId'],
    ['listTopUtilizedResources', {}, 'compartmentId'],
    ['getConfiguration', {}, 'compartmentId'],
    ['updateConfiguration', { updateConfigurationDetails: { emailIds: [] } }, 'compartmentId'],
  ])('%s requires what a real region requires', async (op, params, missing) => {
    const { client, requests } = publicClient();
    await expect(client.call(operation(op), params)).rejects.toThrow(
      `Missing required parameter ${missing} when calling ${op}`,
    );
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['deleteBuildRun', { buildRunId: 'r' }],
    ['deleteDeployment', { deploymentId: 'd' }],
    ['getExternalGitUser', { connectionId: 'c' }],
    ['getServiceLoggingConfig', { logId: 'l' }],
  ])('refuses %s, which does not exist in the public API', async (op, params) => {
    const { client, requests } = publicClient();
    const error: unknown = await client.call(operation(op), params).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OciValidationError);
    expect((error as Error).message).toMatch(new RegExp(`^${op} does not exist in the public API`));
    expect(requests).toHaveLength(0);
  });

  it('sends the public form to one call that asks for it, from a client that sends the specified ones', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
    const searchLogsDetails = { searchQuery: 'search "c"', isIncludeSubcompartments: true };
    await client.call(
      operation('searchLogs'),
      { compartmentId: 'c', searchLogsDetails, limit: 5 },
      { form: 'public' },
    );
    await client.call(operation('searchLogs'), { compartmentId: 'c', searchLogsDetails, limit: 5 });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST http://emu.test/logging/us-ashburn-1/20190909/search?limit=5',
      'GET http://emu.test/logging/us-ashburn-1/20200531/searchLogs?compartmentId=c&limit=5',
    ]);
    expect(requests[0]?.body).toBe(JSON.stringify(searchLogsDetails));
    // Asked for, the public form refuses what a real region would, and is what gets paged.
    expect(() =>
      client.prepare(operation('getServiceLoggingConfig'), { logId: 'l' }, { form: 'public' }),
    ).toThrow(OciValidationError);
    const pages = client.paginate(
      operation('listExternalGitBranches'),
      { connectionId: 'c' },
      { form: 'public' },
    );
    await expect(pages.next()).rejects.toThrow(/^listExternalGitBranches does not exist in the public API/);
    expect(requests).toHaveLength(2);
  });

  it('leaves the specified forms alone without the option', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
    await client.call(operation('deleteBuildRun'), { buildRunId: 'r' });
    expect(`${String(requests[0]?.method)} ${String(requests[0]?.url)}`).toBe(
      'DELETE http://emu.test/devops/us-ashburn-1/20210630/buildRuns/r',
    );
  });
});
