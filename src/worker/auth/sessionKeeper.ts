/**
 * Keeps the active session token alive. OCI's session tokens last an hour and are renewed by the
 * identity data plane's refresh (`POST https://auth.<region>.<domain>/v1/authentication/refresh`
 * with `{ currentToken }`, signed `ST$<token>` with the session's key: oracle/oci-cli,
 * src/oci_cli/cli_session.py, `refresh`) while their session lasts; a refused refresh (401)
 * means the session is over and only a new token helps.
 *
 * While online, the keeper renews the token before it expires (a quarter of its life before, at
 * most 5 minutes), unless its session ends no later than the token (a renewal could not extend
 * it). A renewal that cannot reach the service is tried again every RETRY_MS while the token
 * lasts; one refused, or a token that expires, ends the session: `signedIn()` is then false and
 * the outbox sends nothing (its changes wait, not failed) until a new token is accepted. The
 * state is written for the screens (contract/sessionStatus.ts). Tabs renew one at a time (a Web
 * Lock): a tab that finds the token already renewed by another takes it over instead.
 */
import type { ConsoleDb, StoredProfile } from '../../contract/db';
import type { ConsoleFailure, Result } from '../../contract/failure';
import { outcomeOf } from '../../contract/failurePolicy';
import { SESSION_STATUS_KEY, type SessionStatus } from '../../contract/sessionStatus';
import { readSessionToken, tokenClaims } from '../../oci/sessionToken';
import { fingerprintOfJwk } from './deviceKey';
import { ACTIVE_PROFILE_KEY } from '../../contract/accounts';

/** The most a token is renewed before it expires. */
export const RENEW_AHEAD_MAX_MS = 5 * 60_000;
/** How long after a renewal that could not reach the service it is tried again. */
export const RETRY_MS = 30_000;
const LOCK_NAME = 'field-console-session-renewal';

export interface SessionKeeperDeps {
  readonly db: ConsoleDb;
  /** Epoch ms, corrected by the skew the service told (the signing clock). */
  readonly now: () => number;
  /** Sends the refresh of the profile's token, signed with it; the new token, or the failure. */
  readonly refresh: (profile: StoredProfile) => Promise<Result<string>>;
  readonly setTimer: (callback: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
  readonly isOnline: () => boolean;
  /** False where nothing is signed here (a relay signs): the keeper stays idle. */
  readonly signsHere?: () => boolean;
  /** Told after the session's state or token changed (the credentials are read again). */
  readonly onChange?: (status: SessionStatus | undefined) => void;
  readonly locks?: Pick<LockManager, 'request'>;
}

export interface SessionKeeper {
  /** Reads the active profile again: it was chosen, added, removed, or its token replaced. */
  reload(): Promise<void>;
  /** False while the active profile's session has ended: nothing is to be sent until a new token. */
  signedIn(): boolean;
  /** A request signed with the session was refused (401): find out now with a renewal. */
  refused(): void;
  /** The connection is back: a renewal that waited for it is tried now. */
  wake(): void;
  stop(): void;
}

/** When a token of this life is renewed: a quarter of its life before it expires, at most 5 minutes. */
export function renewalDueAt(issuedAt: number, expiresAt: number): number {
  return expiresAt - Math.min(RENEW_AHEAD_MAX_MS, Math.max(0, expiresAt - issuedAt) / 4);
}

/** When a token was issued (its `iat`), or an hour before it expires when it does not say. */
function issuedAtOf(token: string, expiresAt: number): number {
  const iat = tokenClaims(token)?.iat;
  return typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : expiresAt - 60 * 60_000;
}

const refusedForGood = (failure: ConsoleFailure): boolean =>
  failure.kind === 'http' && (failure.status === 401 || outcomeOf(failure) === 'sessionEnded');

export function createSessionKeeper(deps: SessionKeeperDeps): SessionKeeper {
  let status: SessionStatus | undefined;
  let profile: StoredProfile | undefined;
  let timer: unknown;
  let timerSet = false;
  let renewing: Promise<void> | undefined;
  let stopped = false;

  const clear = () => {
    if (timerSet) deps.clearTimer(timer);
    timerSet = false;
  };

  async function publish(next: SessionStatus | undefined): Promise<void> {
    status = next;
    try {
      if (next === undefined) await deps.db.meta.delete(SESSION_STATUS_KEY);
      else await deps.db.meta.put({ key: SESSION_STATUS_KEY, value: next });
    } catch {
      // The screens miss one update; signing follows the state in memory all the same.
    }
    deps.onChange?.(next);
    schedule();
  }

  function statusOf(
    active: StoredProfile,
    state: SessionStatus['state'],
    extra: Partial<SessionStatus> = {},
  ) {
    const facts = readSessionToken(active.sessionToken ?? '');
    const expiresAt = facts.ok ? facts.value.expiresAt : 0;
    const sessionEndsAt = facts.ok ? facts.value.sessionEndsAt : undefined;
    return {
      profileId: active.id,
      profileName: active.name,
      state: expiresAt <= deps.now() ? 'ended' : state,
      expiresAt,
      region: active.region,
      ...(sessionEndsAt === undefined ? {} : { sessionEndsAt }),
      ...(active.publicKeyPem === undefined ? {} : { publicKeyPem: active.publicKeyPem }),
      ...extra,
    } satisfies SessionStatus;
  }

  /** When the keeper next has something to do: renew, try again, or end the session. */
  function nextAt(): number | undefined {
    if (status === undefined || status.state === 'ended' || profile?.sessionToken === undefined)
      return undefined;
    const { expiresAt, sessionEndsAt } = status;
    const canRenew = sessionEndsAt === undefined || sessionEndsAt > expiresAt;
    if (!canRenew) return expiresAt;
    const due =
      status.state === 'renewFailing'
        ? deps.now() + RETRY_MS
        : renewalDueAt(issuedAtOf(profile.sessionToken, expiresAt), expiresAt);
    return Math.min(due, expiresAt);
  }

  function schedule(): void {
    clear();
    const at = nextAt();
    if (at === undefined || stopped) return;
    timer = deps.setTimer(
      () => {
        timerSet = false;
        void tick();
      },
      Math.max(0, at - deps.now()),
    );
    timerSet = true;
  }

  async function tick(): Promise<void> {
    if (status === undefined || profile === undefined) return;
    if (deps.now() >= status.expiresAt) {
      await publish({ ...status, state: 'ended' });
      return;
    }
    await renew();
  }

  async function checkedToken(active: StoredProfile, token: string): Promise<string | undefined> {
    const read = readSessionToken(token);
    if (!read.ok || read.value.tenancy !== active.tenancy || read.value.expiresAt <= deps.now())
      return undefined;
    if (active.user !== undefined && read.value.user !== active.user) return undefined;
    if (
      read.value.key !== undefined &&
      (await fingerprintOfJwk(read.value.key).catch(() => '')) !== active.fingerprint
    )
      return undefined;
    return read.value.token;
  }

  async function renewOnce(): Promise<void> {
    const planned = profile;
    if (planned?.sessionToken === undefined) return;
    if (!deps.isOnline()) {
      // Tried again when the connection is back (wake) or after RETRY_MS, while the token lasts.
      const failure: ConsoleFailure = { kind: 'network', message: 'The device is offline.' };
      await publish(statusOf(planned, 'renewFailing', { failure }));
      return;
    }
    // Another tab may have renewed it meanwhile: take its token instead of renewing again.
    const stored = await deps.db.profiles.get(planned.id);
    if (stored?.sessionToken !== undefined && stored.sessionToken !== planned.sessionToken) {
      await load();
      return;
    }
    const answer = await deps.refresh(planned);
    if (stopped || profile?.id !== planned.id) return;
    if (!answer.ok) {
      const ended = refusedForGood(answer.failure);
      await publish(statusOf(planned, ended ? 'ended' : 'renewFailing', { failure: answer.failure }));
      return;
    }
    const token = await checkedToken(planned, answer.value);
    if (token === undefined) {
      const failure: ConsoleFailure = {
        kind: 'invalid-response',
        message: 'The renewed token is not a session token of this profile and key.',
        status: 200,
        reason: 'malformed',
      };
      await publish(statusOf(planned, 'renewFailing', { failure }));
      return;
    }
    const renewed: StoredProfile = { ...planned, sessionToken: token };
    await deps.db.profiles.put(renewed);
    profile = renewed;
    await publish(statusOf(renewed, 'current', { renewedAt: deps.now() }));
  }

  function renew(): Promise<void> {
    renewing ??= (async () => {
      try {
        if (deps.locks) await deps.locks.request(LOCK_NAME, renewOnce);
        else await renewOnce();
      } finally {
        renewing = undefined;
      }
    })();
    return renewing;
  }

  async function load(): Promise<void> {
    if (stopped) return;
    const activeId = (await deps.db.settings.get(ACTIVE_PROFILE_KEY))?.value;
    const active = typeof activeId === 'string' ? await deps.db.profiles.get(activeId) : undefined;
    const signs = deps.signsHere?.() ?? true;
    if (!signs || active?.kind !== 'sessionToken' || active.sessionToken === undefined) {
      profile = undefined;
      if (status !== undefined || (await deps.db.meta.get(SESSION_STATUS_KEY)) !== undefined)
        await publish(undefined);
      return;
    }
    const sameToken =
      profile?.id === active.id && profile.sessionToken === active.sessionToken && status !== undefined;
    profile = active;
    if (sameToken && status !== undefined) {
      schedule();
      return;
    }
    await publish(statusOf(active, 'current'));
  }

  return {
    reload: load,
    signedIn: () => status === undefined || (status.state !== 'ended' && deps.now() < status.expiresAt),
    refused() {
      if (status !== undefined && status.state !== 'ended') void renew();
    },
    wake() {
      if (status?.state === 'renewFailing') void renew();
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}
