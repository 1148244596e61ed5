/**
 * A call sent as to the real regional host (the forwarding relay's, with `--oci-endpoint`):
 * routed by its Host header, `query.us-ashburn-1.oci.oraclecloud.com` and `/20180409/…`, and its
 * signature checked over that Host and path as received.
 */
import { generateKeyPairSync, webcrypto } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realHostAddress } from '../../../emulator/apiAddress';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { RSA_SHA256 } from '../../../src/worker/auth/pem';
import { signRequest } from '../../../src/worker/auth/signer';

let emulator: RunningEmulator;

function send(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((done, failed) => {
    const req = request({ host: '127.0.0.1', port: emulator.port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', failed);
    req.end();
  });
}

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, size: 0, requireSignature: true });
});
afterAll(() => emulator.close());

describe('routing by Host', () => {
  it('reads the service and region of a real regional host only', () => {
    expect(realHostAddress('devops.us-ashburn-1.oci.oraclecloud.com')).toEqual({
      service: 'devops',
      regionId: 'us-ashburn-1',
    });
    expect(realHostAddress('IAAS.us-langley-1.oraclegovcloud.com:443')).toEqual({
      service: 'iaas',
      regionId: 'us-langley-1',
    });
    for (const host of [
      '127.0.0.1:8787',
      'devops.us-ashburn-1.oraclecloud.com',
      'nope.us-ashburn-1.oci.oraclecloud.com',
      'devops.us-nowhere-1.oci.oraclecloud.com',
    ]) {
      expect(realHostAddress(host), host).toBeUndefined();
    }
  });

  it('answers a call signed for the real host, and refuses it when the Host is not what was signed', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyId = `${emulator.state.tenancy.tenancyId}/ocid1.user.oc1..host/aa:bb`;
    emulator.state.keys.set(keyId, publicKey);
    const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'der' });
    const key = await webcrypto.subtle.importKey('pkcs8', pkcs8, RSA_SHA256, false, ['sign']);
    const host = 'query.us-ashburn-1.oci.oraclecloud.com';
    const signed = await signRequest(
      { method: 'GET', url: `https://${host}/20180409/resourceTypes?limit=2`, headers: {} },
      { keyId, privateKey: key },
      { dateHeader: 'x-date', now: new Date(emulator.state.clock.now()) },
    );
    const answered = await send('/20180409/resourceTypes?limit=2', { ...signed, host });
    expect(answered.status).toBe(200);
    expect((JSON.parse(answered.body) as unknown[]).length).toBe(2);
    const otherRegion = await send('/20180409/resourceTypes?limit=2', {
      ...signed,
      host: 'query.eu-frankfurt-1.oci.oraclecloud.com',
    });
    expect(otherRegion.status).toBe(401);
  });
});
