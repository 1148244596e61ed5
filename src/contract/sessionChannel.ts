/*
 * The messages every tab of this origin hears about the session, on one BroadcastChannel:
 * - signed out: a tab's worker wiped the last tenancy's database; each other worker stops sending
 *   and writing, and each other page shows that it was signed out. The database being deleted
 *   (`versionchange`) says the same where the message is missed.
 * - tenancy switched: the active tenancy changed (chosen, added, or one of several signed out of);
 *   every page, the announcing worker's own included, reloads into the tenancy active now.
 * It holds no library code, because the page listens from its first route, before the database
 * code has loaded.
 */
export const SESSION_CHANNEL = 'field-console-session';

type SessionMessageType = 'signed-out' | 'tenancy-switched';

/** Calls `listener` on each message of `type`; returns the function that stops listening. */
function listen(type: SessionMessageType, listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type) listener();
  };
  return () => {
    channel.close();
  };
}

/** Tells every other context of this origin: a channel hears no message it posted itself. */
function announce(type: SessionMessageType): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type });
  channel.close();
}

/** Calls `listener` when another tab signs out; returns the function that stops listening. */
export function onSignedOutElsewhere(listener: () => void): () => void {
  return listen('signed-out', listener);
}

/** Tells every other tab of this origin that this one signed out. */
export function announceSignedOut(): void {
  announce('signed-out');
}

/**
 * Calls `listener` when any tab (this one's worker included) chose another tenancy, added one or
 * signed out of one: every tab follows, each page reloading into the tenancy now active.
 */
export function onTenancySwitched(listener: () => void): () => void {
  return listen('tenancy-switched', listener);
}

/** Tells every page of this origin, this worker's own included, that the active tenancy changed. */
export function announceTenancySwitched(): void {
  announce('tenancy-switched');
}
