/**
 * Signing profiles behind the worker API. The private key is imported here, into a
 * non-extractable CryptoKey kept in IndexedDB; the app never sees it again.
 */
import { fail, ok, type Result } from '../contract/failure';
import { storageFailure } from '../contract/storageError';
import { ACTIVE_PROFILE_KEY, accountsDb } from '../contract/accounts';
import {
  addProfile,
  listProfiles,
  parseOciConfig,
  removeProfile,
  setActiveProfile,
  type NewProfile,
  type OciConfigSection,
  type ProfileSummary,
} from './auth/profiles';
import { keyFingerprint, PemError, pemRefusal } from './auth/pem';
import { createDeviceKey, discardDeviceKey, pendingDeviceKey, type DeviceKeySummary } from './auth/deviceKey';
import { addDeviceApiKey, addDeviceSession, replaceSessionToken } from './auth/deviceProfiles';
import type { SessionKeeper } from './auth/sessionKeeper';
import { signOutEverywhere } from './auth/signOutEverywhere';
import { completeSignIn, startSignIn, type SignInReturn } from './auth/signIn';
import { returnToSignInTenancy } from './auth/signInTenancy';
import type { WorkerContext } from './context';

export type { NewProfile, OciConfigSection, ProfileSummary } from './auth/profiles';
export type { DeviceKeySummary } from './auth/deviceKey';
export type { SignInReturn } from './auth/signIn';

export interface AuthApi {
  addProfile(profile: NewProfile): Promise<Result<ProfileSummary>>;
  listProfiles(): Promise<ProfileSummary[]>;
  setActiveProfile(id: string): Promise<Result<ProfileSummary>>;
  /** Stops signing: no profile is active (the emulator needs none). */
  clearActiveProfile(): Promise<void>;
  removeProfile(id: string): Promise<void>;
  /** The MD5 fingerprint of a key PEM, to check against the one the console shows. */
  keyFingerprint(pem: string): Promise<Result<string>>;
  parseOciConfig(text: string): Promise<OciConfigSection[]>;
  /**
   * Makes a key pair on this device (RSA 2048, the private half non-extractable) and keeps it
   * until it becomes a profile; answers its public half and fingerprint. Replaces a pending one.
   */
  createDeviceKey(): Promise<Result<DeviceKeySummary>>;
  /** The key made on this device that is not a profile yet, if there is one. */
  pendingDeviceKey(): Promise<DeviceKeySummary | undefined>;
  discardDeviceKey(): Promise<void>;
  /** The pending device key becomes an API key profile, from the preview OCI showed when it was added. */
  addDeviceApiKey(input: {
    readonly name: string;
    readonly preview: string;
  }): Promise<Result<ProfileSummary>>;
  /** The pending device key becomes a session profile, with a token minted for its public key. */
  addDeviceSession(input: {
    readonly name: string;
    readonly region: string;
    readonly token: string;
  }): Promise<Result<ProfileSummary>>;
  /** A new token for a session profile; queued changes that waited for it are sent. */
  replaceSessionToken(input: {
    readonly profileId: string;
    readonly token: string;
  }): Promise<Result<ProfileSummary>>;
  /**
   * Sign-in with the identity domain the deployment names: makes the sign-in's key pair (as
   * createDeviceKey) and answers the address the page goes to. With `renews`, "Sign in again"
   * for that session profile: the return replaces its key and token instead of adding a profile.
   */
  startSignIn(input?: { readonly renews?: string }): Promise<Result<string>>;
  /**
   * Asked by the return from the identity domain before it completes: 'switching' when the
   * sign-in started in another tenancy on this device, which is shown now (every page reloads
   * into it, the return's on its own address, its code unspent); 'here' otherwise.
   */
  returnToSignInTenancy(): Promise<'here' | 'switching'>;
  /** The return from the identity domain: its code and state exchanged for a session profile of that key. */
  completeSignIn(input: SignInReturn): Promise<Result<ProfileSummary>>;
  /**
   * Wipes keys, runtime caches, IndexedDB and the outbox, in every tab: this worker and every
   * other tab's stop sending and writing. The app shell's precache stays.
   */
  signOut(): Promise<void>;
}

export function createAuthApi(
  context: WorkerContext,
  session?: SessionKeeper,
  /** A profile was added or chosen: the tenancy's own name is read again (tenancyName.ts). */
  profilesChanged: () => void = () => undefined,
): AuthApi {
  const changed = <T>(value: T): T => {
    context.credentialsChanged();
    void session?.reload();
    profilesChanged();
    return value;
  };
  return {
    addProfile: async (profile) => changed(await addProfile(profile, context.db)),
    listProfiles: () => listProfiles(context.db),
    setActiveProfile: async (id) => changed(await setActiveProfile(id, context.db)),
    async clearActiveProfile() {
      await context.db.settings.delete(ACTIVE_PROFILE_KEY);
      context.credentialsChanged();
    },
    removeProfile: async (id) => {
      await removeProfile(id, context.db);
      context.credentialsChanged();
    },
    keyFingerprint(pem) {
      try {
        return Promise.resolve(ok(keyFingerprint(pem)));
      } catch (error) {
        const message = error instanceof PemError ? error.message : 'This is not a PEM key.';
        const reason = error instanceof PemError ? pemRefusal(error) : 'keyNotPem';
        return Promise.resolve(fail({ kind: 'validation', parameter: 'privateKeyPem', message, reason }));
      }
    },
    // A config that cannot be read rejects, as the page expects of a worker call.
    parseOciConfig: (text) => Promise.resolve().then(() => parseOciConfig(text)),
    signOut: () => signOutEverywhere(context),
    createDeviceKey: () =>
      createDeviceKey(context.db).then(ok, (error: unknown) => fail(storageFailure(error))),
    pendingDeviceKey: () => pendingDeviceKey(context.db),
    discardDeviceKey: () => discardDeviceKey(context.db),
    addDeviceApiKey: async (input) => changed(await addDeviceApiKey(input, context.db)),
    addDeviceSession: async (input) => changed(await addDeviceSession(input, context.db)),
    replaceSessionToken: async (input) => changed(await replaceSessionToken(input, context.db)),
    startSignIn: (input) =>
      startSignIn(context.db, Date.now(), input?.renews).then(ok, (error: unknown) =>
        fail(storageFailure(error)),
      ),
    returnToSignInTenancy: () => returnToSignInTenancy(accountsDb(), context.db.name),
    completeSignIn: async (input) =>
      changed(await completeSignIn(input, context.db, { origin: globalThis.location.origin })),
  };
}
