export interface OptionSpec {
  readonly flag: string;
  readonly kind: 'string' | 'list' | 'count' | 'boolean';
  readonly value?: string;
  readonly default?: string;
  readonly env?: readonly string[];
  readonly help: string;
}

export interface ServeOptions {
  readonly help: false;
  readonly listen: string;
  readonly port: number;
  readonly origins: string[];
  readonly tls?: { cert: string; key: string };
  readonly trustProxy: string[];
  readonly tenancies: string[];
  readonly profile?: string;
  readonly configFile?: string;
  readonly hostSuffix?: string;
  readonly dist: string;
  readonly rateLimit: number;
  readonly bodyLimit: number;
  readonly drainDelayMs: number;
  readonly shutdownTimeoutMs: number;
  readonly ociEndpoint?: string;
  readonly signIn?: SignInOptions;
}

/** Sign-in with an identity domain (sign-in-options.mjs). */
export interface SignInOptions {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly sessionKey?: string;
  readonly name: string;
}

export const OPTIONS: readonly OptionSpec[];
export function envName(flag: string): string;
export function envNames(option: OptionSpec): readonly string[];
export function usage(): string;
export function readOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ServeOptions | { readonly help: true };
