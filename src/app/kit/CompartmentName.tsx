/**
 * The one way a compartment (or the tenancy) is shown by name on any page: its path from the root
 * as the compartment pickers write it (`useCompartments`, the one reader, kept for offline use),
 * else the name the local index has, as a link to its page; its OCID on demand with a copy button,
 * or as text while no name is known.
 */
import { Link } from 'react-router-dom';
import { useStoredName } from '../data/useStoredName';
import { RELATED_PATTERNS } from '../features/details/paths';
import { fillPattern } from '../navigation/routePattern';
import { NamedId } from '../ui';
import { useCompartments } from './useCompartments';

export function CompartmentName({ id }: { readonly id: string }) {
  const { names } = useCompartments();
  const stored = useStoredName(id);
  const page = fillPattern(RELATED_PATTERNS.compartment, { id });
  return (
    <NamedId
      name={names.get(id) ?? stored}
      ocid={id}
      renderName={(name) => (page === null ? name : <Link to={page}>{name}</Link>)}
    />
  );
}
