/**
 * The live list pages the registry's kinds make: each kind with a `list` gets its page at the
 * list's route, its rows opening the kind's details page. Pure, so a kind's list is tested
 * from its entry alone.
 */
import type { OperationName } from '../../oci/operations';
import { detailsLinkOf } from '../features/details/detailsLinks';
import type { ListSpec, Row } from '../kit/listSpec';
import { RESOURCE_KINDS } from './registry';
import type { ResourceKinds } from './resourceKind';

export interface KindListPage {
  readonly kind: OperationName;
  readonly spec: ListSpec;
  /** The details page of a row, or null where the kind has none or a value its link needs is missing. */
  readonly rowLink: (row: Row) => string | null;
}

/** The list pages of these kinds (the registry's by default). */
export function kindListPages(kinds: ResourceKinds = RESOURCE_KINDS): readonly KindListPage[] {
  return (Object.keys(kinds) as OperationName[]).flatMap((name) => {
    const kind = kinds[name];
    if (kind?.list === undefined) return [];
    const details = kind.details;
    return [
      {
        kind: name,
        spec: kind.list,
        rowLink: (row: Row) => (details === undefined ? null : detailsLinkOf(details, row)),
      },
    ];
  });
}
