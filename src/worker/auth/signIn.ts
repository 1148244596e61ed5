/**
 * Sign-in with the organisation's identity domain, the device's half (the server's is
 * scripts/server/sign-in-route.mjs): a fresh key pair made here (the private half
 * non-extractable, kept as the pending device key, so the page may leave for the domain's sign-in
 * page and come back), the start address that names its public key's SHA-256, and on return the
 * post of the domain's code and state with the public key, whose answer — a UPST bound to that
 * key — becomes a session profile through the same path as a token pasted by hand
 * (addDeviceSession: checked to be bound to this key, not expired). The server's answer is
 * hostile like any other: only `{ token }` that reads as a session token is taken.
 *
 * Renewal of the session before it ends is for the session keeper. Once it has ended, "Sign in
 * again" starts here for that profile: the new key remembers the profile (`renews`), and on
 * return the profile's key and token are replaced under the same id (renewDeviceSession), so it
 * is the same profile, its queued changes still waiting for it; any other sign-in makes a new
 * key and a new profile. Either completes in the tenancy it started in, whichever is shown when
 * the domain sends the person back (signInTenancy.ts).
 */
import { accountsDb, type AccountsDb } from '../../contract/accounts';
import { ConsoleDb, type StoredProfile } from '../../contract/db';
import { fail, type ConsoleFailure, type Result } from '../../contract/failure';
import { createDeviceKey, takePendingKey } from './deviceKey';
import { addDeviceSession, renewDeviceSession } from './deviceProfiles';
import { readSessionToken } from '../../oci/sessionToken';
import { invalid, type ProfileSummary } from './profiles';
import { placeProfile } from './tenancyPlace';
import { forgetSignInStart, noteSignInStart } from './signInTenancy';

export const SIGN_IN_START = '/auth/start';
export const SIGN_IN_CALLBACK = '/auth/callback';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function spkiOf(publicKeyPem: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKeyPem.replace(/-----[^-]+-----|\s/g, '');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** base64url SHA-256 of the key's SubjectPublicKeyInfo DER: what the start names. */
export async function keyHashOf(publicKeyPem: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', spkiOf(publicKeyPem));
  return toBase64Url(new Uint8Array(digest));
}

/**
 * Makes the key pair of a sign-in (in place of any pending one) and answers the address the page
 * goes to: the server's start, which sends it on to the identity domain. With `renews`, the
 * sign-in is to bring that session profile back. The device's list of tenancies notes that the
 * sign-in belongs to this database.
 */
export async function startSignIn(
  db: ConsoleDb,
  now = Date.now(),
  renews?: string,
  accounts: AccountsDb = accountsDb(),
): Promise<string> {
  const key = await createDeviceKey(db, now, renews);
  await noteSignInStart(accounts, db.name);
  return `${SIGN_IN_START}?key=${await keyHashOf(key.publicKeyPem)}`;
}

/**
 * `name`, or `name (2)`, `name (3)`… : the first no profile has in the database the token's
 * profile goes to — this one, or its tenancy's when that is another (tenancyPlace.ts).
 */
async function freeName(db: ConsoleDb, accounts: AccountsDb, name: string, token: string): Promise<string> {
  const read = readSessionToken(token);
  const placement = read.ok ? await placeProfile(accounts, db.name, read.value.tenancy) : undefined;
  let profiles: readonly StoredProfile[] = [];
  if (placement?.kind === 'elsewhere') {
    if (!placement.isNew) {
      const target = new ConsoleDb(placement.dbName);
      try {
        profiles = await target.profiles.toArray();
      } finally {
        target.close();
      }
    }
  } else profiles = await db.profiles.toArray();
  const taken = new Set(profiles.map((profile) => profile.name));
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${name} (${n})`;
  return candidate;
}

/** The server's refusal, read as a failure the screen words by its reason. */
async function refusal(answer: Response): Promise<ConsoleFailure> {
  let body: unknown;
  try {
    body = await answer.json();
  } catch {
    body = undefined;
  }
  const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const said = typeof message === 'string' ? message.slice(0, 500) : `HTTP ${answer.status}`;
  if (code === 'SignInNotStarted' || code === 'SignInStateMismatch')
    return { kind: 'validation', parameter: 'state', message: said, reason: 'signInNotStarted' };
  if (answer.status >= 500)
    return { kind: 'validation', parameter: 'signIn', message: said, reason: 'signInUnreachable' };
  return { kind: 'validation', parameter: 'signIn', message: said, reason: 'signInRefused' };
}

export interface SignInReturn {
  /** What the identity domain put in the callback address. */
  readonly code: string;
  readonly state: string;
  /** The profile's name: the domain's, numbered when taken. */
  readonly name: string;
  readonly region: string;
}

interface CompleteOptions {
  /** The console's origin, whose server takes the callback's post. */
  readonly origin: string;
  readonly fetch?: typeof fetch;
  readonly now?: number;
  readonly accounts?: AccountsDb;
}

/**
 * The return from the identity domain: the code and state posted with the pending key's public
 * half, and the UPST that answers stored as a session profile of that key.
 */
export async function completeSignIn(
  input: SignInReturn,
  db: ConsoleDb,
  options: CompleteOptions,
): Promise<Result<ProfileSummary>> {
  const completed = await exchangeReturn(input, db, options);
  if (completed.ok) await forgetSignInStart(options.accounts ?? accountsDb());
  return completed;
}

async function exchangeReturn(
  input: SignInReturn,
  db: ConsoleDb,
  options: CompleteOptions,
): Promise<Result<ProfileSummary>> {
  const key = await takePendingKey(db);
  if (key === undefined)
    return invalid(
      'deviceKey',
      'The key this sign-in started with is gone; start again.',
      'signInNotStarted',
    );
  const send = options.fetch ?? fetch;
  let answer: Response;
  try {
    answer = await send(new URL(SIGN_IN_CALLBACK, options.origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      body: JSON.stringify({ code: input.code, state: input.state, publicKey: key.publicKeyPem }),
    });
  } catch {
    return fail({ kind: 'network', message: 'The console’s server could not be reached.' });
  }
  if (!answer.ok) return fail(await refusal(answer));
  let body: unknown;
  try {
    body = await answer.json();
  } catch {
    body = undefined;
  }
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  if (typeof token !== 'string')
    return invalid('signIn', 'The server’s answer holds no session token.', 'signInRefused');
  // Sign in again: the profile it was started for comes back with this key and token (when it
  // is still there; one removed meanwhile has nothing left to bring back).
  if (key.renews !== undefined && (await db.profiles.get(key.renews)) !== undefined)
    return renewDeviceSession({ profileId: key.renews, token }, db, options.now);
  const name = await freeName(db, options.accounts ?? accountsDb(), input.name, token);
  return addDeviceSession({ name, region: input.region, token }, db, options.now);
}
