/**
 * Everything the emulator keeps for one region, and the engine (clock, scheduler, OCID minter)
 * that the lifecycles of that region run on.
 */
import type { ResourceSummary } from '../src/oci/resource';
import type { Clock } from './clock';
import type { Entity, Fields } from './entity';
import type { OcidMinter } from './ids';
import { WorkRequestStore, type WorkRequestRecord } from './lifecycle/workRequests';
import { RegionStore, type RegionInfo } from './regionStore';
import type { Scheduler } from './scheduler';

export interface Engine {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly minter: OcidMinter;
}

export interface RegionState {
  readonly info: RegionInfo;
  readonly store: RegionStore;
  readonly workRequests: WorkRequestStore;
  /** License manager configuration per compartment. */
  readonly configurations: Map<string, Fields>;
  /** A run's pending steps carry the generation they were scheduled in; a cancel bumps it. */
  readonly runGenerations: Map<string, number>;
  /** Recent search answers (all pages of one search), keyed by the store's revision and the search. */
  readonly searchCache: Map<string, readonly ResourceSummary[]>;
}

export function makeRegionState(
  info: RegionInfo,
  entities: readonly Entity[],
  workRequests: readonly WorkRequestRecord[] = [],
): RegionState {
  const store = new RegionStore(info);
  for (const entity of entities) store.add(entity);
  const requests = new WorkRequestStore();
  for (const record of workRequests) requests.add(record);
  return {
    info,
    store,
    workRequests: requests,
    configurations: new Map(),
    runGenerations: new Map(),
    searchCache: new Map(),
  };
}

/** The current generation of a run, for a step to check it is still wanted. */
export function generationOf(region: RegionState, id: string): number {
  return region.runGenerations.get(id) ?? 0;
}

/** Stops every pending step of a run; returns the new generation for steps scheduled next. */
export function nextGeneration(region: RegionState, id: string): number {
  const next = generationOf(region, id) + 1;
  region.runGenerations.set(id, next);
  return next;
}
