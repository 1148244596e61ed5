/**
 * The public key a signature's keyId names: one registered for tests (`POST /_emulator/keys`),
 * a user's uploaded API key (`<tenancy>/<user>/<fingerprint>`, while uploaded), or the key a
 * valid session token binds (`ST$<token>`, until the token expires by the emulator's clock).
 */
import type { KeyObject } from 'node:crypto';
import type { EmulatorState } from './state';

export function lookupKey(state: EmulatorState, keyId: string): KeyObject | undefined {
  return (
    state.keys.get(keyId) ?? state.apiKeys.lookup(keyId) ?? state.sessions.lookup(keyId, state.clock.now())
  );
}
