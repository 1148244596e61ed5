/**
 * The per-row actions of a type's list page, by search type: an instance's power menu. A type
 * without an entry has no actions column.
 */
import type { ReactNode } from 'react';
import type { SearchRow } from '../../../worker/searchApi';
import { InstanceActions } from './InstanceActions';

export type RowActions = (row: SearchRow, onChanged: () => void) => ReactNode;

const ROW_ACTIONS: Readonly<Partial<Record<string, RowActions>>> = {
  Instance: (row, onChanged) => (
    <InstanceActions
      instance={{
        id: row.identifier,
        name: row.displayName ?? row.identifier,
        lifecycleState: row.lifecycleState,
        region: row.region,
      }}
      onLanded={onChanged}
      showStatus={false}
    />
  ),
};

export function typeRowActions(type: string): RowActions | undefined {
  return ROW_ACTIONS[type];
}
