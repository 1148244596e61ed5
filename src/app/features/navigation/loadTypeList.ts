/**
 * The data source of a resource-type list page: one structured search for the type. This is the
 * one place that says where such a list comes from (the search service now; the local index
 * offline), so swapping the source changes no screen.
 */
import type { Result } from '../../../oci/failure';
import type { ResourceSummary } from '../../../oci/resource';
import { call } from '../../consoleApi';

export interface TypeList {
  readonly items: readonly ResourceSummary[];
  /** When the answer was received (epoch ms). */
  readonly fetchedAt: number;
}

/** Up to 100 resources of a search type (`Instance`, `Vcn`, `compartment`…). */
export async function loadTypeList(type: string): Promise<Result<TypeList>> {
  const result = await call<{ items?: ResourceSummary[] }>('searchResources', {
    searchDetails: { type: 'Structured', query: `query ${type} resources` },
    limit: 100,
  });
  if (!result.ok) return result;
  return { ok: true, value: { items: result.value.body.items ?? [], fetchedAt: Date.now() } };
}
