/** Messages the page sends the service worker. */
export type SwMessage = { readonly type: 'SKIP_WAITING' };

export function isSwMessage(value: unknown): value is SwMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'SKIP_WAITING';
}
