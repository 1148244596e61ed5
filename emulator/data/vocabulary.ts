/**
 * The words the demo tenancy's names are made of: environments, applications, roles and people,
 * so names read like a real estate (prod-web-01, payments-db, stage-orders-api-02).
 */
import type { Random } from '../random';

export const ENVIRONMENTS = [
  ['prod', 5],
  ['stage', 2],
  ['dev', 3],
  ['qa', 1],
  ['dr', 1],
] as const;

export type Environment = (typeof ENVIRONMENTS)[number][0];

export const APPS = [
  'payments',
  'orders',
  'inventory',
  'storefront',
  'auth',
  'billing',
  'search',
  'analytics',
  'crm',
  'ledger',
  'shipping',
  'catalog',
  'checkout',
  'notifications',
  'reporting',
  'hr-portal',
  'mobile-api',
  'data-lake',
  'etl',
  'telemetry',
] as const;

export const HOST_ROLES = [
  'web',
  'api',
  'app',
  'worker',
  'batch',
  'cache',
  'db',
  'bastion',
  'gateway',
  'queue',
] as const;

export const FIRST_NAMES = [
  'ana',
  'ben',
  'chloe',
  'dev',
  'elena',
  'farid',
  'grace',
  'hiro',
  'ines',
  'jonas',
  'kavya',
  'liam',
  'maria',
  'noah',
  'olga',
  'priya',
  'quinn',
  'rafael',
  'sofia',
  'tariq',
  'uma',
  'victor',
  'wen',
  'yusuf',
] as const;

export const LAST_NAMES = [
  'almeida',
  'becker',
  'chen',
  'dubois',
  'eriksen',
  'fischer',
  'garcia',
  'haddad',
  'ito',
  'jensen',
  'kowalski',
  'lopez',
  'moreau',
  'nakamura',
  'okafor',
  'patel',
  'rossi',
  'schmidt',
  'tanaka',
  'weber',
] as const;

export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

export interface NameParts {
  readonly env: Environment;
  readonly app: string;
}

/**
 * A display name in one of the estate's usual patterns, around a suffix that says what the
 * thing is: `prod-payments-bucket-03`, `orders-stage-topic`, `analytics-vault`.
 */
export function displayName(random: Random, parts: NameParts, suffix: string): string {
  const n = twoDigits(random.between(1, 12));
  switch (random.int(4)) {
    case 0:
      return `${parts.env}-${parts.app}-${suffix}-${n}`;
    case 1:
      return `${parts.app}-${parts.env}-${suffix}`;
    case 2:
      return `${parts.app}-${suffix}`;
    default:
      return `${parts.env}-${parts.app}-${suffix}`;
  }
}

export function hostName(random: Random, parts: NameParts): string {
  return `${parts.env}-${parts.app}-${random.pick(HOST_ROLES)}-${twoDigits(random.between(1, 24))}`;
}

export function personName(random: Random): { first: string; last: string } {
  return { first: random.pick(FIRST_NAMES), last: random.pick(LAST_NAMES) };
}
