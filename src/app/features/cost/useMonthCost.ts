/**
 * The month's cost by service and by compartment: two reads of the Usage API through the one
 * read cache, kept for offline under the grouping (the window moves with the day), summed.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readData, useRead, type ReadState } from '../../data/useRead';
import { useTenancyId, type TenancyState } from '../../kit/useTenancyId';
import type { OperationAnswer } from '../../../oci/operations/answers';
import { costRequest, monthCost, type CostGrouping, type MonthCost } from './monthCost';

export interface CostRead {
  readonly state: ReadState<OperationAnswer<'requestSummarizedUsages'>>;
  readonly cost: MonthCost;
  readonly refresh: () => void;
}

function useCost(tenancy: TenancyState, grouping: CostGrouping, nowMs: number): CostRead {
  const { t } = useTranslation('oncall');
  const known = tenancy.status === 'known' ? tenancy.id : undefined;
  const { state, refresh } = useRead(known === undefined ? null : 'requestSummarizedUsages', {
    requestSummarizedUsagesDetails: costRequest(known ?? '', grouping, nowMs),
  });
  const data = readData(state)?.data;
  const other = t('cost.unnamed');
  // A kept copy is summed as of the day it was fetched.
  const fetchedAt = readData(state)?.fetchedAt ?? nowMs;
  const cost = useMemo(() => monthCost(data, grouping, fetchedAt, other), [data, grouping, fetchedAt, other]);
  return { state, cost, refresh };
}

export function useMonthCost() {
  const tenancy = useTenancyId();
  const [nowMs] = useState(() => Date.now());
  const byService = useCost(tenancy, 'service', nowMs);
  const byCompartment = useCost(tenancy, 'compartmentName', nowMs);
  return { tenancy, byService, byCompartment };
}
