/**
 * The one definition of "the tenancy" for the app: the active sign-in profile's tenancy, or,
 * without one (the emulator, or before sign-in), the root the compartment search shows — the
 * tenancy OCID, parent of the top compartments. While neither is known it says whether it is
 * still looking, or why the compartment search gave no answer.
 */
import type { ConsoleFailure } from '../../contract/failure';
import { TENANCY_PREFIX } from '../../oci/ocid';
import { useProfiles } from '../data/useProfiles';
import { useCompartments } from './useCompartments';

export type TenancyState =
  | { readonly status: 'known'; readonly id: string }
  | { readonly status: 'loading' }
  | { readonly status: 'unknown'; readonly failure?: ConsoleFailure };

const isTenancyId = (value: string | undefined): value is string =>
  value !== undefined && value.startsWith(TENANCY_PREFIX) && value.length > TENANCY_PREFIX.length;

export function useTenancyId(): TenancyState {
  const { read } = useProfiles();
  const { rootId, isLoading, state } = useCompartments();
  const active = read.status === 'ready' ? read.profiles.find((profile) => profile.active) : undefined;
  const tenancy = active?.tenancy.trim();
  if (isTenancyId(tenancy)) return { status: 'known', id: tenancy };
  if (isTenancyId(rootId)) return { status: 'known', id: rootId };
  if (read.status === 'loading' || isLoading) return { status: 'loading' };
  return state.status === 'error' ? { status: 'unknown', failure: state.failure } : { status: 'unknown' };
}
