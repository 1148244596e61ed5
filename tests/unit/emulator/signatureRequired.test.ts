/**
 * --require-signature: with a key registered at /_emulator/keys, requests the official SDK signs
 * are answered and unsigned or wrongly signed ones are 401 NotAuthenticated; the emulator's own
 * endpoints and the locale host stay open.
 */
import { generateKeyPairSync } from 'node:crypto';
import * as common from 'oci-common';
import * as devops from 'oci-devops';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { raw, REGION, startHarness, type Harness } from './emulatorHarness';
import { seedsOf, type Seeds } from './seededFixtures';

let h: Harness;
let s: Seeds;

const USER = 'ocid1.user.oc1..signer';
const FINGERPRINT = 'aa:bb:cc:dd:ee:ff:00:11:22:33:44:55:66:77:88:99';

function keyPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

function sdkClient(privateKey: string): devops.DevopsClient {
  const provider = new common.SimpleAuthenticationDetailsProvider(
    h.emulator.state.tenancy.tenancyId,
    USER,
    FINGERPRINT,
    privateKey,
    null,
  );
  const client = new devops.DevopsClient(
    { authenticationDetailsProvider: provider },
    { retryConfiguration: { terminationStrategy: new common.MaxAttemptsTerminationStrategy(1) } },
  );
  client.endpoint = `${h.emulator.url}/devops/${REGION}`;
  return client;
}

beforeAll(async () => {
  h = await startHarness({ requireSignature: true });
  s = seedsOf(h);
});

afterAll(() => h.close());

describe('required signatures', () => {
  it('answers requests signed with a registered key', async () => {
    const { privateKey, publicKey } = keyPair();
    const keyId = `${h.emulator.state.tenancy.tenancyId}/${USER}/${FINGERPRINT}`;
    expect((await raw(h, 'POST', '/_emulator/keys', { keyId, publicKeyPem: publicKey })).status).toBe(200);
    const client = sdkClient(privateKey);
    const got = await client.getProject({ projectId: s.project.id });
    expect(got.project.id).toBe(s.project.id);
    const created = await client.createProject({
      createProjectDetails: {
        name: 'signed-project',
        compartmentId: s.compartmentId,
        notificationConfig: { topicId: s.topicId },
      },
    });
    expect(created.project.name).toBe('signed-project');
  });

  it('refuses unsigned requests and requests signed with another key', async () => {
    const unsigned = await raw(h, 'GET', `/devops/${REGION}/20210630/projects/${s.project.id}`);
    expect(unsigned.status).toBe(401);
    expect(unsigned.json).toMatchObject({ code: 'NotAuthenticated' });
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await sdkClient(keyPair().privateKey)
      .getProject({ projectId: s.project.id })
      .catch((e: unknown) => e);
    quiet.mockRestore();
    expect(error).toMatchObject({ statusCode: 401, serviceCode: 'NotAuthenticated' });
  });

  it('keeps the emulator endpoints and the locale host open', async () => {
    expect((await raw(h, 'GET', '/_emulator/health')).status).toBe(200);
    expect((await raw(h, 'GET', '/locales/oci-console-navigation/ar.json')).status).toBe(404);
  });
});
