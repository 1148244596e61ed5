/**
 * The compartments a picker offers, from a compartment search: the tenancy (root) first, then
 * every compartment by its path from the root ("prod / data-warehouse"), so two compartments of
 * the same name in different places can be told apart.
 */
/** A compartment as the resource search answers it (the fields the choices read). */
export interface CompartmentSummary {
  readonly identifier: string;
  readonly compartmentId?: string | null;
  readonly displayName?: string | null;
  readonly lifecycleState?: string | null;
}

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
  compartments: readonly CompartmentSummary[],
  rootLabel: string,
  locale = 'en',
): CompartmentChoices {
  const live = compartments.filter((c) => c.lifecycleState !== 'DELETED' && c.lifecycleState !== 'DELETING');
  const byId = new Map(live.map((c) => [c.identifier, c]));
  const parents = live.flatMap((c) => (typeof c.compartmentId === 'string' ? [c.compartmentId] : []));
  const rootId = parents.find((id) => id.startsWith('ocid1.tenancy.')) ?? parents.find((id) => !byId.has(id));
  const pathOf = (compartment: CompartmentSummary): string => {
    const names: string[] = [];
    const seen = new Set<string>();
    let current: CompartmentSummary | undefined = compartment;
    while (current !== undefined && !seen.has(current.identifier)) {
      seen.add(current.identifier);
      names.unshift(current.displayName ?? current.identifier);
      current = current.compartmentId == null ? undefined : byId.get(current.compartmentId);
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
