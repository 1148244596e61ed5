/**
 * The pricing class and SaaS service types as the tenancy says them (document 3 §3.1 alwaysFree,
 * alwaysPaid and saasServiceTypes; §5 "SaaS items additionally show only if the tenancy has a
 * matching SaaS service type"), read from the Organizations API's ListAssignedSubscriptions
 * answer (operations/extensions.ts), and the developer panel's overrides over them.
 *
 * The answer is hostile input. Each assigned subscription may say its `serviceName` ('CLOUDCM',
 * 'ERP', 'HCM'…) and its `subscriptionTier` ("whether it is a free promotion subscription or a
 * paid subscription"). Read here:
 * - the SaaS types are the service names of the live subscriptions that are SaaS types the menu
 *   knows (saasServiceTypes.ts), upper-cased; anything else is left out;
 * - the tenancy is paid when a live subscription's tier says PAID, free when none does and one
 *   says FREE, and not told otherwise (then the menus take it as paid, the product's default);
 * - a subscription is live unless its lifecycleState says it is gone (INACTIVE, DELETING,
 *   DELETED, FAILED).
 * An answer without an `items` list is invalid: the menus fall back to the defaults and the
 * developer panel says why. A kept answer (offline) counts, as for every read.
 */
import type { ConsoleFailure } from '../../contract/failure';
import { isRecord } from '../../oci/query/resolveField';
import type { ReadState } from '../data/useRead';
import type { PricingClass } from './navContext';
import { SAAS_SERVICE_TYPES } from './saasServiceTypes';
import type { PricingOverride, Settings } from '../settings/settings';
import type { TenancyState } from '../kit/useTenancyId';

export interface TenancyFacts {
  /** Undefined when no subscription tells. */
  readonly pricingClass: PricingClass | undefined;
  readonly saasServiceTypes: readonly string[];
}

export type TenancyFactsReason = 'loading' | 'offline' | 'failed' | 'invalid' | 'noTenancy';

export type TenancyFactsState =
  | { readonly known: true; readonly facts: TenancyFacts; readonly fromCache: boolean }
  | { readonly known: false; readonly reason: TenancyFactsReason };

/** When the tenancy does not tell (or is not known): a paid tenancy without SaaS types. */
export const DEFAULT_PRICING_CLASS: PricingClass = 'paid';

const GONE: ReadonlySet<string> = new Set(['INACTIVE', 'DELETING', 'DELETED', 'FAILED']);
const SAAS: ReadonlySet<string> = new Set(SAAS_SERVICE_TYPES);

/** The facts an assigned-subscriptions answer tells; undefined when it is not such an answer. */
export function tenancyFactsOf(answer: unknown): TenancyFacts | undefined {
  if (!isRecord(answer) || !Array.isArray(answer['items'])) return undefined;
  const live = answer['items']
    .filter(isRecord)
    .filter((s) => !(typeof s['lifecycleState'] === 'string' && GONE.has(s['lifecycleState'].toUpperCase())));
  const tiers = live.map((s) =>
    typeof s['subscriptionTier'] === 'string' ? s['subscriptionTier'].toUpperCase() : '',
  );
  const pricingClass = tiers.some((tier) => tier.includes('PAID'))
    ? 'paid'
    : tiers.some((tier) => tier.includes('FREE'))
      ? 'free'
      : undefined;
  const names = live
    .map((s) => (typeof s['serviceName'] === 'string' ? s['serviceName'].trim().toUpperCase() : ''))
    .filter((name) => SAAS.has(name));
  return { pricingClass, saasServiceTypes: [...new Set(names)] };
}

function unknownFrom(failure: ConsoleFailure | undefined, otherwise: TenancyFactsReason): TenancyFactsState {
  if (failure === undefined) return { known: false, reason: otherwise };
  const offline = failure.kind === 'network' || failure.kind === 'timeout' || failure.kind === 'circuit-open';
  return { known: false, reason: offline ? 'offline' : 'failed' };
}

/** The facts as the menus see them, from the tenancy and the read of its subscriptions. */
export function tenancyFactsStateOf(tenancy: TenancyState, read: ReadState<unknown>): TenancyFactsState {
  if (tenancy.status === 'loading') return { known: false, reason: 'loading' };
  if (tenancy.status === 'unknown') return unknownFrom(tenancy.failure, 'noTenancy');
  const answer = read.status === 'ready' ? read : read.status === 'loading' ? read.previous : undefined;
  if (answer === undefined) {
    return read.status === 'error'
      ? unknownFrom(read.failure, 'failed')
      : { known: false, reason: 'loading' };
  }
  const facts = tenancyFactsOf(answer.data);
  if (facts === undefined) return { known: false, reason: 'invalid' };
  return { known: true, facts, fromCache: answer.fromCache };
}

/** A stored override, read as hostile: anything but 'free' or 'paid' means "from the tenancy". */
export function pricingOverrideOf(value: unknown): PricingOverride {
  return value === 'free' || value === 'paid' ? value : 'tenancy';
}

/** The pricing class the menus use: the override, else the tenancy's, else the default. */
export function pricingClassOf(
  settings: Pick<Settings, 'pricingClassOverride'>,
  state: TenancyFactsState,
): PricingClass {
  const override = pricingOverrideOf(settings.pricingClassOverride);
  if (override !== 'tenancy') return override;
  return (state.known ? state.facts.pricingClass : undefined) ?? DEFAULT_PRICING_CLASS;
}

/** The SaaS service types the menus use: the overriding list, or the tenancy's (none when unknown). */
export function saasServiceTypesOf(
  settings: Pick<Settings, 'saasFromTenancy' | 'saasServiceTypes'>,
  state: TenancyFactsState,
): readonly string[] {
  if (!settings.saasFromTenancy) return settings.saasServiceTypes;
  return state.known ? state.facts.saasServiceTypes : [];
}
