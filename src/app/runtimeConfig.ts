/**
 * Where the console talks to. The server serves /field-console.config.json naming the emulator
 * or the relay (`npm start`), or the forwarding relay (`npm run serve`); a build served
 * elsewhere falls back to the emulator's default address.
 */
import { CONSOLE_MODES, type ConsoleMode } from '../oci/callForms';
import { isHostSuffix } from '../oci/hostSuffix';
import type { ConsoleConfig } from '../worker/context';

export interface RuntimeConfig {
  readonly endpoint?: string;
  readonly localeBase?: string;
  readonly mode: ConsoleMode;
  readonly region?: string;
  readonly profile?: string;
  /** A custom host suffix allowed as a region (`npm start -- --host-suffix`), checked on arrival. */
  readonly hostSuffix?: string;
  /** The deployment signs people in with its identity domain: "Sign in with <name>". */
  readonly signIn?: { readonly name: string };
  /** Only the browser tests' harness serves it: the app then offers `window.__fieldConsole` (testHooks.ts). */
  readonly testHooks?: boolean;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  endpoint: 'http://127.0.0.1:8787',
  localeBase: 'http://127.0.0.1:8787/locales',
  mode: 'emulator',
};

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const mode = (value as { mode?: unknown }).mode;
  return (CONSOLE_MODES as readonly unknown[]).includes(mode);
}

/**
 * The configuration as served, or the default where it is not one. A host suffix that is not a
 * DNS suffix is dropped (the console then takes only the region table's regions), and so is a
 * sign-in whose name is not a short line of text.
 */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  if (!isRuntimeConfig(body)) return DEFAULT_CONFIG;
  const { hostSuffix, signIn, ...rest } = body as Omit<RuntimeConfig, 'hostSuffix' | 'signIn'> & {
    hostSuffix?: unknown;
    signIn?: unknown;
  };
  const name =
    typeof signIn === 'object' && signIn !== null ? (signIn as { name?: unknown }).name : undefined;
  return {
    ...rest,
    ...(isHostSuffix(hostSuffix) ? { hostSuffix: hostSuffix.toLowerCase() } : {}),
    // A sign-in is offered under a name a person can read: a line of text, not too long.
    ...(typeof name === 'string' && /^[^\p{Cc}]{1,80}$/u.test(name.trim())
      ? { signIn: { name: name.trim() } }
      : {}),
  };
}

/** What the worker is configured with: the served configuration and the region in use. */
export function workerConfig(config: RuntimeConfig, region: string): ConsoleConfig {
  return {
    endpoint: config.endpoint,
    region,
    localeBase: config.localeBase,
    mode: config.mode,
    ...(config.hostSuffix === undefined ? {} : { hostSuffix: config.hostSuffix }),
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const answer = await fetch('/field-console.config.json', { cache: 'no-cache' });
    if (!answer.ok) return DEFAULT_CONFIG;
    const body: unknown = await answer.json();
    return parseRuntimeConfig(body);
  } catch {
    return DEFAULT_CONFIG;
  }
}
