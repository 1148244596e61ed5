/**
 * What a details page is, as data (STYLE rule 5, the Headlamp way): the read that fetches the
 * resource, the fields to show and how to write them, its relations to other pages, tables
 * inside it and lists fetched beside it. `ReadDetails` renders any of these.
 */
import type { OperationName } from '../../oci/operations';
import type { FieldFormat } from './formatField';
import type { TextKey } from './listSpec';
import type { DetailsKey as DetailsText, GlossaryKey, KeysUnder } from '../i18n/keys';

/**
 * A field's label: a key under `fields.` of the details namespace (`cidrBlock`), or a key written
 * with its namespace: a shared noun of the glossary (`glossary:description`) or a key of a kind's
 * own namespace (`devops:field.namespace`).
 */
export type FieldLabel = KeysUnder<DetailsText, 'fields'> | TextKey;

/** The full key of a field's label. */
export function fieldLabelKey(label: FieldLabel): TextKey {
  return label.includes(':')
    ? (label as TextKey)
    : `details:fields.${label as KeysUnder<DetailsText, 'fields'>}`;
}

export interface FieldSpec {
  /** A dot path into the resource: `cidrBlock`, `networkDetails.type`; '' is the whole answer. */
  readonly path: string;
  readonly label: FieldLabel;
  readonly format?: FieldFormat;
  /** For a list of objects: the field of each item to show (`serviceName`). */
  readonly itemPath?: string;
}

/** Where a related identifier leads. */
export type RelationTarget =
  /** A details page of this table: its link is filled from the related resource (read if needed). */
  | { readonly details: KeysUnder<DetailsText, 'types'> }
  /** A page of another area, one pattern; `:id` is the related identifier. */
  | { readonly pattern: string }
  /** Chosen from the identifier and the resource (a cross connect or its group). */
  | { readonly link: (id: string, resource: Resource) => string | null }
  /** A compartment or the tenancy, shown as every page shows one (kit/CompartmentName). */
  | { readonly compartment: true };

/** A relation's label: a key under `relations.` of the details namespace, or a glossary noun (`glossary:compartment`). */
export type RelationLabel = KeysUnder<DetailsText, 'relations'> | `glossary:${GlossaryKey}`;

/** The full key of a relation's label. */
export function relationLabelKey(label: RelationLabel): `details:${DetailsText}` | `glossary:${GlossaryKey}` {
  return label.startsWith('glossary:')
    ? (label as `glossary:${GlossaryKey}`)
    : `details:relations.${label as KeysUnder<DetailsText, 'relations'>}`;
}

export interface RelationSpec {
  readonly label: RelationLabel;
  /** The path of the identifier, or of a list of identifiers, or of a list of objects (with itemPath). */
  readonly path: string;
  readonly itemPath?: string;
  readonly to: RelationTarget;
  /** Shown only when this holds (a public IP's NAT gateway). */
  readonly when?: (resource: Resource) => boolean;
}

/** A list inside the answer, shown as a table: route rules, security rules. */
export interface BodyTableSpec {
  /** The title's key under `tables.`. */
  readonly title: KeysUnder<DetailsText, 'tables'>;
  readonly path: string;
  readonly columns: readonly FieldSpec[];
}

/** A list fetched beside the resource: the attachments of a VNIC. */
export interface RelatedListSpec {
  readonly title: KeysUnder<DetailsText, 'tables'>;
  readonly operation: OperationName;
  /** The list call's parameters; null while a value it needs is missing. */
  readonly params: (resource: Resource) => Readonly<Record<string, unknown>> | null;
  readonly columns: readonly FieldSpec[];
  /** Where the answer holds its items when it is neither a bare array nor `{ items }` (an alarm's history: `entries`). */
  readonly itemsPath?: string;
  /** The item's own link, on its first column. */
  readonly itemLink?: (item: Resource) => string | null;
}

/** The values that fill a link pattern, taken from the resource. */
export type LinkValues = (resource: Resource) => Readonly<Record<string, string | undefined>>;

/** How to find what a link to this kind needs when only its identifier is known. */
export interface LinkLookup {
  readonly operation: OperationName;
  readonly params: (id: string, compartmentId: string | undefined) => Readonly<Record<string, unknown>>;
  readonly values: (answer: unknown) => Readonly<Record<string, string | undefined>>;
}

/**
 * What names a page's kind: a key under `types.` of the details namespace (its title); or, for a
 * kind whose words are its own namespace's (a DevOps kind: `devops:resource.project.title`), a key
 * of its own and its title's key.
 */
export type KindTitle =
  | { readonly key: KeysUnder<DetailsText, 'types'>; readonly title?: undefined }
  | { readonly key: string; readonly title: TextKey };

/** The full key of a kind's type title. */
export function typeTitleKey(config: KindTitle): TextKey {
  return config.title ?? `details:types.${config.key}`;
}

export type DetailsConfig = DetailsPage & KindTitle;

export interface DetailsPage {
  /**
   * The search catalogue's type names this page shows (src/oci/resource-types); the patterns
   * their links fill are the page's addresses (kit/detailsPatterns.ts).
   */
  readonly resourceTypes: readonly string[];
  /**
   * The page's addresses (the page table's patterns, src/oci/resource-types/pages.ts), most
   * specific first, only for a kind the search does not open at its own page: no search type,
   * or its type's link is none or leads elsewhere. Never both: a test holds each kind to one.
   */
  readonly pages?: readonly string[];
  readonly operation: OperationName;
  /** The read's identifier parameter (`subnetId`); absent for a read without one (the namespace). */
  readonly idParam?: string;
  /** The route's identifier as the read wants it (a container image's `:id` carries its version). */
  readonly readId?: (routeId: string) => string;
  /** The answer's field that names it; `displayName` by default. */
  readonly titlePath?: string;
  readonly fields: readonly FieldSpec[];
  readonly relations?: readonly RelationSpec[];
  readonly tables?: readonly BodyTableSpec[];
  readonly lists?: readonly RelatedListSpec[];
  /** Overrides of the values links are filled from (the default is the resource's own fields). */
  readonly linkValues?: LinkValues;
  /** The one pattern that applies to this resource, where its fields choose (a Data Safe feature). */
  readonly choosePattern?: (resource: Resource, patterns: readonly string[]) => string | undefined;
  /** Overrides the read used to build a link from an identifier alone. */
  readonly lookup?: LinkLookup;
  /**
   * The sentence for a read the service refuses as not offered (a 404, 401 or 403: ReadProblem)
   * instead of the error panel, for a kind whose service a tenancy or a policy may lack.
   */
  readonly notOffered?: TextKey;
}

/** A resource as a details page reads it: the service's JSON object. */
export type Resource = Readonly<Record<string, unknown>>;
