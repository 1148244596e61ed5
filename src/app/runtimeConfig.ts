/**
 * Where the console talks to. `npm start` serves /field-console.config.json naming the emulator
 * (or the relay); a build served elsewhere falls back to the emulator's default address.
 */
export interface RuntimeConfig {
  readonly endpoint?: string;
  readonly localeBase?: string;
  readonly mode: 'emulator' | 'relay' | 'direct';
  readonly region?: string;
  readonly profile?: string;
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
  return mode === 'emulator' || mode === 'relay' || mode === 'direct';
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const answer = await fetch('/field-console.config.json', { cache: 'no-cache' });
    if (!answer.ok) return DEFAULT_CONFIG;
    const body: unknown = await answer.json();
    return isRuntimeConfig(body) ? body : DEFAULT_CONFIG;
  } catch {
    return DEFAULT_CONFIG;
  }
}
