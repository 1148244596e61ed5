/**
 * Paging: opc-next-page goes back as `page` until an answer has none, within a bound of pages and
 * never round a circle; the pages of a list read to its end are joined as one answer.
 */
import { describe, expect, it } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import {
  createClient,
  MAX_PAGES,
  OciInvalidResponseError,
  OciValidationError,
  readEveryPage,
} from '../../../../src/worker/client';
import { joinPages } from '../../../../src/worker/client/paginate';
import { fakeFetch, jsonResponse } from './fakeFetch';

function pagedClient(
  pages: number,
  page: (index: number) => unknown = (index) => ({ items: [{ id: `r${index}` }] }),
) {
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

/** An announcement as listAnnouncements answers one (its schema's required fields). */
function announcement(id: string) {
  return { id, summary: `Announcement ${id}`, announcementType: 'ACTION_REQUIRED' };
}

describe('a list read to its end', () => {
  const announcements = operation('listAnnouncements');
  const read = (client: ReturnType<typeof createClient>, maxPages?: number) =>
    readEveryPage(
      (op, params, options) => client.call(op, params, options),
      announcements,
      { compartmentId: 't' },
      { joined: ['items', 'userStatuses'], usePublicForms: false },
      maxPages,
    );

  it('joins every page: the items and the lists named beside them, the other fields from the first', async () => {
    const { client, requests } = pagedClient(3, (index) => ({
      items: [announcement(`a${index}`)],
      userStatuses: [{ userStatusAnnouncementId: `a${index}` }],
      note: `page ${index}`,
      // A list the operation does not name as joined (a usage answer's groupBy): the first page's.
      groupBy: [`g${index}`],
    }));
    const answer = await read(client);
    expect(answer.body).toEqual({
      items: [announcement('a0'), announcement('a1'), announcement('a2')],
      userStatuses: [
        { userStatusAnnouncementId: 'a0' },
        { userStatusAnnouncementId: 'a1' },
        { userStatusAnnouncementId: 'a2' },
      ],
      note: 'page 0',
      groupBy: ['g0'],
    });
    expect(answer.headers.opcNextPage).toBeUndefined();
    expect(requests).toHaveLength(3);
  });

  it('stops a list that never ends at the bound, with a failure saying so', async () => {
    const page = (index: number) => ({ items: [announcement(`a${index}`)] });
    const { client, requests } = pagedClient(Number.POSITIVE_INFINITY, page);
    await expect(read(client, 7)).rejects.toBeInstanceOf(OciInvalidResponseError);
    expect(requests).toHaveLength(7);
    const endless = pagedClient(Number.POSITIVE_INFINITY, page);
    await expect(read(endless.client)).rejects.toThrow(`after ${MAX_PAGES} pages`);
    expect(endless.requests).toHaveLength(MAX_PAGES);
  });

  it('refuses pages that go round in a circle at the first token given twice', async () => {
    const fake = fakeFetch((_request, index) =>
      jsonResponse(
        200,
        { items: [announcement(`a${index}`)] },
        { 'opc-next-page': index % 2 === 0 ? 'p-odd' : 'p-even' },
      ),
    );
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch: fake.fetch });
    await expect(read(client)).rejects.toThrow('go round in a circle');
    expect(fake.requests).toHaveLength(3);
  });

  it("refuses a page of another shape than the first, and keeps an answer's __proto__ a plain key", () => {
    expect(() => joinPages(announcements, [{ items: [1] }, { items: 'x' }], ['items'])).toThrow(
      OciInvalidResponseError,
    );
    expect(() => joinPages(announcements, [[1], { items: [2] }], ['items'])).toThrow(OciInvalidResponseError);
    const joined = joinPages(
      announcements,
      [JSON.parse('{"__proto__":[1],"items":[1]}'), JSON.parse('{"__proto__":[2],"items":[2]}')],
      ['items', '__proto__'],
    ) as Record<string, unknown>;
    expect(Object.getPrototypeOf(joined)).toBe(Object.prototype);
    expect(joined['items']).toEqual([1, 2]);
    expect(Object.getOwnPropertyDescriptor(joined, '__proto__')?.value).toEqual([1, 2]);
  });
});
