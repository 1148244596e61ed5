/**
 * Deterministic synthetic search results for the benchmarks: the same seed gives the same
 * records in every run. Names, tags, states and types read like a real tenancy (prod-web-01,
 * stage-orders-db), so free text and structured queries have realistic selectivity.
 */
import { detailsLink } from '../../src/oci/resource-types';
import type { StoredResource } from '../../src/contract/db';

/** A small, fast, seeded generator (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const ENVIRONMENTS = ['prod', 'prod', 'prod', 'stage', 'dev', 'dev', 'qa', 'dr'] as const;
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
  'gateway',
  'media',
  'loyalty',
  'pricing',
  'fraud',
  'support',
  'identity',
  'warehouse',
  'feeds',
  'ads',
] as const;
export const ROLES = [
  'web',
  'api',
  'db',
  'cache',
  'worker',
  'queue',
  'batch',
  'proxy',
  'bastion',
  'etl',
  'ml',
  'vpn',
  'lb',
  'backup',
  'logs',
] as const;
const OWNERS = ['web-team', 'data-team', 'platform', 'sre', 'security', 'finance-it', 'mobile'] as const;
const COST_CENTERS = ['CC-1010', 'CC-2040', 'CC-3300', 'CC-4120', 'CC-5000'] as const;

/** Types with their share and states, much as a tenancy has them. */
export const TYPES = [
  ['Instance', 14, ['RUNNING', 'RUNNING', 'RUNNING', 'STOPPED', 'TERMINATED']],
  ['BootVolume', 10, ['AVAILABLE']],
  ['Volume', 8, ['AVAILABLE', 'AVAILABLE', 'FAULTY']],
  ['VolumeBackup', 8, ['AVAILABLE']],
  ['Subnet', 6, ['AVAILABLE']],
  ['Vcn', 2, ['AVAILABLE']],
  ['SecurityList', 4, ['AVAILABLE']],
  ['RouteTable', 4, ['AVAILABLE']],
  ['Vnic', 8, ['AVAILABLE']],
  ['PrivateIp', 6, ['AVAILABLE']],
  ['LoadBalancer', 2, ['ACTIVE', 'ACTIVE', 'FAILED']],
  ['Bucket', 4, ['ACTIVE']],
  ['AutonomousDatabase', 3, ['AVAILABLE', 'STOPPED', 'PROVISIONING']],
  ['Database', 2, ['AVAILABLE']],
  ['DbSystem', 2, ['AVAILABLE', 'UPDATING']],
  ['FunctionsFunction', 3, ['ACTIVE']],
  ['FunctionsApplication', 1, ['ACTIVE']],
  ['DevopsBuildRun', 4, ['SUCCEEDED', 'SUCCEEDED', 'FAILED', 'IN_PROGRESS']],
  ['DevopsDeployment', 3, ['SUCCEEDED', 'FAILED', 'IN_PROGRESS']],
  ['Log', 3, ['ACTIVE']],
  ['Alarm', 3, ['ACTIVE', 'INACTIVE']],
  ['OnsTopic', 1, ['ACTIVE']],
  ['User', 2, ['ACTIVE', 'INACTIVE']],
  ['Policy', 1, ['ACTIVE']],
  ['Compartment', 1, ['ACTIVE']],
] as const;

export const REGIONS = [
  ['us-ashburn-1', 'iad'],
  ['eu-frankfurt-1', 'fra'],
  ['us-langley-1', 'lfi'],
] as const;

const WEIGHTED: readonly (typeof TYPES)[number][] = TYPES.flatMap((type) =>
  Array.from({ length: type[1] }, () => type),
);
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const YEAR_MS = 365 * 24 * 3600 * 1000;
const EPOCH = Date.parse('2026-11-01T00:00:00.000Z');

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function tail(random: () => number, serial: number): string {
  let out = serial.toString(32).padStart(6, '0');
  for (let i = 0; i < 20; i += 1) out += BASE32.charAt(Math.floor(random() * 32));
  return out;
}

const COMPARTMENTS = Array.from(
  { length: 24 },
  (_, n) => `ocid1.compartment.oc1..aaaabench${n.toString(32)}`,
);

/** Records `from` to `from + count` of the synthetic tenancy of this seed. */
export function syntheticResources(count: number, from = 0, seed = 20_261_101): StoredResource[] {
  const random = seeded(seed + from);
  const out: StoredResource[] = new Array<StoredResource>(count);
  for (let at = 0; at < count; at += 1) {
    const serial = from + at;
    const [resourceType, , states] = pick(random, WEIGHTED);
    const [region, key] = pick(random, REGIONS);
    const env = pick(random, ENVIRONMENTS);
    const app = pick(random, APPS);
    const role = pick(random, ROLES);
    const identifier = `ocid1.${resourceType.toLowerCase()}.oc1.${key}.amaaaa${tail(random, serial)}`;
    const summary = {
      resourceType,
      identifier,
      compartmentId: pick(random, COMPARTMENTS),
      displayName: `${env}-${app}-${role}-${String(serial % 100).padStart(2, '0')}`,
      timeCreated: new Date(EPOCH - Math.floor(random() * YEAR_MS)).toISOString(),
      lifecycleState: pick(random, states),
      availabilityDomain: `bench:${key.toUpperCase()}-AD-${1 + Math.floor(random() * 3)}`,
      freeformTags: { env, app, owner: pick(random, OWNERS) },
      definedTags: { Operations: { CostCenter: pick(random, COST_CENTERS), Environment: env } },
    };
    out[at] = {
      ...summary,
      region,
      typeKey: resourceType.toLowerCase(),
      link: detailsLink(summary),
      // Fetched page after page (of 1,000), as a download stores them.
      fetchedAt: EPOCH + Math.floor(serial / 1_000),
    };
  }
  return out;
}
