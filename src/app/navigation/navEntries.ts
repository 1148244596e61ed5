/**
 * The registry flattened: every category header, area and entry with its full id, parent id,
 * kind, depth and effective plugin. Ids are the dotted path of local ids from the area down
 * (`compute.instances`, `storage.blockStorage.volumes`); category headers are `category:<id>`.
 */
import { NAV_AREAS, NAV_CATEGORIES } from './navAreas';
import type { NavEntry, NavEntrySpec, NavItemKind } from './navEntry';
import type { PluginName } from './plugins';

export function categoryEntryId(category: string): string {
  return `category:${category}`;
}

function kindOf(spec: NavEntrySpec): NavItemKind {
  if (spec.header === true) return 'header';
  if (spec.children !== undefined && spec.children.length > 0) return 'parent';
  if (spec.query !== undefined || (spec.path ?? spec.fixedPath ?? '').includes(':')) return 'formattedLink';
  if (spec.url !== undefined || spec.fixedPath !== undefined || spec.ref !== undefined) return 'link';
  return 'plugin';
}

interface Parent {
  readonly id: string;
  readonly areaId: string;
  readonly depth: number;
  readonly plugin?: PluginName;
}

/** One spec (and its children) as entries; `parent` null for an area. */
export function flattenSpec(spec: NavEntrySpec, parent: Parent | null, parentId: string | null): NavEntry[] {
  const id = parent === null ? spec.id : `${parent.id}.${spec.id}`;
  const areaId = parent === null ? spec.id : parent.areaId;
  const depth = parent === null ? 1 : parent.depth + 1;
  const plugin = spec.plugin ?? parent?.plugin;
  const { children, header: _header, ...fields } = spec;
  const entry: NavEntry = {
    ...fields,
    id,
    parentId,
    areaId,
    kind: kindOf(spec),
    depth,
    ...(plugin === undefined ? {} : { plugin }),
    childIds: (children ?? []).map((c) => `${id}.${c.id}`),
    related: spec.related ?? [],
    help: spec.help ?? [],
    tags: spec.tags ?? [],
  };
  const self: Parent = { id, areaId, depth, ...(plugin === undefined ? {} : { plugin }) };
  return [entry, ...(children ?? []).flatMap((c) => flattenSpec(c, self, id))];
}

function build(): readonly NavEntry[] {
  const headers: NavEntry[] = NAV_CATEGORIES.map((c) => ({
    id: categoryEntryId(c.id),
    parentId: null,
    areaId: categoryEntryId(c.id),
    kind: 'header',
    depth: 0,
    labelKey: c.labelKey,
    childIds: NAV_AREAS.filter((a) => a.category === c.id).map((a) => a.id),
    related: [],
    help: [],
    tags: [],
  }));
  const entries = NAV_AREAS.flatMap((area) => flattenSpec(area, null, categoryEntryId(area.category)));
  return [...headers, ...entries];
}

/** Every entry of the registry, in menu order. */
export const NAV_ENTRIES: readonly NavEntry[] = build();

const BY_ID: ReadonlyMap<string, NavEntry> = new Map(NAV_ENTRIES.map((e) => [e.id, e]));

/** The entry with this id, or undefined. */
export function findNavEntry(id: string): NavEntry | undefined {
  return BY_ID.get(id);
}

/** The entry with this id; throws for an unknown id. */
export function navEntry(id: string): NavEntry {
  const entry = BY_ID.get(id);
  if (entry === undefined) throw new Error(`Unknown navigation entry ${id}`);
  return entry;
}

export function childrenOf(entry: NavEntry): readonly NavEntry[] {
  return entry.childIds.map(navEntry);
}

/** The entry's ancestors, nearest first (category headers included). */
export function ancestorsOf(entry: NavEntry): readonly NavEntry[] {
  const out: NavEntry[] = [];
  for (let id = entry.parentId; id !== null;) {
    const parent = navEntry(id);
    out.push(parent);
    id = parent.parentId;
  }
  return out;
}

/** The root entries of the tree: the category headers. */
export const NAV_ROOTS: readonly NavEntry[] = NAV_ENTRIES.filter((e) => e.parentId === null);
