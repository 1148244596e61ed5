/**
 * How the active profile's session stands, as the worker's session keeper writes it (the `meta`
 * table, key SESSION_STATUS_KEY) and the screens read it (useLiveQuery): current (signing, and
 * renewed before it expires where its session allows), renewFailing (a renewal could not reach
 * the service; it is tried again while the token lasts), or ended (the token expired or the
 * service refused to renew it: nothing is sent, queued changes wait, until a new token).
 * Absent when the active profile is no session token.
 */
import type { ConsoleFailure } from './failure';

export const SESSION_STATUS_KEY = 'sessionStatus';

export type SessionState = 'current' | 'renewFailing' | 'ended';

export interface SessionStatus {
  readonly profileId: string;
  readonly profileName: string;
  readonly state: SessionState;
  /** When the token in use expires (epoch ms). */
  readonly expiresAt: number;
  /** When its session ends, past which no renewal helps (epoch ms), if the token says. */
  readonly sessionEndsAt?: number;
  /** When the token was last renewed here. */
  readonly renewedAt?: number;
  /** Why the last renewal failed (renewFailing), or why the session ended when the service said so. */
  readonly failure?: ConsoleFailure;
  /** The public key of a key born on this device (PEM), for the command that mints a new token. */
  readonly publicKeyPem?: string;
  readonly region: string;
}

const STATES: readonly SessionState[] = ['current', 'renewFailing', 'ended'];

/** A stored status, checked (the table is shared: anything else reads as none). */
export function readSessionStatus(value: unknown): SessionStatus | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const status = value as Partial<SessionStatus>;
  return typeof status.profileId === 'string' &&
    typeof status.profileName === 'string' &&
    typeof status.expiresAt === 'number' &&
    typeof status.region === 'string' &&
    STATES.includes(status.state as SessionState)
    ? (status as SessionStatus)
    : undefined;
}
