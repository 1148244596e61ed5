/**
 * A key born on the device: WebCrypto makes an RSA 2048 pair whose private half cannot be
 * exported; its public half is a PEM OCI takes, with OCI's fingerprint; the pending key survives
 * a new connection to the database (a reload) and becomes a profile from the OCI Console's
 * configuration preview or from a session token minted for it, refusing what does not fit.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleDb } from '../../../../src/contract/db';
import {
  createDeviceKey,
  discardDeviceKey,
  pendingDeviceKey,
  takePendingKey,
} from '../../../../src/worker/auth/deviceKey';
import {
  addDeviceApiKey,
  addDeviceSession,
  readConfigPreview,
  replaceSessionToken,
} from '../../../../src/worker/auth/deviceProfiles';
import { activeCredentials, listProfiles } from '../../../../src/worker/auth/profiles';
import { SessionTokens } from '../../../../emulator/data/sessionTokens';
import { generateKeyPairSync } from 'node:crypto';
import { defined } from '../../defined';
import { configPreview, type PreviewFields } from '../../../e2e/support/configPreview';

const TENANCY = 'ocid1.tenancy.oc1..aaaaaaaadevicekeytenancy';
const USER = 'ocid1.user.oc1..aaaaaaaadevicekeyuser';

let db: ConsoleDb;
let name: string;

beforeEach(() => {
  name = `device-${Math.random().toString(36).slice(2)}`;
  db = new ConsoleDb(name);
});

afterEach(async () => {
  db.close();
  await ConsoleDb.delete(name);
});

const preview = (fingerprint: string, overrides: Partial<PreviewFields> = {}): string =>
  configPreview({ user: USER, tenancy: TENANCY, region: 'eu-frankfurt-1', ...overrides, fingerprint });

/** A token the emulator's identity data plane mints for `publicKeyPem`. */
function tokenFor(publicKeyPem: string, now = Date.now(), sessionMinutes = 60, user = USER): string {
  return new SessionTokens().mint(
    { userId: user, tenancyId: TENANCY },
    createPublicKey(publicKeyPem),
    now,
    now + sessionMinutes * 60_000,
  );
}

describe('a key born on the device', () => {
  it('is an RSA 2048 pair with a non-extractable private half and OCI’s fingerprint of its public half', async () => {
    const key = await createDeviceKey(db);
    const publicKey = createPublicKey(key.publicKeyPem);
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const der = publicKey.export({ type: 'spki', format: 'der' });
    expect(key.fingerprint).toBe((createHash('md5').update(der).digest('hex').match(/../g) ?? []).join(':'));
    const pending = defined(await takePendingKey(db));
    expect(pending.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', pending.privateKey)).rejects.toThrow();
    // It signs what its public half verifies.
    const data = new TextEncoder().encode('x-date: today');
    const signature = await crypto.subtle.sign({ name: 'RSASSA-PKCS1-v1_5' }, pending.privateKey, data);
    expect(verify('sha256', data, publicKey, Buffer.from(signature))).toBe(true);
  });

  it('waits in the database across a reload until it becomes a profile or is discarded', async () => {
    const key = await createDeviceKey(db);
    db.close();
    db = new ConsoleDb(name);
    expect(await pendingDeviceKey(db)).toEqual(key);
    await discardDeviceKey(db);
    expect(await pendingDeviceKey(db)).toBeUndefined();
  });
});

describe('the configuration preview', () => {
  it('reads user, tenancy, region and fingerprint, ignoring key_file', () => {
    const result = readConfigPreview(
      preview('12:34:56:78:9a:bc:de:f0:12:34:56:78:9a:bc:de:f0'),
      '12:34:56:78:9a:bc:de:f0:12:34:56:78:9a:bc:de:f0',
    );
    expect(result).toEqual({
      ok: true,
      value: {
        user: USER,
        tenancy: TENANCY,
        region: 'eu-frankfurt-1',
        fingerprint: '12:34:56:78:9a:bc:de:f0:12:34:56:78:9a:bc:de:f0',
      },
    });
  });

  it.each([
    ['for another key', preview('aa:bb:cc:dd:ee:ff:00:11:22:33:44:55:66:77:88:99'), 'previewOtherKey'],
    ['with a user that is not a user OCID', preview('FP', { user: 'ocid1.group.oc1..aaaa' }), 'userOcid'],
    ['with a tenancy that is not a tenancy OCID', preview('FP', { tenancy: 'acme' }), 'tenancyOcid'],
    ['in a region the table does not have', preview('FP', { region: 'mars-olympus-1' }), 'previewRegion'],
    ['that is no preview at all', 'hello world', 'previewUnreadable'],
    ['a scanned code of a URL', 'https://example.com/?user=x', 'previewUnreadable'],
  ])('is refused %s, naming why', (_what, text, reason) => {
    const result = readConfigPreview(text.replace(/FP/g, 'fp'), 'fp');
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'validation', parameter: 'preview', reason },
    });
  });
});

describe('the device key as a profile', () => {
  it('becomes the active API key profile from the preview, signing as tenancy/user/fingerprint', async () => {
    const key = await createDeviceKey(db);
    const added = await addDeviceApiKey({ name: 'phone', preview: preview(key.fingerprint) }, db);
    expect(added).toMatchObject({
      ok: true,
      value: {
        name: 'phone',
        kind: 'apiKey',
        user: USER,
        tenancy: TENANCY,
        region: 'eu-frankfurt-1',
        active: true,
      },
    });
    expect((await listProfiles(db))[0]?.publicKeyPem).toBe(key.publicKeyPem);
    expect((await activeCredentials(db))?.keyId).toBe(`${TENANCY}/${USER}/${key.fingerprint}`);
    expect(await pendingDeviceKey(db)).toBeUndefined();
  });

  it('keeps the key when the preview is for another key, so nothing typed is lost', async () => {
    await createDeviceKey(db);
    const refused = await addDeviceApiKey(
      { name: 'phone', preview: preview('aa:bb:cc:dd:ee:ff:00:11:22:33:44:55:66:77:88:99') },
      db,
    );
    expect(refused).toMatchObject({ ok: false, failure: { reason: 'previewOtherKey' } });
    expect(await pendingDeviceKey(db)).toBeDefined();
    expect(await listProfiles(db)).toEqual([]);
  });

  it('becomes a session profile with a token minted for its public key, and refuses one for another key', async () => {
    const key = await createDeviceKey(db);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    const wrong = await addDeviceSession(
      { name: 'phone', region: 'us-ashburn-1', token: tokenFor(other) },
      db,
    );
    expect(wrong).toMatchObject({
      ok: false,
      failure: { parameter: 'sessionToken', reason: 'tokenOtherKey' },
    });
    const garbage = await addDeviceSession(
      { name: 'phone', region: 'us-ashburn-1', token: 'not.a.token' },
      db,
    );
    expect(garbage).toMatchObject({ ok: false, failure: { reason: 'notSessionToken' } });
    const expired = await addDeviceSession(
      {
        name: 'phone',
        region: 'us-ashburn-1',
        token: tokenFor(key.publicKeyPem, Date.now() - 2 * 3_600_000),
      },
      db,
    );
    expect(expired).toMatchObject({ ok: false, failure: { reason: 'sessionExpired' } });

    const token = tokenFor(key.publicKeyPem);
    const added = await addDeviceSession(
      { name: 'phone', region: 'us-ashburn-1', token: `  ${token}\n` },
      db,
    );
    expect(added).toMatchObject({
      ok: true,
      value: { kind: 'sessionToken', user: USER, tenancy: TENANCY, active: true },
    });
    expect((await activeCredentials(db))?.keyId).toBe(`ST$${token}`);

    // A new token replaces it: of the same user, bound to the same key.
    const profileId = added.ok ? added.value.id : '';
    const otherUser = tokenFor(key.publicKeyPem, Date.now(), 60, 'ocid1.user.oc1..aaaaaaaasomeoneelse');
    expect(await replaceSessionToken({ profileId, token: otherUser }, db)).toMatchObject({
      ok: false,
      failure: { reason: 'tokenOtherUser' },
    });
    const next = tokenFor(key.publicKeyPem, Date.now() + 1000);
    expect(await replaceSessionToken({ profileId, token: next }, db)).toMatchObject({ ok: true });
    expect((await activeCredentials(db))?.keyId).toBe(`ST$${next}`);
  });
});
