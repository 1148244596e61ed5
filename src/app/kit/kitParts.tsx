/**
 * The parts the kit shows and features own: the one change-status card (the outbox's), the
 * overview of a resource from its index row (the search's), and the actions and tabs a kind's
 * entry names on its page (a build pipeline's "Start build run", a connection's repositories,
 * DevOps'). The kit names their props here and the app hands the components in
 * (src/app/features/kitParts.ts, provided in App.tsx), so the kit imports no feature while every
 * screen still shows the one card, the one overview and the one page of every kind.
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

/** A kind's own action, opened from its page: a dialog on the resource as read. */
export interface KindActionPartProps {
  readonly resource: Readonly<Record<string, unknown>>;
  /** The etag the resource was read with, for a change based on it. */
  readonly etag: string | undefined;
  /** Closed, sent or not; the page reads the resource again. */
  readonly onClose: () => void;
}

/** A kind's own tab on its page, given the resource as read. */
export interface KindSectionPartProps {
  readonly resource: Readonly<Record<string, unknown>>;
  /** The resource's id, as the page's address carries it. */
  readonly id: string;
}

/** The names a kind's entry gives its own actions and tabs; the app hands in one part for each. */
export type KindActionName = 'startBuildRun' | 'startDeployment' | 'moveProject' | 'acknowledgeAlarm';
/**
 * `metricChart`: the metric an alarm watches, its query and its chart (the alarms feature draws
 * it with the kit's MetricChart).
 */
export type KindSectionName = 'connectionGit' | 'metricChart';

export interface KitParts {
  readonly ChangeStatus: ComponentType<ChangeStatusPartProps>;
  readonly StoredOverview: ComponentType<StoredOverviewPartProps>;
  readonly actions: Readonly<Record<KindActionName, ComponentType<KindActionPartProps>>>;
  readonly sections: Readonly<Record<KindSectionName, ComponentType<KindSectionPartProps>>>;
}

export const KitPartsContext = createContext<KitParts | null>(null);

/** The parts the app handed in; rendering the kit outside the app's providers is a mistake. */
export function useKitParts(): KitParts {
  const parts = useContext(KitPartsContext);
  if (parts === null)
    throw new Error('The kit renders inside KitPartsContext (see src/app/features/kitParts.ts).');
  return parts;
}
