/**
 * The emulator's whole state: the seeded tenancy per region (regions not seeded answer the global
 * identity resources only), the engine that moves lifecycles along, retry tokens, the log of
 * applied mutations, fault settings and registered signing keys. `reset` restores the seed.
 */
import type { KeyObject } from 'node:crypto';
import { Clock } from './clock';
import { regionInfo } from './data/demoRegions';
import { generateTenancy, type Tenancy } from './data/generateTenancy';
import { AppliedLog } from './appliedLog';
import { ApiKeyStore } from './data/apiKeys';
import { SessionTokens } from './data/sessionTokens';
import { Faults } from './faults';
import { IdentityDomain, type DemoUser } from './identityDomain/identityDomain';
import { OcidMinter } from './ids';
import type { ResolvedOptions } from './options';
import { makeRegionState, type Engine, type RegionState } from './regionState';
import { RetryTokens } from './retryTokens';
import { Scheduler } from './scheduler';

export class EmulatorState implements Engine {
  readonly clock: Clock;
  readonly scheduler = new Scheduler();
  readonly minter = new OcidMinter(undefined);
  readonly retryTokens = new RetryTokens();
  readonly applied = new AppliedLog();
  readonly faults: Faults;
  readonly keys = new Map<string, KeyObject>();
  /** The users' uploaded API keys (identity's UploadApiKey). */
  readonly apiKeys = new ApiKeyStore();
  /** Session tokens minted and refreshed by the identity data plane. */
  readonly sessions: SessionTokens;
  /** The organisation's identity domain: sign-in, its tokens and the exchange for UPSTs. */
  readonly identityDomain: IdentityDomain;
  /** Each user's read status of an announcement (`<user>|<announcement>` → time read, or null). */
  readonly announcementReads = new Map<string, string | null>();
  private regionStates = new Map<string, RegionState>();
  private seeded!: Tenancy;

  constructor(readonly options: ResolvedOptions) {
    this.clock = new Clock(options.timeScale);
    this.faults = new Faults(options.seed, options.faults);
    this.sessions = new SessionTokens(options.tokenTtlMs);
    this.identityDomain = new IdentityDomain(options.identityDomain, this.sessions, this.clock, () => ({
      tenancyId: this.seeded.tenancyId,
      users: () => this.activeUsers(),
    }));
    this.load();
  }

  get tenancy(): Tenancy {
    return this.seeded;
  }

  /** The state of a region; created empty (global resources only) for a known but unseeded one. */
  region(regionId: string): RegionState | undefined {
    const existing = this.regionStates.get(regionId);
    if (existing) return existing;
    const info = regionInfo(regionId);
    if (info === undefined) return undefined;
    const state = makeRegionState(info, this.seeded.global);
    this.regionStates.set(regionId, state);
    return state;
  }

  get seededRegions(): readonly string[] {
    return [...this.seeded.regions.keys()];
  }

  /** How many resources there are, each counted once (global ones are in every region). */
  get resourceCount(): number {
    let count = this.seeded.global.length;
    for (const region of this.regionStates.values()) count += region.store.size - this.seeded.global.length;
    return count;
  }

  /** The tenancy's active users, who may sign in to the identity domain. */
  private activeUsers(): DemoUser[] {
    return this.seeded.global
      .filter(
        (entity) => entity.summary.resourceType === 'User' && entity.summary.lifecycleState === 'ACTIVE',
      )
      .map((entity) => ({
        ocid: entity.summary.identifier,
        name: entity.summary.displayName ?? entity.summary.identifier,
      }));
  }

  /** Back to the seeded tenancy: created resources, runs, retry tokens, uploaded keys, sign-in codes and bound keys and the log are gone. */
  reset(): void {
    this.scheduler.clear();
    this.apiKeys.clear();
    this.identityDomain.clear();
    this.sessions.clearEnded();
    this.retryTokens.clear();
    this.applied.clear();
    this.announcementReads.clear();
    this.load();
  }

  private load(): void {
    const regions = this.options.regions.map((id) => {
      const info = regionInfo(id);
      if (info === undefined) throw new Error(`Unknown region: ${id}`);
      return info;
    });
    this.seeded = generateTenancy({
      seed: this.options.seed,
      size: this.options.size,
      epochMs: this.options.epochMs,
      regions,
    });
    this.regionStates = new Map();
    for (const info of regions) {
      const data = this.seeded.regions.get(info.id);
      this.regionStates.set(
        info.id,
        makeRegionState(info, [...this.seeded.global, ...(data?.entities ?? [])], data?.workRequests),
      );
    }
  }
}
