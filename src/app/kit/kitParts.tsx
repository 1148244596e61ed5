/**
 * The two parts the kit shows and features own: the one change-status card (the outbox's) and the
 * overview of a resource from its index row (the search's). The kit names their props here and
 * the app hands the components in (src/app/features/kitParts.ts, provided in App.tsx), so the kit
 * imports no feature while every screen still shows the one card and the one overview.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { OutboxEntry, StoredResource } from '../../contract/db';
import type { ConsoleFailure } from '../../contract/failure';

export interface ChangeStatusPartProps {
  /** The change's outbox entry, live; undefined before it is queued or read back. */
  readonly entry: OutboxEntry | undefined;
  /** Being written to the outbox now (or written and not read back yet). */
  readonly queuing: boolean;
  /** Why the outbox did not take the change (IndexedDB unavailable, a request it refuses). */
  readonly refused?: ConsoleFailure;
  /** The page of a work request the service answered with; none for calls that answer none. */
  readonly workRequestPath?: (id: string) => string;
}

export interface StoredOverviewPartProps {
  readonly stored: StoredResource;
  /** Offline: say that the rest of the page shows when the device is back online. */
  readonly offline: boolean;
}

export interface KitParts {
  readonly ChangeStatus: ComponentType<ChangeStatusPartProps>;
  readonly StoredOverview: ComponentType<StoredOverviewPartProps>;
}

export const KitPartsContext = createContext<KitParts | null>(null);

/** The parts the app handed in; rendering the kit outside the app's providers is a mistake. */
export function useKitParts(): KitParts {
  const parts = useContext(KitPartsContext);
  if (parts === null)
    throw new Error('The kit renders inside KitPartsContext (see src/app/features/kitParts.ts).');
  return parts;
}
