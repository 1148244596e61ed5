/**
 * Injected network trouble, set at start (`--faults <json>`) or at run time
 * (POST/DELETE /_emulator/faults): latency and jitter, error answers with chosen statuses (429
 * carries Retry-After), dropped connections, hangs, a captive portal answering HTML with 200,
 * optionally limited to path prefixes. The decision is made before a request is handled, so a
 * failed mutation is never applied — except the two faults played after applying a mutation:
 * - `dropAfterApplyRate` drops the connection (the retry token must then replay it);
 * - `dropAfterApplyResendRate` drops it too, and then the client sends the same request again on
 *   a new connection, as Chromium does by itself when a reused connection closes before any
 *   answer (whatever the method). The resend carries the same headers and body — the same
 *   if-match, the same retry token — and is handled as any request: a retry token replays the
 *   first answer, but the if-match of an update or a delete now meets 412 (its own change moved
 *   the etag), and a delete without one 409 IncorrectState (already DELETING). The caller sees
 *   only the answer to the resend, as a page does.
 */
import { isRecord } from './entity';
import { Random } from './random';
import { invalidParameter } from './reply';

export interface FaultConfig {
  readonly latencyMs: number;
  readonly jitterMs: number;
  readonly errorRate: number;
  readonly errorStatuses: readonly number[];
  readonly retryAfterSeconds: number;
  readonly dropRate: number;
  readonly hangRate: number;
  readonly dropAfterApplyRate: number;
  readonly dropAfterApplyResendRate: number;
  readonly captivePortal: boolean;
  /**
   * Share of requests a proxy answers in OCI's place with a 2xx that is not OCI's: an empty 200,
   * a 204, or `{"status":"login required"}`, none with opc-request-id. Nothing is applied.
   */
  readonly notOciRate: number;
  /** Path prefixes the faults are limited to; empty: every path but /_emulator/ and /locales/. */
  readonly paths: readonly string[];
}

export const NO_FAULTS: FaultConfig = {
  latencyMs: 0,
  jitterMs: 0,
  errorRate: 0,
  errorStatuses: [500],
  retryAfterSeconds: 1,
  dropRate: 0,
  hangRate: 0,
  dropAfterApplyRate: 0,
  dropAfterApplyResendRate: 0,
  captivePortal: false,
  notOciRate: 0,
  paths: [],
};

export type FaultDecision =
  | { readonly kind: 'none'; readonly delayMs: number }
  | { readonly kind: 'drop'; readonly delayMs: number }
  | { readonly kind: 'hang' }
  | { readonly kind: 'captive'; readonly delayMs: number }
  | { readonly kind: 'not-oci'; readonly answer: NotOciAnswer; readonly delayMs: number }
  | { readonly kind: 'error'; readonly status: number; readonly delayMs: number };

/** After a mutation was applied: its answer sent, lost with the connection, or lost and the request resent. */
export type AfterApply = 'answer' | 'drop' | 'drop-then-resend';

/** The 2xx answers a proxy gives in OCI's place. */
export const NOT_OCI_ANSWERS = ['empty-200', 'bare-204', 'login-required'] as const;
export type NotOciAnswer = (typeof NOT_OCI_ANSWERS)[number];

const NUMBER_KEYS = ['latencyMs', 'jitterMs', 'retryAfterSeconds'] as const;
const RATE_KEYS = [
  'errorRate',
  'dropRate',
  'hangRate',
  'dropAfterApplyRate',
  'dropAfterApplyResendRate',
  'notOciRate',
] as const;
const KNOWN_KEYS: ReadonlySet<string> = new Set([
  ...NUMBER_KEYS,
  ...RATE_KEYS,
  'errorStatuses',
  'captivePortal',
  'paths',
]);
const PROTECTED = ['/_emulator/', '/locales/'];

function numberSetting(
  input: Record<string, unknown>,
  key: (typeof NUMBER_KEYS)[number] | (typeof RATE_KEYS)[number],
  max: number,
): number {
  const value = input[key];
  if (value === undefined) return NO_FAULTS[key];
  if (typeof value !== 'number' || !(value >= 0 && value <= max)) {
    throw invalidParameter(
      max === 1 ? `${key} must be a number between 0 and 1.` : `${key} must be a number ≥ 0.`,
    );
  }
  return value;
}

function statusesSetting(value: unknown): readonly number[] {
  if (value === undefined) return NO_FAULTS.errorStatuses;
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    !value.every((s) => Number.isInteger(s) && s >= 400 && s <= 599)
  ) {
    throw invalidParameter('errorStatuses must be a non-empty list of HTTP error statuses (400–599).');
  }
  return value.map(Number);
}

function pathsSetting(value: unknown): readonly string[] {
  if (value === undefined) return NO_FAULTS.paths;
  if (!Array.isArray(value) || !value.every((p): p is string => typeof p === 'string' && p.startsWith('/'))) {
    throw invalidParameter('paths must be a list of path prefixes, each starting with /.');
  }
  return value;
}

/** Validates a fault configuration given as JSON; unknown keys and bad values are refused. */
export function parseFaultConfig(value: unknown): FaultConfig {
  if (!isRecord(value)) throw invalidParameter('The fault configuration must be a JSON object.');
  const unknown = Object.keys(value).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) throw invalidParameter(`Unknown fault setting(s): ${unknown.join(', ')}.`);
  const captive = value['captivePortal'];
  if (captive !== undefined && typeof captive !== 'boolean')
    throw invalidParameter('captivePortal must be true or false.');
  return {
    latencyMs: numberSetting(value, 'latencyMs', Infinity),
    jitterMs: numberSetting(value, 'jitterMs', Infinity),
    retryAfterSeconds: numberSetting(value, 'retryAfterSeconds', Infinity),
    errorRate: numberSetting(value, 'errorRate', 1),
    dropRate: numberSetting(value, 'dropRate', 1),
    hangRate: numberSetting(value, 'hangRate', 1),
    dropAfterApplyRate: numberSetting(value, 'dropAfterApplyRate', 1),
    dropAfterApplyResendRate: numberSetting(value, 'dropAfterApplyResendRate', 1),
    notOciRate: numberSetting(value, 'notOciRate', 1),
    errorStatuses: statusesSetting(value['errorStatuses']),
    captivePortal: captive ?? false,
    paths: pathsSetting(value['paths']),
  };
}

/** How many times each fault happened, by kind; error statuses and proxy answers by name. */
export interface FaultCounts {
  drop: number;
  hang: number;
  captive: number;
  dropAfterApply: number;
  dropAfterApplyResend: number;
  notOci: Record<string, number>;
  error: Record<string, number>;
}

function noCounts(): FaultCounts {
  return { drop: 0, hang: 0, captive: 0, dropAfterApply: 0, dropAfterApplyResend: 0, notOci: {}, error: {} };
}

export class Faults {
  private current: FaultConfig;
  private readonly random: Random;
  private counted: FaultCounts = noCounts();

  constructor(seed: string, initial: FaultConfig = NO_FAULTS) {
    this.random = new Random(`${seed}/faults`);
    this.current = initial;
  }

  get config(): FaultConfig {
    return this.current;
  }

  set(config: FaultConfig): void {
    this.current = config;
  }

  reset(): void {
    this.current = NO_FAULTS;
  }

  /** What the faults did since the last `clearCounts()`, so a test can tell they really happened. */
  get counts(): FaultCounts {
    return structuredClone(this.counted);
  }

  clearCounts(): void {
    this.counted = noCounts();
  }

  private count(decision: FaultDecision): FaultDecision {
    const c = this.counted;
    switch (decision.kind) {
      case 'drop':
      case 'hang':
      case 'captive':
        c[decision.kind] += 1;
        break;
      case 'not-oci':
        c.notOci[decision.answer] = (c.notOci[decision.answer] ?? 0) + 1;
        break;
      case 'error':
        c.error[String(decision.status)] = (c.error[String(decision.status)] ?? 0) + 1;
        break;
      case 'none':
        break;
    }
    return decision;
  }

  /** Whether faults touch this path. The fault settings themselves never are. */
  applies(pathname: string): boolean {
    if (pathname.startsWith('/_emulator/faults')) return false;
    const prefixes = this.current.paths;
    const guarded = PROTECTED.find((prefix) => pathname.startsWith(prefix));
    if (guarded !== undefined)
      return prefixes.some((prefix) => prefix.startsWith(guarded) && pathname.startsWith(prefix));
    return prefixes.length === 0 || prefixes.some((prefix) => pathname.startsWith(prefix));
  }

  /** What happens to a request on this path, decided before it is handled. */
  decide(pathname: string): FaultDecision {
    return this.count(this.choose(pathname));
  }

  private choose(pathname: string): FaultDecision {
    if (!this.applies(pathname)) return { kind: 'none', delayMs: 0 };
    const c = this.current;
    const delayMs = c.latencyMs + (c.jitterMs > 0 ? this.random.next() * c.jitterMs : 0);
    if (c.captivePortal) return { kind: 'captive', delayMs };
    if (c.hangRate > 0 && this.random.chance(c.hangRate)) return { kind: 'hang' };
    if (c.dropRate > 0 && this.random.chance(c.dropRate)) return { kind: 'drop', delayMs };
    if (c.notOciRate > 0 && this.random.chance(c.notOciRate))
      return { kind: 'not-oci', answer: this.random.pick(NOT_OCI_ANSWERS), delayMs };
    if (c.errorRate > 0 && this.random.chance(c.errorRate))
      return { kind: 'error', status: this.random.pick(c.errorStatuses), delayMs };
    return { kind: 'none', delayMs };
  }

  /** What happens to the answer of a mutation applied on this path: sent, dropped, or dropped and the request resent. */
  afterApply(pathname: string): AfterApply {
    const c = this.current;
    if (!this.applies(pathname)) return 'answer';
    if (c.dropAfterApplyRate > 0 && this.random.chance(c.dropAfterApplyRate)) {
      this.counted.dropAfterApply += 1;
      return 'drop';
    }
    if (c.dropAfterApplyResendRate > 0 && this.random.chance(c.dropAfterApplyResendRate)) {
      this.counted.dropAfterApplyResend += 1;
      return 'drop-then-resend';
    }
    return 'answer';
  }
}

export const CAPTIVE_PORTAL_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Welcome to Guest Wi-Fi</title></head>
<body>
<h1>Welcome to Guest Wi-Fi</h1>
<p>Please accept the terms of use to continue to the internet.</p>
<form method="post" action="/accept"><label><input type="checkbox" name="terms"> I accept the terms of use</label>
<button type="submit">Connect</button></form>
</body>
</html>
`;
