/**
 * What the user does with the outbox's changes, held above the live list: which change is
 * being acted on, which action waits for confirmation, and what the outbox refused. The list
 * re-renders on every write of the worker, and a change moves from group to group as it is
 * sent (its card unmounts from one list and mounts in another), so none of this may live in a
 * card: a confirmation dialog stays open under the user's finger, and a refusal stays shown,
 * whatever the change does meanwhile.
 */
import { storageFailure } from '../../../contract/storageError';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ConsoleFailure, Result } from '../../../contract/failure';
import type { OutboxEntry } from '../../../contract/db';
import { sendEntryAction as send } from './outboxCommands';
import { useAnnounce } from '../../ui';
import { conflictShowsChange } from '../../../rules/changeLanding';
import { EntryConfirmDialog, type ConfirmedAction } from './EntryConfirmDialog';
import type { UserActionKind as EntryAction } from '../../../rules/outboxLifecycle';
import { useOutboxText } from './outboxText';
import { useFailureText } from '../../i18n/failureText';

export interface OutboxActionsValue {
  /** The action being sent for this change, if any. */
  readonly busyWith: (entryId: string) => EntryAction | undefined;
  /** What the outbox refused for this change, until the next action on it starts. */
  readonly failureOf: (entryId: string) => ConsoleFailure | undefined;
  /**
   * A press on an action's button: asks first for discard and confirmStale, and for reapplying a
   * change that may already be applied (the question shows what would be sent again); else sends it.
   */
  readonly press: (entry: OutboxEntry, action: EntryAction) => void;
}

const OutboxActionsContext = createContext<OutboxActionsValue | null>(null);

export function useOutboxActions(): OutboxActionsValue {
  const value = useContext(OutboxActionsContext);
  if (value === null) throw new Error('useOutboxActions needs an OutboxActions above it');
  return value;
}

/** Whether the action waits for the user's confirmation: it cannot be undone, or may apply the change twice. */
function asksFirst(entry: OutboxEntry, action: EntryAction): action is ConfirmedAction {
  if (action === 'discard' || action === 'confirmStale') return true;
  return action === 'reapply' && entry.maybeApplied === true && !conflictShowsChange(entry);
}

function without<V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

export interface OutboxActionsProps {
  /** The live entries: a dialog shows the latest version of the change it asks about. */
  readonly entries: readonly OutboxEntry[];
  readonly children: ReactNode;
}

export function OutboxActions({ entries, children }: OutboxActionsProps) {
  const t = useOutboxText();
  const describeFailure = useFailureText();
  const announce = useAnnounce();
  const [asking, setAsking] = useState<{
    readonly entry: OutboxEntry;
    readonly action: ConfirmedAction;
  } | null>(null);
  const [busy, setBusy] = useState<ReadonlyMap<string, EntryAction>>(new Map());
  const [failures, setFailures] = useState<ReadonlyMap<string, ConsoleFailure>>(new Map());

  const run = useCallback(
    async (entry: OutboxEntry, action: EntryAction): Promise<void> => {
      setBusy((current) => new Map(current).set(entry.id, action));
      setFailures((current) => without(current, entry.id));
      const result = await send(entry, action).catch((error: unknown): Result<OutboxEntry> => ({
        ok: false,
        failure: storageFailure(error),
      }));
      setBusy((current) => without(current, entry.id));
      setAsking((current) => (current?.entry.id === entry.id ? null : current));
      if (!result.ok) {
        setFailures((current) => new Map(current).set(entry.id, result.failure));
        announce(t('announce.actionFailed', { message: describeFailure(result.failure) }), 'assertive');
      }
    },
    [announce, describeFailure, t],
  );

  const value = useMemo(
    (): OutboxActionsValue => ({
      busyWith: (entryId) => busy.get(entryId),
      failureOf: (entryId) => failures.get(entryId),
      press(entry, action) {
        if (asksFirst(entry, action)) setAsking({ entry, action });
        else void run(entry, action);
      },
    }),
    [busy, failures, run],
  );

  // The latest version of the change asked about; the one pressed on if the list no longer has it.
  const asked =
    asking === null ? undefined : (entries.find((entry) => entry.id === asking.entry.id) ?? asking.entry);
  return (
    <OutboxActionsContext.Provider value={value}>
      {children}
      {asking !== null && asked !== undefined ? (
        <EntryConfirmDialog
          entry={asked}
          action={asking.action}
          isPending={busy.get(asked.id) === asking.action}
          onConfirm={() => void run(asked, asking.action)}
          onCancel={() => {
            setAsking(null);
          }}
        />
      ) : null}
    </OutboxActionsContext.Provider>
  );
}
