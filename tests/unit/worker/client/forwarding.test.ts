/**
 * Through a forwarding relay: a call is prepared and signed for the real regional host, then
 * sent to `${forwardTo}/<service>/<region>` with the same path and query, so that the relay can
 * send it on unchanged and the region verifies what was signed.
 */
import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyRequest } from '../../../../emulator/signature';
import { operation } from '../../../../src/oci/operations';
import { createClock, createSigningInterceptor } from '../../../../src/worker/auth/clock';
import { importPrivateKeyPem } from '../../../../src/worker/auth/pem';
import { createClient } from '../../../../src/worker/client';
import { clientEndpoint, forwardedUrl } from '../../../../src/worker/client/endpoint';
import { KEY_ID, TEST_KEY_PKCS8, TEST_PUBLIC_KEY } from '../auth/ociTestVectors';
import { answering, fakeFetch, jsonBody } from './fakeFetch';

const RELAY = 'https://console.example.com/relay';

describe('forwarding', () => {
  it('is what every client of the configuration does in forward mode, and only there', () => {
    expect(clientEndpoint({ mode: 'forward', endpoint: RELAY })).toEqual({ forwardTo: RELAY });
    expect(clientEndpoint({ mode: 'relay', endpoint: RELAY })).toEqual({ endpoint: RELAY });
    expect(clientEndpoint({ mode: 'emulator', endpoint: 'http://127.0.0.1:8787' })).toEqual({
      endpoint: 'http://127.0.0.1:8787',
    });
    expect(clientEndpoint({ mode: 'direct' })).toEqual({});
  });

  it('keeps the signed path and query, and puts the service and region before them', () => {
    expect(
      forwardedUrl(
        RELAY,
        'devops',
        'us-ashburn-1',
        'https://devops.us-ashburn-1.oci.oraclecloud.com/20210630/projects?name=a%20b&x=%2F',
      ),
    ).toBe(`${RELAY}/devops/us-ashburn-1/20210630/projects?name=a%20b&x=%2F`);
  });

  it('signs for the real host and sends to the relay what the region then verifies', async () => {
    const op = operation('createProject');
    const { fetch, requests } = fakeFetch(answering(op));
    const privateKey = await importPrivateKeyPem(TEST_KEY_PKCS8);
    const sign = createSigningInterceptor(() => ({ keyId: KEY_ID, privateKey }), createClock());
    const client = createClient({
      region: 'eu-frankfurt-1',
      forwardTo: RELAY,
      fetch,
      requestInterceptors: [
        async (request) => ({ ...request, ...(await sign(request)), method: request.method }),
      ],
    });
    const prepared = client.prepare(op, {
      createProjectDetails: { name: 'déjà vu', notificationConfig: { topicId: 't' }, compartmentId: 'c' },
    });
    expect(prepared.url).toBe('https://devops.eu-frankfurt-1.oci.oraclecloud.com/20210630/projects');
    await client.send(prepared);
    const sent = requests[0];
    expect(sent?.url).toBe(`${RELAY}/devops/eu-frankfurt-1/20210630/projects`);
    const body = jsonBody(sent?.body);
    // As the region receives it from the relay: its own Host, the path after the region.
    const verdict = verifyRequest(
      {
        method: 'POST',
        path: '/20210630/projects',
        headers: {
          ...sent?.headers,
          host: 'devops.eu-frankfurt-1.oci.oraclecloud.com',
          'content-length': String(Buffer.byteLength(body)),
        },
        body,
      },
      () => createPublicKey(TEST_PUBLIC_KEY),
      Date.now(),
    );
    expect(verdict).toEqual({ ok: true, keyId: KEY_ID });
  });
});
