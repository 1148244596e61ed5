/**
 * Signing profiles, like the sections of the OCI CLI's ~/.oci/config: several at once, one
 * active. The private key is imported once into a non-extractable CryptoKey and kept in
 * IndexedDB by structured clone; it is never exported and never in localStorage.
 */
import { fail, ok, type Result, type ValidationReason } from '../../contract/failure';
import { consoleDb, type ConsoleDb, type StoredProfile } from '../../contract/db';
import {
  ACTIVE_PROFILE_KEY,
  accountsDb,
  addAccount,
  MAX_TENANCIES,
  setActiveTenancy,
  type AccountsDb,
} from '../../contract/accounts';
import { insertElsewhere, placeProfile } from './tenancyPlace';
import { PemError, importPrivateKeyPem, keyFingerprint, pemRefusal } from './pem';
import { apiKeyId, sessionTokenKeyId, type SigningCredentials } from './signer';
import { tokenClaims, tokenExpiry } from '../../oci/sessionToken';

export { parseOciConfig, type OciConfigSection } from './parseOciConfig';

interface NewProfileBase {
  readonly name: string;
  readonly region: string;
  /** The private key PEM the user picked (PKCS#8 or PKCS#1, unencrypted). */
  readonly privateKeyPem: string;
}

export type NewProfile =
  | (NewProfileBase & {
      readonly kind: 'apiKey';
      readonly tenancy: string;
      readonly user: string;
      /** When given, checked against the key; otherwise computed from it. */
      readonly fingerprint?: string;
    })
  | (NewProfileBase & {
      readonly kind: 'sessionToken';
      /** The contents of the token file of `oci session authenticate`. */
      readonly sessionToken: string;
      /** Read from the token when not given. */
      readonly tenancy?: string;
    });

/** A profile as the app may see it: no key, no token. */
export interface ProfileSummary {
  readonly id: string;
  readonly name: string;
  readonly kind: StoredProfile['kind'];
  readonly tenancy: string;
  readonly user?: string;
  readonly fingerprint?: string;
  readonly region: string;
  readonly createdAt: number;
  readonly active: boolean;
  /** When a session token expires (epoch ms), if the token says. */
  readonly sessionExpiresAt?: number;
  /** The public half of a key born on this device (PEM), to add to OCI or mint a token for. */
  readonly publicKeyPem?: string;
}

export interface ActiveCredentials extends SigningCredentials {
  readonly region: string;
}

export const invalid = (parameter: string, message: string, reason?: ValidationReason): Result<never> =>
  fail({ kind: 'validation', parameter, message, ...(reason === undefined ? {} : { reason }) });

export function summarize(profile: StoredProfile, activeId: unknown): ProfileSummary {
  const expiresAt = profile.sessionToken === undefined ? undefined : tokenExpiry(profile.sessionToken);
  return {
    id: profile.id,
    name: profile.name,
    kind: profile.kind,
    tenancy: profile.tenancy,
    ...(profile.user === undefined ? {} : { user: profile.user }),
    ...(profile.fingerprint === undefined ? {} : { fingerprint: profile.fingerprint }),
    region: profile.region,
    createdAt: profile.createdAt,
    active: profile.id === activeId,
    ...(expiresAt === undefined ? {} : { sessionExpiresAt: expiresAt }),
    ...(profile.publicKeyPem === undefined ? {} : { publicKeyPem: profile.publicKeyPem }),
  };
}

export async function activeId(db: ConsoleDb): Promise<unknown> {
  return (await db.settings.get(ACTIVE_PROFILE_KEY))?.value;
}

/** The fields of a new profile that are not the key, checked; or why they are wrong. */
function checkFields(input: NewProfile, now: number): Result<{ tenancy: string; sessionToken?: string }> {
  if (!input.name.trim()) {
    return invalid('name', 'Give the profile a name.', 'profileName');
  }
  if (!/^[a-z0-9-]+(\.[a-z0-9.-]+)?$/.test(input.region.trim())) {
    return invalid('region', `${input.region} is not a region identifier such as us-ashburn-1.`, 'region');
  }
  if (input.kind === 'apiKey') {
    if (!input.user.trim().startsWith('ocid1.user.')) {
      return invalid('user', 'The user is an OCID that starts with ocid1.user.', 'userOcid');
    }
    return input.tenancy.trim().startsWith('ocid1.tenancy.')
      ? ok({ tenancy: input.tenancy.trim() })
      : invalid('tenancy', 'The tenancy is an OCID that starts with ocid1.tenancy.', 'tenancyOcid');
  }
  const sessionToken = input.sessionToken.trim();
  const claims = tokenClaims(sessionToken);
  if (!claims) {
    return invalid(
      'sessionToken',
      'This is not a session token. Paste the contents of the token file.',
      'notSessionToken',
    );
  }
  const expiresAt = tokenExpiry(sessionToken);
  if (expiresAt !== undefined && expiresAt <= now) {
    return invalid(
      'sessionToken',
      `This session token expired at ${new Date(expiresAt).toISOString()}. Run oci session refresh, or oci session authenticate again.`,
      'sessionExpired',
    );
  }
  const tenancy = input.tenancy?.trim() || (typeof claims.tenant === 'string' ? claims.tenant : '');
  return tenancy.startsWith('ocid1.tenancy.')
    ? ok({ tenancy, sessionToken })
    : invalid('tenancy', 'The tenancy is an OCID that starts with ocid1.tenancy.', 'tenancyOcid');
}

/**
 * Checks and stores a new profile; it becomes the active one when none is. Failures are
 * validation failures naming the field (privateKeyPem for the key's own messages).
 */
export async function addProfile(
  input: NewProfile,
  db: ConsoleDb = consoleDb(),
): Promise<Result<ProfileSummary>> {
  const now = Date.now();
  const fields = checkFields(input, now);
  if (!fields.ok) {
    return fields;
  }
  let fingerprint: string;
  let privateKey: CryptoKey;
  try {
    fingerprint = keyFingerprint(input.privateKeyPem);
    privateKey = await importPrivateKeyPem(input.privateKeyPem);
  } catch (error) {
    if (error instanceof PemError) {
      return invalid('privateKeyPem', error.message, pemRefusal(error));
    }
    throw error;
  }
  const given = input.kind === 'apiKey' ? input.fingerprint?.trim().toLowerCase() : undefined;
  if (given && given !== fingerprint) {
    return invalid(
      'fingerprint',
      `The fingerprint ${given} does not match this key (${fingerprint}). Pick the key whose public half you uploaded to OCI.`,
      'fingerprintMismatch',
    );
  }
  const name = input.name.trim();
  const profile: StoredProfile = {
    id: crypto.randomUUID(),
    name,
    kind: input.kind,
    tenancy: fields.value.tenancy,
    ...(input.kind === 'apiKey' ? { user: input.user.trim() } : {}),
    fingerprint,
    region: input.region.trim(),
    ...(fields.value.sessionToken === undefined ? {} : { sessionToken: fields.value.sessionToken }),
    privateKey,
    createdAt: now,
  };
  return insertProfile(profile, db);
}

const tenancyLimit = (): Result<never> =>
  invalid(
    'tenancy',
    `This device already keeps ${MAX_TENANCIES} tenancies. Sign out of one before adding another.`,
    'tenancyLimit',
  );

/**
 * Stores a checked profile under a name no other profile of its tenancy has; it becomes the
 * active one of its tenancy when none is. A profile of another tenancy goes to that tenancy's
 * database, and the console switches to it (tenancyPlace.ts). `before` runs once the profile
 * is stored, in this database (a device key's pending entry is taken).
 */
export async function insertProfile(
  profile: StoredProfile,
  db: ConsoleDb,
  before: () => Promise<void> = () => Promise.resolve(),
  accounts: AccountsDb = accountsDb(),
): Promise<Result<ProfileSummary>> {
  const placement = await placeProfile(accounts, db.name, profile.tenancy);
  if (placement.kind === 'full') return tenancyLimit();
  const account = { tenancy: profile.tenancy, name: profile.name };
  if (placement.kind === 'elsewhere') {
    const answer = await insertElsewhere(
      placement,
      db,
      accounts,
      account,
      (target) => insertHere(profile, target),
      before,
    );
    return answer === 'full' ? tenancyLimit() : answer;
  }
  const answer = await insertHere(profile, db, before);
  if (answer.ok && (await addAccount(accounts, { ...account, dbName: db.name })) !== 'full')
    await setActiveTenancy(accounts, profile.tenancy);
  return answer;
}

function insertHere(
  profile: StoredProfile,
  db: ConsoleDb,
  before: () => Promise<void> = () => Promise.resolve(),
): Promise<Result<ProfileSummary>> {
  return db.transaction('rw', db.profiles, db.settings, db.meta, async () => {
    if ((await db.profiles.where('name').equals(profile.name).count()) > 0) {
      return invalid('name', `A profile named ${profile.name} already exists.`, 'profileNameTaken');
    }
    await before();
    await db.profiles.add(profile);
    const current = await activeId(db);
    const isActive = typeof current === 'string' && (await db.profiles.get(current)) !== undefined;
    if (!isActive) {
      await db.settings.put({ key: ACTIVE_PROFILE_KEY, value: profile.id });
    }
    return ok(summarize(profile, isActive ? current : profile.id));
  });
}

/** Every profile, oldest first, without keys or tokens. */
export async function listProfiles(db: ConsoleDb = consoleDb()): Promise<ProfileSummary[]> {
  const [profiles, current] = await Promise.all([db.profiles.toArray(), activeId(db)]);
  return profiles.sort((a, b) => a.createdAt - b.createdAt).map((profile) => summarize(profile, current));
}

export async function setActiveProfile(
  id: string,
  db: ConsoleDb = consoleDb(),
): Promise<Result<ProfileSummary>> {
  return db.transaction('rw', db.profiles, db.settings, async () => {
    const profile = await db.profiles.get(id);
    if (!profile) {
      return invalid('id', 'There is no such profile.');
    }
    await db.settings.put({ key: ACTIVE_PROFILE_KEY, value: id });
    return ok(summarize(profile, id));
  });
}

/** Deletes a profile and its key; when it was the active one, no profile is active after. */
export async function removeProfile(id: string, db: ConsoleDb = consoleDb()): Promise<void> {
  await db.transaction('rw', db.profiles, db.settings, async () => {
    await db.profiles.delete(id);
    if ((await activeId(db)) === id) {
      await db.settings.delete(ACTIVE_PROFILE_KEY);
    }
  });
}

/** What the signer needs for the active profile, or undefined when none is active. */
export async function activeCredentials(db: ConsoleDb = consoleDb()): Promise<ActiveCredentials | undefined> {
  const current = await activeId(db);
  const profile = typeof current === 'string' ? await db.profiles.get(current) : undefined;
  if (!profile) {
    return undefined;
  }
  const keyId =
    profile.kind === 'sessionToken'
      ? sessionTokenKeyId(profile.sessionToken ?? '')
      : apiKeyId(profile.tenancy, profile.user ?? '', profile.fingerprint ?? '');
  return { keyId, privateKey: profile.privateKey, region: profile.region };
}
