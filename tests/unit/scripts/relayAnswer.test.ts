/**
 * What a relay passes back as OCI's answer: JSON by its media type and by its text. An answer
 * without a content type, or an HTML page labelled application/json, is not OCI's answer and
 * becomes a 502 that never carries it.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body?: string | Buffer | Readable;
}
const { passBack } = (await import(
  new URL('../../../scripts/server/relay-call.mjs', import.meta.url).href
)) as {
  passBack: (upstream: {
    host: string;
    method: string;
    status: number;
    header: (name: string) => string | undefined;
    body?: Readable;
    discard: () => void;
  }) => Promise<Answer>;
};

const HOST = 'iaas.us-ashburn-1.oraclecloud.com';

function upstream(status: number, headers: Record<string, string>, text?: string, method = 'GET') {
  return {
    host: HOST,
    method,
    status,
    header: (name: string) => headers[name],
    ...(text === undefined ? {} : { body: Readable.from([Buffer.from(text)]) }),
    discard: () => undefined,
  };
}

/** The body as text (a 502's JSON, or the bytes passed on). */
function text(answer: Answer): string {
  const { body } = answer;
  return typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : '';
}

const PAGE = '<!doctype html><html><script>steal()</script></html>';

describe('a relay’s answer', () => {
  it('is a 502 naming what came when there is a body but no content type', async () => {
    const answer = await passBack(upstream(200, { 'opc-request-id': 'r1' }, '{"id":"x"}'));
    expect(answer.status).toBe(502);
    expect(JSON.parse(text(answer))).toMatchObject({ code: 'BadGateway' });
    expect(text(answer)).toContain('no content type');
    expect(answer.headers['opc-request-id']).toBe('r1');
  });

  it('is a 502 when the body labelled application/json is not JSON, never the page itself', async () => {
    for (const page of [PAGE, '  <html>', 'nonsense', '{"cut":']) {
      const answer = await passBack(upstream(200, { 'content-type': 'application/json' }, page));
      expect(answer.status, page).toBe(502);
      expect(text(answer), page).not.toContain('steal');
      expect(text(answer), page).toContain('does not parse as JSON');
    }
  });

  it('passes JSON on, byte for byte, with the headers the console reads', async () => {
    const json = '{"items":[{"name":"d\u00e9j\u00e0"}]}\n';
    const answer = await passBack(
      upstream(200, { 'content-type': 'application/json', etag: 'e1', 'x-internal': 'no' }, json),
    );
    expect(answer.status).toBe(200);
    expect(Buffer.isBuffer(answer.body)).toBe(true);
    expect(text(answer)).toBe(json);
    expect(answer.headers).toEqual({ 'content-type': 'application/json', etag: 'e1' });
  });

  it('passes an answer without a body as it is', async () => {
    for (const [status, headers, method] of [
      [204, {}, 'DELETE'],
      [202, { 'content-length': '0', 'opc-work-request-id': 'w1' }, 'POST'],
      [200, { 'content-type': 'application/json' }, 'HEAD'],
    ] as const) {
      const answer = await passBack(upstream(status, headers, undefined, method));
      expect(answer.status, `${method} ${status}`).toBe(status);
      expect(answer.body, `${method} ${status}`).toBeUndefined();
    }
    const empty = await passBack(upstream(200, { 'content-type': 'application/json' }, ''));
    expect(empty).toMatchObject({ status: 200 });
    expect(empty.body).toBeUndefined();
  });
});
