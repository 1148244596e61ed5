/**
 * The one registry of resource kinds, keyed by the catalogue's name of each kind's read by id
 * (`getSubnet`, `getBuildPipeline`, `getSubscription`). Every details page (DevOps' too) and
 * live list page is configured here and nowhere else; the features read their kinds from it.
 * A file `*.kind.ts` in this folder joins it by being there (README.md, "Adding a kind").
 */
import type { OutboxEntry } from '../../contract/db';
import { offeredIn } from '../../oci/callForms';
import { operation, type OperationName } from '../../oci/operations';
import { detailsLinkOf } from '../kit/detailsLinks';
import { DATA_DETAILS } from './data';
import type { DetailsConfig } from '../kit/detailsConfig';
import { NETWORK_DETAILS } from './network';
import { SERVICE_DETAILS } from './services';
import { DEVOPS_KIND_TABLE } from './devops/devopsKinds';
import { LICENSE_KINDS } from './licenses/licenses';
import { NOTIFICATION_KINDS } from './notification';
import { isRow } from '../kit/listSpec';
import type { KindParent, ResourceKind, ResourceKinds } from './resourceKind';
import { SERVICE_LOGGING_KINDS } from './serviceLogging';

function detailsKinds(configs: readonly DetailsConfig[]): ResourceKinds {
  return Object.fromEntries(configs.map((details) => [details.operation, { details }]));
}

/** The tables joined; a kind configured twice is a mistake, caught when the console loads. */
export function joinKinds(...tables: readonly ResourceKinds[]): ResourceKinds {
  const joined: Partial<Record<OperationName, ResourceKind>> = {};
  for (const table of tables) {
    for (const [name, kind] of Object.entries(table) as [OperationName, ResourceKind][]) {
      if (joined[name] !== undefined) throw new Error(`Resource kind configured twice: ${name}`);
      joined[name] = kind;
    }
  }
  return joined;
}

/** The kinds declared one to a file (`<name>.kind.ts`, its table the default export), by file name. */
const DECLARED: readonly ResourceKinds[] = Object.entries(
  import.meta.glob<ResourceKinds>('./*.kind.ts', { eager: true, import: 'default' }),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, kinds]) => kinds);

export const RESOURCE_KINDS: ResourceKinds = joinKinds(
  detailsKinds(NETWORK_DETAILS),
  detailsKinds(DATA_DETAILS),
  detailsKinds(SERVICE_DETAILS),
  NOTIFICATION_KINDS,
  SERVICE_LOGGING_KINDS,
  LICENSE_KINDS,
  DEVOPS_KIND_TABLE,
  ...DECLARED,
);

/** Every kind of the registry, in its order. */
export const KINDS: readonly ResourceKind[] = Object.values(RESOURCE_KINDS);

/** The kind read by this operation, if the registry has it. */
export function resourceKind(name: OperationName): ResourceKind | undefined {
  return RESOURCE_KINDS[name];
}

/** The details page of a kind the console routes itself (the license manager's); a kind without one is a mistake. */
export function kindDetails(name: OperationName): DetailsConfig {
  const details = RESOURCE_KINDS[name]?.details;
  if (details === undefined) throw new Error(`No details page for ${name}`);
  return details;
}

/** A kind that lives on another kind's page, with its place there. */
export interface ChildKind {
  readonly name: OperationName;
  readonly kind: ResourceKind;
  readonly parent: KindParent;
}

/**
 * The kinds that live on this kind's page (a create action, a tab with their list), in the
 * registry's order; with `publicApi` (a real region), only those whose page, list and create
 * exist in the public API.
 */
export function childKinds(
  parent: OperationName,
  publicApi = false,
  kinds: ResourceKinds = RESOURCE_KINDS,
): readonly ChildKind[] {
  return (Object.keys(kinds) as OperationName[]).flatMap((name) => {
    const kind = kinds[name];
    if (kind?.parent?.kind !== parent) return [];
    const calls = [name, kind.list?.operation, kind.form?.operations.create];
    const offered = calls.every((call) => call === undefined || offeredIn(operation(call), publicApi));
    return offered ? [{ name, kind, parent: kind.parent }] : [];
  });
}

/** The page of what a create of this kind made, from the service's answer the outbox kept; null without one. */
export function createdPage(kind: ResourceKind, entry: OutboxEntry): string | null {
  const answer = entry.result?.body;
  return kind.details === undefined || !isRow(answer) ? null : detailsLinkOf(kind.details, answer);
}
