/**
 * The compartments a picker offers, from a compartment search: the tenancy (root) first, then
 * every compartment by its path from the root ("prod / data-warehouse"), so two compartments of
 * the same name in different places can be told apart.
 */
import type { ResourceSummary } from '../../oci/resource';

export interface CompartmentOption {
  readonly id: string;
  readonly label: string;
}

export interface CompartmentChoices {
  /** The tenancy, when the search answer shows it (the parent of the top compartments). */
  readonly rootId: string | undefined;
  readonly options: readonly CompartmentOption[];
}

export function compartmentChoices(
  compartments: readonly ResourceSummary[],
  rootLabel: string,
  locale = 'en',
): CompartmentChoices {
  const live = compartments.filter((c) => c.lifecycleState !== 'DELETED' && c.lifecycleState !== 'DELETING');
  const byId = new Map(live.map((c) => [c.identifier, c]));
  const rootId =
    live.map((c) => c.compartmentId).find((id) => id.startsWith('ocid1.tenancy.')) ??
    live.map((c) => c.compartmentId).find((id) => !byId.has(id));
  const pathOf = (compartment: ResourceSummary): string => {
    const names: string[] = [];
    const seen = new Set<string>();
    let current: ResourceSummary | undefined = compartment;
    while (current !== undefined && !seen.has(current.identifier)) {
      seen.add(current.identifier);
      names.unshift(current.displayName ?? current.identifier);
      current = byId.get(current.compartmentId);
    }
    return names.join(' / ');
  };
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const options = live
    .map((c) => ({ id: c.identifier, label: pathOf(c) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return {
    rootId,
    options: rootId === undefined ? options : [{ id: rootId, label: rootLabel }, ...options],
  };
}
