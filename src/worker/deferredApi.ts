/**
 * The worker's API before it exists: the worker learns which tenancy's database to open
 * (contract/accounts.ts) before it can build the API, but must listen to the page from its first
 * moment (comlink drops a message no one listens for). Each call waits for the API, then runs.
 */
type AnyFunction = (...args: never[]) => unknown;

export function deferredApi<T extends object>(ready: Promise<T>): T {
  return new Proxy({} as T, {
    get(_target, property) {
      if (typeof property !== 'string' || property === 'then') return undefined;
      return async (...args: unknown[]) => {
        const api = await ready;
        const member = (api as Record<string, unknown>)[property];
        if (typeof member !== 'function') throw new Error(`The worker has no ${property}.`);
        return (member as AnyFunction).apply(api, args as never[]);
      };
    },
  });
}
