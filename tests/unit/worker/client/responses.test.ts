/**
 * Answers: the headers kept, the error handler and the thrown response object of a status
 * outside 200–299, and answers that are not OCI JSON.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import {
  createClient,
  OciHttpError,
  OciInvalidResponseError,
  type ClientConfig,
} from '../../../../src/worker/client';
import { fakeFetch, jsonResponse, textResponse, type Responder } from './fakeFetch';

const GET_PROJECT = operation('getProject');
/** The header every OCI answer carries. */
const OCI = { 'opc-request-id': 'r' };

function clientAnswering(respond: Responder, config: Partial<ClientConfig> = {}) {
  const fake = fakeFetch(respond);
  return createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch: fake.fetch, ...config });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('successful answers', () => {
  it('keep the headers that matter', async () => {
    const client = clientAnswering(() =>
      jsonResponse(
        200,
        { id: 'p' },
        {
          'opc-next-page': 'n2',
          etag: 'E9',
          'opc-request-id': 'R1',
          'opc-work-request-id': 'W1',
          'retry-after': '3',
          date: 'Mon, 01 Jan 2024 00:00:00 GMT',
          'x-other': 'ignored',
        },
      ),
    );
    const response = await client.call(GET_PROJECT, { projectId: 'p' });
    expect(response).toEqual({
      status: 200,
      body: { id: 'p' },
      headers: {
        opcNextPage: 'n2',
        etag: 'E9',
        opcRequestId: 'R1',
        opcWorkRequestId: 'W1',
        retryAfter: '3',
        date: 'Mon, 01 Jan 2024 00:00:00 GMT',
      },
    });
  });

  it('parse a bare JSON string (the object storage namespace)', async () => {
    const client = clientAnswering(() => jsonResponse(200, 'axaxnpcrorw5'));
    expect((await client.call(operation('getNamespace'))).body).toBe('axaxnpcrorw5');
  });

  it('have an undefined body when empty (204, or 200 with nothing) where the call answers nothing', async () => {
    const DELETE_PROJECT = operation('deleteProject');
    expect(
      (await clientAnswering(() => new Response(null, { status: 204, headers: OCI })).call(DELETE_PROJECT, { projectId: 'p' }))
        .body,
    ).toBeUndefined();
    expect(
      (await clientAnswering(() => textResponse(200, '', OCI)).call(DELETE_PROJECT, { projectId: 'p' })).body,
    ).toBeUndefined();
  });

  it('parse JSON that comes without a content type', async () => {
    // A byte body gets no content type of its own, unlike a string one.
    const client = clientAnswering(() => new Response(new TextEncoder().encode('{"id":"p","a":1}'), { status: 200, headers: OCI }));
    expect((await client.call(GET_PROJECT, { projectId: 'p' })).body).toEqual({ id: 'p', a: 1 });
  });
});

describe('answers that are not OCI JSON', () => {
  it('refuse a captive portal page answered with 200', async () => {
    const client = clientAnswering(() =>
      textResponse(200, '<html>Log in to the Wi-Fi</html>', { 'content-type': 'text/html' }),
    );
    const call = client.call(GET_PROJECT, { projectId: 'p' });
    await expect(call).rejects.toBeInstanceOf(OciInvalidResponseError);
    await expect(call).rejects.toMatchObject({ status: 200, reason: 'not-json' });
  });

  it('refuse truncated JSON', async () => {
    const client = clientAnswering(() =>
      textResponse(200, '{"id":"p","displayName":"ha', { 'content-type': 'application/json' }),
    );
    await expect(client.call(GET_PROJECT, { projectId: 'p' })).rejects.toMatchObject({
      name: 'OciInvalidResponseError',
      reason: 'malformed',
    });
  });

  it('refuse JSON without opc-request-id, which did not come from OCI', async () => {
    const client = clientAnswering(() =>
      textResponse(200, '{"status":"login required"}', { 'content-type': 'application/json' }),
    );
    await expect(client.call(GET_PROJECT, { projectId: 'p' })).rejects.toMatchObject({
      name: 'OciInvalidResponseError',
      reason: 'not-oci',
    });
  });

  it('refuse an HTML page even on a call that answers nothing', async () => {
    const client = clientAnswering(() => textResponse(200, '<html></html>', { 'content-type': 'text/html' }));
    await expect(client.call(operation('deleteProject'), { projectId: 'p' })).rejects.toBeInstanceOf(
      OciInvalidResponseError,
    );
  });
});

describe('answers outside 200–299', () => {
  const notFound: Responder = () =>
    jsonResponse(
      404,
      { code: 'NotAuthorizedOrNotFound', message: 'Project p not found' },
      { 'opc-request-id': 'R404' },
    );

  it('go to the default error handler, the console, and are thrown as the response object', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = clientAnswering(notFound);
    const error: unknown = await client
      .call(GET_PROJECT, { projectId: 'p' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OciHttpError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NotAuthorizedOrNotFound',
      message: 'Project p not found',
      opcRequestId: 'R404',
      body: { code: 'NotAuthorizedOrNotFound', message: 'Project p not found' },
    });
    expect((error as OciHttpError).headers['opc-request-id']).toBe('R404');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(error);
  });

  it('go to a custom error handler instead, and are still thrown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handled: OciHttpError[] = [];
    const client = clientAnswering(notFound, { errorHandler: (error) => handled.push(error) });
    const error: unknown = await client
      .call(GET_PROJECT, { projectId: 'p' })
      .catch((caught: unknown) => caught);
    expect(handled).toHaveLength(1);
    expect(error).toBe(handled[0]);
    expect(handled[0]?.status).toBe(404);
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([300, 302, 400, 412, 500, 503])('include status %i', async (status) => {
    const client = clientAnswering(() => jsonResponse(status, { code: 'X', message: 'm' }), {
      errorHandler: () => undefined,
    });
    await expect(client.call(GET_PROJECT, { projectId: 'p' })).rejects.toMatchObject({ status });
  });

  it('fall back to the status when the body is not an OCI error', async () => {
    const client = clientAnswering(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      {
        errorHandler: () => undefined,
      },
    );
    await expect(client.call(GET_PROJECT, { projectId: 'p' })).rejects.toMatchObject({
      status: 502,
      code: 'BadGateway',
      message: 'HTTP 502 Bad Gateway',
      body: '<html>Bad gateway</html>',
    });
  });

  it('carry Retry-After in seconds or as an HTTP date', async () => {
    const now = Date.UTC(2024, 0, 1, 12, 0, 0);
    const seconds = clientAnswering(
      () => jsonResponse(429, { code: 'TooManyRequests', message: 'slow' }, { 'retry-after': '7' }),
      {
        errorHandler: () => undefined,
      },
    );
    await expect(seconds.call(GET_PROJECT, { projectId: 'p' })).rejects.toMatchObject({ retryAfterMs: 7000 });
    const date = clientAnswering(
      () =>
        jsonResponse(
          503,
          { code: 'ServiceUnavailable', message: 'later' },
          { 'retry-after': 'Mon, 01 Jan 2024 12:00:45 GMT' },
        ),
      { errorHandler: () => undefined, now: () => now },
    );
    await expect(date.call(GET_PROJECT, { projectId: 'p' })).rejects.toMatchObject({ retryAfterMs: 45_000 });
  });
});
