/**
 * The toolkit every part of the demo tenancy is generated with: OCIDs of the region, a place
 * (compartment, names, tags, availability domain) drawn by weight, creation times within the year
 * before the epoch, and `add`, which turns a few facts into an entity.
 */
import type { ServiceKey } from '../../src/oci/services';
import { makeEntity, type Entity, type Fields } from '../entity';
import type { OcidMinter } from '../ids';
import type { WorkRequestRecord } from '../lifecycle/workRequests';
import type { Random } from '../random';
import type { RegionInfo } from '../regionStore';
import type { CompartmentNode } from './compartments';
import { STATES, type StateSet } from './lifecycleStates';
import type { TagPool, Tags } from './tagPool';
import { APPS, displayName, type NameParts } from './vocabulary';

export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface TenancyContext {
  readonly tenancyId: string;
  readonly namespace: string;
  readonly compartments: readonly CompartmentNode[];
  readonly epochMs: number;
  readonly tags: TagPool;
}

export interface Placement {
  readonly compartment: CompartmentNode;
  readonly parts: NameParts;
  readonly tags: Tags;
  readonly ad: string;
}

export interface ResourceInput {
  readonly type: string;
  readonly ocidType: string;
  readonly name: string;
  readonly place: Placement;
  readonly state?: string;
  readonly states?: StateSet;
  /**
   * The service keeps no lifecycle state for it (instance and autoscaling configurations), so the
   * summary carries none; the console shows its type's default (document 2 §3.2).
   */
  readonly stateless?: boolean;
  readonly time?: string;
  /** Whether the summary carries the placement's availability domain. */
  readonly ad?: boolean;
  readonly identityContext?: Fields;
  readonly additionalDetails?: Fields;
  readonly service?: ServiceKey;
  readonly collection?: string;
  readonly body?: Fields;
  readonly searchable?: boolean;
  readonly id?: string;
}

const NOTHING: Readonly<Record<string, unknown>> = Object.freeze({});

export class RegionBuilder {
  readonly entities: Entity[] = [];
  /** Work requests that finished before the epoch: the region's history. */
  readonly workRequests: WorkRequestRecord[] = [];
  private readonly byType = new Map<string, Entity[]>();
  private readonly weights: readonly (readonly [CompartmentNode, number])[];

  constructor(
    readonly region: RegionInfo,
    readonly random: Random,
    private readonly minter: OcidMinter,
    readonly ctx: TenancyContext,
  ) {
    this.weights = ctx.compartments.map((c) => [c, c.weight] as const);
  }

  ocid(type: string): string {
    return this.minter.mint(type, this.region.realm, this.region.key);
  }

  /** Where a thing lives: a compartment by weight (or the one given), names and tags to match. */
  place(compartment?: CompartmentNode): Placement {
    const c = compartment ?? this.random.weighted(this.weights);
    const parts: NameParts = { env: c.env, app: c.app ?? this.random.pick(APPS) };
    return {
      compartment: c,
      parts,
      tags: this.ctx.tags.tags(this.random, parts),
      ad: this.random.pick(this.region.availabilityDomains),
    };
  }

  /** A compartment whose name is one of `names`, if the tree has one. */
  compartmentNamed(...names: string[]): CompartmentNode | undefined {
    return this.ctx.compartments.find((c) => names.includes(c.name));
  }

  /** A creation time within the year before the epoch, or after `after` and before the epoch. */
  time(after?: string): string {
    const end = this.ctx.epochMs;
    const start = after === undefined ? end - YEAR_MS : Date.parse(after);
    const span = Math.max(0, end - start) * (after === undefined ? 1 : 0.5);
    return new Date(Math.floor(start + this.random.next() * span)).toISOString();
  }

  name(place: Placement, suffix: string): string {
    return displayName(this.random, place.parts, suffix);
  }

  state(set: StateSet): string {
    return this.random.weighted(STATES[set]);
  }

  add(input: ResourceInput): Entity {
    const id = input.id ?? this.ocid(input.ocidType);
    // Drawn even when left out, so every later resource of the seed stays as it was.
    const state = input.state ?? this.state(input.states ?? 'active');
    const entity = makeEntity(
      {
        resourceType: input.type,
        identifier: id,
        compartmentId: input.place.compartment.id,
        displayName: input.name,
        timeCreated: input.time ?? this.time(),
        lifecycleState: input.stateless === true ? undefined : state,
        availabilityDomain: input.ad ? input.place.ad : undefined,
        freeformTags: input.place.tags.freeformTags,
        definedTags: input.place.tags.definedTags,
        identityContext: input.identityContext ?? NOTHING,
        additionalDetails: input.additionalDetails ?? NOTHING,
      },
      {
        service: input.service,
        collection: input.collection,
        body: input.body,
        searchable: input.searchable,
      },
    );
    this.entities.push(entity);
    const sameType = this.byType.get(input.type);
    if (sameType) sameType.push(entity);
    else this.byType.set(input.type, [entity]);
    return entity;
  }

  /** The resources of a type generated so far in this region. */
  ofType(type: string): readonly Entity[] {
    return this.byType.get(type) ?? [];
  }

  /** One resource of a type generated so far, at random; undefined when there is none. */
  some(type: string): Entity | undefined {
    const list = this.byType.get(type);
    return list && list.length > 0 ? this.random.pick(list) : undefined;
  }
}
