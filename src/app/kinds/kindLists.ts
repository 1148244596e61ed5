/**
 * The pages the registry's kinds make at addresses no feature routes: each kind whose list has a
 * route gets its live list page there, its rows opening the kind's details page; and each kind's
 * details page is found at its own patterns (a feature's route table, where one routes the kind,
 * wins before this). Pure, so a kind's pages are tested from its entry alone.
 */
import { matchPath } from 'react-router-dom';
import { isOcid } from '../../oci/ocid';
import type { OperationName } from '../../oci/operations';
import type { DetailsConfig } from '../kit/detailsConfig';
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

export interface KindDetailsPage {
  readonly config: DetailsConfig;
  /** The address's parameters: `:id` and the parents the pattern names. */
  readonly params: Readonly<Record<string, string | undefined>>;
}

/**
 * The details page of the kind whose pattern this address fills, with its parameters; undefined
 * where none does, or where a word stands where the OCID goes (a registry page beside the kind's).
 */
export function kindDetailsAt(
  pathname: string,
  kinds: ResourceKinds = RESOURCE_KINDS,
): KindDetailsPage | undefined {
  for (const kind of Object.values(kinds)) {
    const config = kind.details;
    if (config === undefined) continue;
    for (const pattern of config.patterns) {
      const match = matchPath({ path: pattern, end: true }, pathname);
      if (match === null) continue;
      const { id } = match.params;
      if (id !== undefined && !isOcid(id)) continue;
      return { config, params: match.params };
    }
  }
  return undefined;
}
