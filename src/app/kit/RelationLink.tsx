import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paramsFor } from '../../oci/operations';
import { readData, useRead } from '../data/useRead';
import { useStoredName } from '../data/useStoredName';
import { NamedId } from '../ui/NamedId';
import type { RelationTarget, Resource } from './detailsConfig';
import { detailsConfig } from '../kinds/detailsConfigs';
import { directLink, linkFromLookup, linkWithoutRead, lookupRead } from './detailsLinks';
import { stringAt } from './formatField';

export interface RelationLinkProps {
  readonly id: string;
  readonly to: RelationTarget;
  /** The resource that names the related one. */
  readonly resource: Resource;
}

const NO_PARAMS = {};

/**
 * A link to a related resource. A page of this table whose link needs more than the identifier
 * (a subnet lives under its VCN) reads the related resource first; that read is kept for offline
 * use like any other. The name comes from that read or the local index; the OCID shows only
 * on demand, or as text while no name is known.
 */
export function RelationLink({ id, to, resource }: RelationLinkProps) {
  const { t } = useTranslation('details');
  const direct = directLink(to, id, resource);
  const config = 'details' in to ? detailsConfig(to.details) : undefined;
  const immediate = direct ?? (config === undefined ? undefined : linkWithoutRead(config, id));
  const lookup = useMemo(
    () =>
      immediate !== undefined || config === undefined
        ? undefined
        : lookupRead(config, id, stringAt(resource, 'compartmentId')),
    [immediate, config, id, resource],
  );
  const operation = lookup?.operation ?? null;
  const { state } = useRead(operation, paramsFor(operation, lookup?.params ?? NO_PARAMS));
  const answer = lookup === undefined ? undefined : readData(state)?.data;
  const link = immediate ?? (config !== undefined && answer !== undefined ? linkFromLookup(config, answer) : null);
  const stored = useStoredName(id);
  const name = stringAt(answer, 'displayName') ?? stored;
  if (name !== undefined) {
    // The name, as a link where there is one; the OCID on demand with a copy button.
    return <NamedId name={name} ocid={id} renderName={(text) => (link === null ? text : <Link to={link}>{text}</Link>)} />;
  }
  const text = <code>{id}</code>;
  if (link === null) {
    return lookup !== undefined && state.status === 'loading' ? (
      <span aria-busy="true">
        {text} <span className="details-muted">{t('relations.finding')}</span>
      </span>
    ) : (
      <span>{text}</span>
    );
  }
  return <Link to={link}>{text}</Link>;
}
