/** Paging: opc-next-page goes back as `page` until an answer has none. */
import { describe, expect, it } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import { createClient, OciValidationError } from '../../../../src/worker/client';
import { fakeFetch, jsonResponse } from './fakeFetch';

function pagedClient(pages: number, page: (index: number) => unknown = (index) => ({ items: [{ id: `r${index}` }] })) {
  const fake = fakeFetch((_request, index) =>
    jsonResponse(200, page(index), index + 1 < pages ? { 'opc-next-page': `page-${index + 2}` } : {}),
  );
  const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch: fake.fetch });
  return { ...fake, client };
}

describe('paginate', () => {
  it('follows opc-next-page and stops when an answer has none', async () => {
    const { client, requests } = pagedClient(3);
    const bodies: unknown[] = [];
    for await (const page of client.paginate(operation('listProjects'), { compartmentId: 'c' })) {
      bodies.push(page.body);
    }
    expect(bodies).toEqual([{ items: [{ id: 'r0' }] }, { items: [{ id: 'r1' }] }, { items: [{ id: 'r2' }] }]);
    expect(requests.map((request) => request.url)).toEqual([
      'http://emu.test/devops/us-ashburn-1/20210630/projects?compartmentId=c',
      'http://emu.test/devops/us-ashburn-1/20210630/projects?compartmentId=c&page=page-2',
      'http://emu.test/devops/us-ashburn-1/20210630/projects?compartmentId=c&page=page-3',
    ]);
  });

  it('starts from the page the caller gives', async () => {
    const { client, requests } = pagedClient(1, () => [{ name: 'Instance' }]);
    const pages = [];
    for await (const page of client.paginate(operation('listResourceTypes'), { page: 'p9', limit: 2 }))
      pages.push(page);
    expect(pages).toHaveLength(1);
    expect(requests[0]?.url).toBe(
      'http://emu.test/query/us-ashburn-1/20180409/resourceTypes?limit=2&page=p9',
    );
  });

  it('stops early when the consumer stops', async () => {
    const { client, requests } = pagedClient(5);
    for await (const page of client.paginate(operation('listWorkRequests'), { compartmentId: 'c' })) {
      expect(page.status).toBe(200);
      break;
    }
    expect(requests).toHaveLength(1);
  });

  it('refuses an operation that has no page parameter', async () => {
    const { client, requests } = pagedClient(1);
    const pages = client.paginate(operation('getProject'), { projectId: 'p' });
    await expect(pages.next()).rejects.toBeInstanceOf(OciValidationError);
    expect(requests).toHaveLength(0);
  });
});
