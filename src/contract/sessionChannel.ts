/*
 * Sign-out in every tab: the message every tab of this origin hears when any tab wipes this
 * database. The signing tab's worker posts it; each other worker stops sending and writing, and
 * each other page shows that it was signed out. The database being deleted (`versionchange`)
 * says the same where the message is missed. It holds no library code, because the page listens
 * from its first route, before the database code has loaded.
 */
export const SESSION_CHANNEL = 'field-console-session';

export interface SignedOutMessage {
  readonly type: 'signed-out';
}

export function isSignedOutMessage(value: unknown): value is SignedOutMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'signed-out';
}

/** Calls `listener` once when another tab signs out; returns the function that stops listening. */
export function onSignedOutElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isSignedOutMessage(event.data)) listener();
  };
  return () => {
    channel.close();
  };
}

/** Tells every other tab of this origin that this one signed out. */
export function announceSignedOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const message: SignedOutMessage = { type: 'signed-out' };
  channel.postMessage(message);
  channel.close();
}

export interface TenancySwitchedMessage {
  readonly type: 'tenancy-switched';
}

function isTenancySwitchedMessage(value: unknown): value is TenancySwitchedMessage {
  return (
    typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'tenancy-switched'
  );
}

/**
 * Calls `listener` when any tab (this one's worker included) chose another tenancy, added one or
 * signed out of one: every tab follows, each page reloading into the tenancy now active.
 */
export function onTenancySwitched(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isTenancySwitchedMessage(event.data)) listener();
  };
  return () => {
    channel.close();
  };
}

/** Tells every page of this origin, this worker's own included, that the active tenancy changed. */
export function announceTenancySwitched(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const message: TenancySwitchedMessage = { type: 'tenancy-switched' };
  channel.postMessage(message);
  channel.close();
}
