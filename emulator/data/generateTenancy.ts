/**
 * The demo tenancy, generated from a seed: the same seed, size and epoch give the same data,
 * byte for byte. Identity is global; each region gets every family once (the home region also
 * every other searchable type once), then families and single resources drawn by weight until
 * the region holds its share of `size`. A quarter of a million resources take a few seconds.
 */
import type { Entity, Fields } from '../entity';
import { OcidMinter } from '../ids';
import type { WorkRequestRecord } from '../lifecycle/workRequests';
import { Random } from '../random';
import type { RegionInfo } from '../regionStore';
import { buildCompartments, type CompartmentNode } from './compartments';
import { REGION_WEIGHTS } from './demoRegions';
import { defineAlarms } from './alarms';
import { addFiller, FILLER_TYPES } from './fillers';
import { identityEntities } from './identity';
import { marketplaceListings } from './listings';
import { RegionBuilder, type TenancyContext } from './regionBuilder';
import { TagPool } from './tagPool';
import { connectivityUnit } from './units/connectivity';
import { databaseUnit } from './units/database';
import { developerUnit } from './units/developer';
import { devopsUnit } from './units/devops';
import { licensesUnit } from './units/licenses';
import { networkUnit } from './units/network';
import { observabilityUnit } from './units/observability';
import { securityUnit } from './units/security';
import { storageUnit } from './units/storage';
import { vmwareUnit } from './units/vmware';

export interface TenancyOptions {
  readonly seed: string;
  /** About how many resources in all (global ones included). */
  readonly size: number;
  /** Creation times fall within the year before this instant. */
  readonly epochMs: number;
  readonly regions: readonly RegionInfo[];
}

export interface RegionData {
  readonly entities: readonly Entity[];
  readonly workRequests: readonly WorkRequestRecord[];
}

export interface Tenancy {
  readonly tenancyId: string;
  readonly tenancyName: string;
  readonly namespace: string;
  readonly compartments: readonly CompartmentNode[];
  readonly global: readonly Entity[];
  readonly regions: ReadonlyMap<string, RegionData>;
  readonly listings: readonly Fields[];
}

type Unit = (b: RegionBuilder) => void;

/** In dependency order: later families reuse what earlier ones made (secrets, clusters, logs). */
const FAMILIES: readonly (readonly [Unit, number])[] = [
  [securityUnit, 0.8],
  [networkUnit, 3],
  [networkUnit, 0],
  [connectivityUnit, 0.5],
  [developerUnit, 1],
  [observabilityUnit, 1],
  [devopsUnit, 1],
  [databaseUnit, 1.5],
  [vmwareUnit, 0.3],
  [storageUnit, 1.5],
  [licensesUnit, 0.3],
];

/** Weight of a single filler resource against the families (which make ~25 resources each). */
const FILLER_WEIGHT = 300;

function generateRegion(
  region: RegionInfo,
  random: Random,
  ctx: TenancyContext,
  target: number,
  home: boolean,
): RegionData {
  const regionRandom = random.fork(`region/${region.id}`);
  const b = new RegionBuilder(region, regionRandom, new OcidMinter(regionRandom.fork('ids')), ctx);
  for (const [unit] of FAMILIES) unit(b);
  if (home) for (const { descriptor } of FILLER_TYPES) addFiller(b, descriptor);
  const choices: (readonly [Unit | 'filler', number])[] = [
    ...FAMILIES.filter(([, weight]) => weight > 0),
    ['filler', FILLER_WEIGHT],
  ];
  const fillers = FILLER_TYPES.map((f) => [f.descriptor, f.weight] as const);
  while (b.entities.length < target) {
    const choice = b.random.weighted(choices);
    if (choice === 'filler') addFiller(b, b.random.weighted(fillers));
    else choice(b);
  }
  defineAlarms(b.entities);
  return { entities: b.entities, workRequests: b.workRequests };
}

export function generateTenancy(options: TenancyOptions): Tenancy {
  const random = new Random(options.seed);
  const globalMinter = new OcidMinter(random.fork('global-ids'));
  const tenancyId = globalMinter.mint('tenancy', 'oc1', '');
  const namespace = random.fork('namespace').chars(12, 'abcdefghijklmnopqrstuvwxyz0123456789');
  const compartments = buildCompartments(tenancyId, () => globalMinter.mint('compartment', 'oc1', ''));
  const ctx: TenancyContext = {
    tenancyId,
    namespace,
    compartments,
    epochMs: options.epochMs,
    tags: new TagPool(),
  };
  const global = identityEntities(random.fork('identity'), globalMinter, ctx, options.size);
  const regional = Math.max(0, options.size - global.length);
  const totalWeight = options.regions.reduce((sum, r) => sum + (REGION_WEIGHTS[r.id] ?? 0.1), 0);
  const regions = new Map<string, RegionData>();
  options.regions.forEach((region, index) => {
    const share = (REGION_WEIGHTS[region.id] ?? 0.1) / totalWeight;
    regions.set(region.id, generateRegion(region, random, ctx, Math.round(regional * share), index === 0));
  });
  const listingRandom = random.fork('listings');
  const listings = marketplaceListings(listingRandom, (type) => globalMinter.mint(type, 'oc1', ''));
  return { tenancyId, tenancyName: 'acme-field', namespace, compartments, global, regions, listings };
}
