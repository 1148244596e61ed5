/**
 * The outbox (docs/ARCHITECTURE.md, "A change"): queued changes, sent exactly once through flaky
 * networks.
 */
export { createOutbox, CLAIM_LEASE_MS, MAX_CONCURRENT_SENDS } from './outbox';
export { clientSend } from './clientSend';
export { bindReplayTriggers } from './replayTriggers';
export type { OnlineEventSource } from './replayTriggers';
export { createLockPresence, OWNER_LOCK_PREFIX } from './lockPresence';
export type { LockManagerLike } from './lockPresence';
export { isMutation } from './mutationSpec';
export type * from './types';
