/**
 * A key born on this device becomes a profile in one of two ways:
 * - an API key: the user adds the public key in the OCI Console (their user → API keys → Paste a
 *   public key) and pastes back the configuration preview it shows (user, fingerprint, tenancy,
 *   region; key_file is ignored), checked against the device key's fingerprint;
 * - a session token minted on a signed-in computer for the device's public key (no API key slot
 *   used), checked to name a user and tenancy and to be bound to this key.
 * A session profile's token is also replaced here, when a new one is pasted, read or scanned,
 * and its key and token both when the user signs in again after its session ended.
 * Everything pasted is hostile: each refusal names the field and why, and nothing is stored.
 */
import type { ConsoleDb, StoredProfile } from '../../contract/db';
import { ok, type Result } from '../../contract/failure';
import { findRegion } from '../../oci/regions';
import { isTenancyOcid, isUserOcid, readSessionToken, type SessionTokenFacts } from '../../oci/sessionToken';
import { fingerprintOfJwk, PENDING_DEVICE_KEY, takePendingKey } from './deviceKey';
import { parseOciConfig } from './parseOciConfig';
import { insertProfile, invalid, summarize, activeId, type ProfileSummary } from './profiles';

/** Longer than any configuration preview; a longer paste is something else. */
const MAX_PREVIEW_LENGTH = 16_384;

export interface ConfigPreview {
  readonly user: string;
  readonly tenancy: string;
  readonly fingerprint: string;
  readonly region: string;
}

/**
 * The configuration preview OCI shows after a key is added, checked: a user and a tenancy OCID
 * of the right shapes, the fingerprint of `deviceFingerprint`, a region of the table.
 */
export function readConfigPreview(text: string, deviceFingerprint: string): Result<ConfigPreview> {
  const section =
    text.length > MAX_PREVIEW_LENGTH
      ? undefined
      : parseOciConfig(text).find((s) => s.user !== undefined || s.fingerprint !== undefined);
  const { user, tenancy, fingerprint, region } = section ?? {};
  if (user === undefined || tenancy === undefined || fingerprint === undefined || region === undefined)
    return invalid(
      'preview',
      'The preview needs user, fingerprint, tenancy and region lines.',
      'previewUnreadable',
    );
  if (!isUserOcid(user)) return invalid('preview', `${user} is not a user OCID.`, 'userOcid');
  if (!isTenancyOcid(tenancy)) return invalid('preview', `${tenancy} is not a tenancy OCID.`, 'tenancyOcid');
  if (fingerprint.toLowerCase() !== deviceFingerprint)
    return invalid(
      'preview',
      `The fingerprint ${fingerprint} is not this device's key (${deviceFingerprint}).`,
      'previewOtherKey',
    );
  if (findRegion(region) === undefined)
    return invalid('preview', `${region} is not an OCI region.`, 'previewRegion');
  return ok({ user, tenancy, fingerprint: deviceFingerprint, region });
}

/** A session token, checked: an OCI session token, not expired, bound to the key of `fingerprint`. */
export async function checkSessionToken(
  text: string,
  fingerprint: string,
  now: number,
): Promise<Result<SessionTokenFacts>> {
  const read = readSessionToken(text);
  if (!read.ok) return invalid('sessionToken', 'This is not an OCI session token.', 'notSessionToken');
  const facts = read.value;
  if (facts.expiresAt <= now)
    return invalid(
      'sessionToken',
      `This token expired at ${new Date(facts.expiresAt).toISOString()}.`,
      'sessionExpired',
    );
  if (facts.key !== undefined) {
    let bound: string;
    try {
      bound = await fingerprintOfJwk(facts.key);
    } catch {
      return invalid('sessionToken', 'The key this token names is not an RSA key.', 'notSessionToken');
    }
    if (bound !== fingerprint)
      return invalid(
        'sessionToken',
        `This token is bound to the key ${bound}, not ${fingerprint}.`,
        'tokenOtherKey',
      );
  }
  return ok(facts);
}

function checkName(name: string): Result<string> {
  const trimmed = name.trim();
  return trimmed === '' ? invalid('name', 'Give the profile a name.', 'profileName') : ok(trimmed);
}

const takePending = (db: ConsoleDb) => () => db.meta.delete(PENDING_DEVICE_KEY);

type DeviceProfileFields = Omit<
  StoredProfile,
  'id' | 'name' | 'fingerprint' | 'privateKey' | 'publicKeyPem' | 'createdAt'
>;

/**
 * A new profile of the pending device key, under a name: what both ways share. The facts the
 * way read (`fields`) come from `read`, once the key and the name are known to be there.
 */
async function addDeviceProfile(
  name: string,
  db: ConsoleDb,
  now: number,
  read: (fingerprint: string) => Promise<Result<DeviceProfileFields>> | Result<DeviceProfileFields>,
): Promise<Result<ProfileSummary>> {
  const key = await takePendingKey(db);
  if (key === undefined) return invalid('deviceKey', 'No key waits on this device.', 'noDeviceKey');
  const checked = checkName(name);
  if (!checked.ok) return checked;
  const fields = await read(key.fingerprint);
  if (!fields.ok) return fields;
  const profile: StoredProfile = {
    ...fields.value,
    id: crypto.randomUUID(),
    name: checked.value,
    fingerprint: key.fingerprint,
    privateKey: key.privateKey,
    publicKeyPem: key.publicKeyPem,
    createdAt: now,
  };
  return insertProfile(profile, db, takePending(db));
}

/** The pending device key becomes an API key profile, as the pasted preview describes it. */
export async function addDeviceApiKey(
  input: { readonly name: string; readonly preview: string },
  db: ConsoleDb,
  now = Date.now(),
): Promise<Result<ProfileSummary>> {
  return addDeviceProfile(input.name, db, now, (fingerprint) => {
    const preview = readConfigPreview(input.preview, fingerprint);
    if (!preview.ok) return preview;
    const { tenancy, user, region } = preview.value;
    return ok({ kind: 'apiKey', tenancy, user, region });
  });
}

/** The pending device key becomes a session token profile, with a token minted for it. */
export async function addDeviceSession(
  input: { readonly name: string; readonly region: string; readonly token: string },
  db: ConsoleDb,
  now = Date.now(),
): Promise<Result<ProfileSummary>> {
  return addDeviceProfile(input.name, db, now, async (fingerprint) => {
    if (findRegion(input.region) === undefined)
      return invalid('region', `${input.region} is not an OCI region.`, 'region');
    const token = await checkSessionToken(input.token, fingerprint, now);
    if (!token.ok) return token;
    const { tenancy, user } = token.value;
    return ok({ kind: 'sessionToken', tenancy, user, region: input.region, sessionToken: token.value.token });
  });
}

/**
 * A new token for a session profile (pasted, read or scanned after the old one ended, or after
 * `oci session refresh` on the computer): of the same tenancy (and user, where the profile
 * knows it), bound to the profile's key.
 */
export async function replaceSessionToken(
  input: { readonly profileId: string; readonly token: string },
  db: ConsoleDb,
  now = Date.now(),
): Promise<Result<ProfileSummary>> {
  const profile = await db.profiles.get(input.profileId);
  if (profile?.kind !== 'sessionToken') return invalid('id', 'There is no such session profile.');
  const token = await checkSessionToken(input.token, profile.fingerprint ?? '', now);
  if (!token.ok) return token;
  if (!sameSignIn(profile, token.value))
    return invalid('sessionToken', 'This token is for another user or tenancy.', 'tokenOtherUser');
  const updated: StoredProfile = { ...profile, sessionToken: token.value.token, user: token.value.user };
  await db.profiles.put(updated);
  return ok(summarize(updated, await activeId(db)));
}

/** Whether a token names the profile's tenancy and (where the profile knows it) its user. */
function sameSignIn(profile: StoredProfile, token: SessionTokenFacts): boolean {
  return token.tenancy === profile.tenancy && (profile.user === undefined || token.user === profile.user);
}

/**
 * "Sign in again" for a session profile whose session ended: the key made for this sign-in (the
 * pending key) and the token bound to it replace the profile's key and token under the same id,
 * so the profile comes back to life with what is kept under it (its queued changes wait for it)
 * rather than a second profile beside it. The token must be of the profile's tenancy and user;
 * the old key's private half is gone with it (a session's key is bound once).
 */
export async function renewDeviceSession(
  input: { readonly profileId: string; readonly token: string },
  db: ConsoleDb,
  now = Date.now(),
): Promise<Result<ProfileSummary>> {
  const key = await takePendingKey(db);
  if (key === undefined) return invalid('deviceKey', 'No key waits on this device.', 'noDeviceKey');
  const profile = await db.profiles.get(input.profileId);
  if (profile?.kind !== 'sessionToken') return invalid('id', 'There is no such session profile.');
  const token = await checkSessionToken(input.token, key.fingerprint, now);
  if (!token.ok) return token;
  if (!sameSignIn(profile, token.value))
    return invalid(
      'sessionToken',
      `This sign-in is for another user or tenancy than the profile ${profile.name}.`,
      'tokenOtherUser',
    );
  const renewed: StoredProfile = {
    ...profile,
    sessionToken: token.value.token,
    user: token.value.user,
    fingerprint: key.fingerprint,
    privateKey: key.privateKey,
    publicKeyPem: key.publicKeyPem,
  };
  await db.transaction('rw', db.profiles, db.meta, async () => {
    await db.profiles.put(renewed);
    await db.meta.delete(PENDING_DEVICE_KEY);
  });
  return ok(summarize(renewed, await activeId(db)));
}
