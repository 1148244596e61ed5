/**
 * The shape of one searchable resource type (document 2 §3.2) and of its enrichment (§3.4).
 * The catalogue files of this folder are tables of these; `index.ts` joins them.
 */
import type { Enrichment, LinkSubject } from '../resource';

/**
 * Badge shapes (document 2 §3.3). Which type gets which shape is not shown in the spec; the
 * console gives every type the shape of its area, so a shape says what kind of thing it is:
 * - Circle: compute and the workloads that run on it (Compute, Developer services)
 * - Square: boundaries and access (Networking, Identity, Security)
 * - Stack: storage (block, object, file, streaming storage)
 * - Hexagon: databases and every other managed service (Database, Data, AI, Observability, …)
 */
export type BadgeShape = 'Circle' | 'Square' | 'Stack' | 'Hexagon';

export const AREA_SHAPES = {
  Identity: 'Square',
  Compute: 'Circle',
  Networking: 'Square',
  Storage: 'Stack',
  Database: 'Hexagon',
  Developer: 'Circle',
  AI: 'Hexagon',
  Data: 'Hexagon',
  'Observability and management': 'Hexagon',
  Security: 'Square',
  Migration: 'Hexagon',
  'Endpoint management': 'Hexagon',
  'Fleet management': 'Hexagon',
  'Media and messaging': 'Hexagon',
  'Other services': 'Hexagon',
} as const satisfies Record<string, BadgeShape>;

export type Area = keyof typeof AREA_SHAPES;

/**
 * A details link computed from the resource; null when a value it needs is missing. A rule built
 * from console pages (`page`, `fixed`, and `firstOf`, `when`, `byContext` of those, path.ts)
 * carries the patterns it fills, most specific first: the addresses of the kind that shows the
 * type (src/app/kinds) are read from them.
 */
export interface LinkRule {
  (r: LinkSubject): string | null;
  readonly patterns?: readonly string[];
}

/**
 * One read an enrichment may make. Resolves to the parsed JSON body; rejects on failure.
 * `basePath` overrides the service's API version (the ESXi host read uses /20230701).
 */
export type EnrichmentRead = (
  operation: string,
  params: Readonly<Record<string, unknown>>,
  options?: { readonly basePath?: string },
) => Promise<unknown>;

export interface EnrichmentSpec {
  /** The operation names `run` may call, so the worker can plan and batch. */
  readonly reads: readonly string[];
  /** Only string values; rejects when a read rejects (the worker then keeps the resource as it is). */
  run(r: LinkSubject, read: EnrichmentRead): Promise<Enrichment>;
}

export interface ResourceTypeDescriptor {
  /** The search service's type name (oci-search-resource-types.txt), or the real OCI name. */
  readonly name: string;
  /** Other spellings the search service is known to answer; matched like the name. */
  readonly aliases?: readonly string[];
  readonly shape: BadgeShape;
  /** Two to four characters; absent for users and apps (document 2 §3.2). */
  readonly badge?: string;
  readonly title: string;
  /** The list-count title. */
  readonly plural: string;
  readonly area: Area;
  /** A fixed pattern with `:id`, a rule, or none. */
  readonly link: string | LinkRule | null;
  readonly defaultLifecycleState?: string;
  readonly enrich?: EnrichmentSpec;
  /** Translation keys in the search-config namespace. */
  readonly titleKey: string;
  readonly pluralKey: string;
  readonly badgeKey?: string;
}

/** A catalogue row as the area files write it; `describeArea` adds the shape, area and keys. */
export interface TypeRow {
  readonly name: string;
  readonly aliases?: readonly string[];
  readonly badge?: string;
  readonly title: string;
  readonly plural: string;
  readonly link: string | LinkRule | null;
  readonly defaultLifecycleState?: string;
  readonly enrich?: EnrichmentSpec;
}

/** The descriptors of one area: its shape, and keys under `types.<lower-case name>.`. */
export function describeArea(area: Area, rows: readonly TypeRow[]): readonly ResourceTypeDescriptor[] {
  return rows.map((row) => {
    const key = `types.${row.name.toLowerCase()}`;
    return {
      ...row,
      area,
      shape: AREA_SHAPES[area],
      titleKey: `${key}.title`,
      pluralKey: `${key}.plural`,
      ...(row.badge === undefined ? {} : { badgeKey: `${key}.badge` }),
    };
  });
}
