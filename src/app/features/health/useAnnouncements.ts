/**
 * The tenancy's announcements, read through the one read cache (kept for offline), with what the
 * user marked read and is still waiting in the outbox counted as read.
 */
import { useMemo } from 'react';
import { readData, useRead, type ReadState } from '../../data/useRead';
import { usePendingChanges } from '../../data/usePendingChanges';
import { useTenancyId, type TenancyState } from '../../kit/useTenancyId';
import type { OperationAnswer } from '../../../oci/operations/answers';
import { announcementRows, type AnnouncementRow } from './announcementRows';

export interface Announcements {
  readonly tenancy: TenancyState;
  readonly state: ReadState<OperationAnswer<'listAnnouncements'>>;
  readonly rows: readonly AnnouncementRow[];
  readonly refresh: () => void;
}

export function useAnnouncements(): Announcements {
  const tenancy = useTenancyId();
  const known = tenancy.status === 'known' ? tenancy.id : undefined;
  const { state, refresh } = useRead(known === undefined ? null : 'listAnnouncements', {
    compartmentId: known ?? '',
    sortBy: 'timeCreated',
    sortOrder: 'DESC',
    limit: 100,
  });
  const data = readData(state)?.data;
  const ids = useMemo(() => (data?.items ?? []).map((item) => item.id), [data]);
  const pending = usePendingChanges(ids);
  const rows = useMemo(() => announcementRows(data, new Set(pending.keys())), [data, pending]);
  return { tenancy, state, rows, refresh };
}
