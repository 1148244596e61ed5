/**
 * The live list pages the registry's kinds make: each kind whose list has a route gets its page
 * there, its rows opening the kind's details page. Pure, so a kind's list is tested
 * from its entry alone.
 */
import type { OperationName } from '../../oci/operations';
import { detailsLinkOf } from '../kit/detailsLinks';
import type { ListSpec, Row } from '../kit/listSpec';
import { RESOURCE_KINDS } from './registry';
import type { ResourceKinds } from './resourceKind';

export interface KindListPage {
  readonly kind: OperationName;
  readonly route: string;
  readonly spec: ListSpec;
  /** The details page of a row, or null where the kind has none or a value its link needs is missing. */
  readonly rowLink: (row: Row) => string | null;
}

/** The list pages of these kinds (the registry's by default). */
export function kindListPages(kinds: ResourceKinds = RESOURCE_KINDS): readonly KindListPage[] {
  return (Object.keys(kinds) as OperationName[]).flatMap((name) => {
    const kind = kinds[name];
    const spec = kind?.list;
    if (spec?.route === undefined) return [];
    const details = kind?.details;
    return [
      {
        kind: name,
        route: spec.route,
        spec,
        rowLink: (row: Row) => (details === undefined ? null : detailsLinkOf(details, row)),
      },
    ];
  });
}
