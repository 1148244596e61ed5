/**
 * The resources of one region: by id, by service collection, and as the search corpus (rebuilt
 * lazily after a change). Global resources (compartments, users…) are added to every region, as
 * identity is answered everywhere.
 */
import type { ResourceSummary } from '../src/oci/resource';
import { applyFields, entityCollectionKey, type Entity, type Fields } from './entity';

export interface RegionInfo {
  /** `us-ashburn-1` */
  readonly id: string;
  /** The region key used in OCIDs: `iad`. */
  readonly key: string;
  readonly realm: string;
  readonly availabilityDomains: readonly string[];
}

export class RegionStore {
  private readonly byId = new Map<string, Entity>();
  private readonly byCollection = new Map<string, Entity[]>();
  private corpusCache: readonly ResourceSummary[] | undefined;
  private revisionCount = 0;

  constructor(readonly info: RegionInfo) {}

  add(entity: Entity): void {
    this.byId.set(entity.id, entity);
    const key = entityCollectionKey(entity);
    if (key !== undefined) {
      const list = this.byCollection.get(key);
      if (list) list.push(entity);
      else this.byCollection.set(key, [entity]);
    }
    if (entity.searchable) this.changed();
  }

  remove(entity: Entity): void {
    this.byId.delete(entity.id);
    const key = entityCollectionKey(entity);
    const list = key === undefined ? undefined : this.byCollection.get(key);
    if (list) list.splice(list.indexOf(entity), 1);
    if (entity.searchable) this.changed();
  }

  get(id: string): Entity | undefined {
    return this.byId.get(id);
  }

  /** The entities of a collection, oldest first: `collection('devops/projects')`. */
  collection(key: string): readonly Entity[] {
    return this.byCollection.get(key) ?? [];
  }

  /** Applies changed fields to an entity and invalidates what derives from it. */
  update(entity: Entity, changes: Fields, now: string): void {
    applyFields(entity, changes, now);
    if (entity.searchable) this.changed();
  }

  /** Bumped on every change a search could see; caches key on it. */
  get revision(): number {
    return this.revisionCount;
  }

  get size(): number {
    return this.byId.size;
  }

  entities(): IterableIterator<Entity> {
    return this.byId.values();
  }

  /** Every searchable resource of the region, as search answers it. */
  corpus(): readonly ResourceSummary[] {
    if (this.corpusCache === undefined) {
      const out: ResourceSummary[] = [];
      for (const entity of this.byId.values()) if (entity.searchable) out.push(entity.summary);
      this.corpusCache = out;
    }
    return this.corpusCache;
  }

  private changed(): void {
    this.corpusCache = undefined;
    this.revisionCount++;
  }
}
