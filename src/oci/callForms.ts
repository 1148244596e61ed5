/**
 * Which form of the API the console speaks, and whether an operation exists in it. Against the
 * emulator it speaks the specified calls; through a relay (signing or forwarding), or signing in
 * the browser with no endpoint, it speaks to real regions, which answer the public form only, and an operation with
 * no public form there (a DevOps service logging configuration) does not exist. The worker's
 * client and the screens that offer a call read this one rule.
 */
import type { OperationSpec } from './operations/types';

/**
 * How the console reaches OCI: `emulator` (the embedded emulator), `relay` (a server that signs
 * with its own profile), `forward` (the browser signs for the real regional host and the
 * console's own server forwards the signed call), `direct` (the browser signs and calls the
 * regional hosts itself).
 */
export type ConsoleMode = 'emulator' | 'relay' | 'forward' | 'direct';

export const CONSOLE_MODES: readonly ConsoleMode[] = ['emulator', 'relay', 'forward', 'direct'];

export interface CallEndpoint {
  /** The emulator, a relay, or undefined for the real regional hosts. */
  readonly endpoint?: string;
  readonly mode?: ConsoleMode;
}

/** Whether calls go to real regions, in the public API's form. */
export function speaksPublicApi(config: CallEndpoint): boolean {
  return config.endpoint === undefined || config.mode === 'relay' || config.mode === 'forward';
}

/** Whether the operation exists for a console speaking that form. */
export function offeredIn(op: Pick<OperationSpec, 'publicForm'>, publicApi: boolean): boolean {
  return !publicApi || op.publicForm?.unavailable !== true;
}
