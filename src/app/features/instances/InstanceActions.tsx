import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSTANCE_ACTION_RULES,
  instanceActionsFor,
  isInstanceAction,
  type InstanceActionName,
} from '../../../oci/instanceActions';
import type { OutboxEntry } from '../../../contract/db';
import { ActionMenu, ConfirmDialog } from '../../ui';
import { QueuedChangeStatus } from '../../kit/QueuedChangeStatus';
import { useQueuedChange } from '../../kit/useQueuedChange';
import { instanceActionRequest, type InstanceRef } from './instanceActionRequest';

export interface InstanceActionsProps {
  readonly instance: InstanceRef;
  /** Runs when the service has taken an action sent at once, so the page reads the instance again. */
  readonly onLanded?: () => void;
  /** Show the menu's name as text (a page toolbar) rather than only the ⋯ icon (a list row). */
  readonly showLabel?: boolean;
  /** Show where the last action stands beside the menu (a page); a list marks the row instead. */
  readonly showStatus?: boolean;
}

/**
 * Start, stop or reboot an instance: a menu of the actions its state allows; the ones that
 * interrupt it ask first, naming it. The action goes through the outbox (stored, then sent once);
 * with no network the dialog closes, and the page marks the instance pending until it lands
 * (and reads it again when the mark goes: useFollowLifecycle, the list's reload).
 */
export function InstanceActions({
  instance,
  onLanded,
  showLabel = false,
  showStatus = true,
}: InstanceActionsProps) {
  const { t } = useTranslation('searchUi');
  const [asked, setAsked] = useState<InstanceActionName>();
  const onDone = useCallback(() => {
    setAsked(undefined);
    onLanded?.();
  }, [onLanded]);
  const onKeptOffline = useCallback((_entry: OutboxEntry) => {
    setAsked(undefined);
  }, []);
  const mutation = useQueuedChange({ onDone, onKeptOffline });
  const actions = instanceActionsFor(instance.lifecycleState);
  const name = instance.name;

  const run = (action: InstanceActionName): void => {
    void mutation.queue(instanceActionRequest(instance, action));
  };
  const choose = (id: string): void => {
    if (!isInstanceAction(id)) return;
    if (INSTANCE_ACTION_RULES[id].destructive) setAsked(id);
    else run(id);
  };

  return (
    <>
      <ActionMenu
        label={showLabel ? t('instance.actions') : t('instance.actionsOf', { name })}
        showLabel={showLabel}
        items={
          actions.length === 0
            ? [{ id: 'none', label: t('instance.noActions'), isDisabled: true }]
            : actions.map((action) => ({
                id: action,
                label: t(`instance.action.${action}`),
                description: t(`instance.hint.${action}`),
                destructive: INSTANCE_ACTION_RULES[action].destructive,
              }))
        }
        onAction={choose}
      />
      {showStatus &&
      asked === undefined &&
      (mutation.entry !== undefined || mutation.refused !== undefined) ? (
        <QueuedChangeStatus change={mutation} />
      ) : null}
      <ConfirmDialog
        isOpen={asked !== undefined}
        onOpenChange={(open) => {
          if (!open) setAsked(undefined);
        }}
        title={asked === undefined ? '' : t(`instance.confirm.${asked}`, { name })}
        confirmLabel={asked === undefined ? undefined : t(`instance.action.${asked}`)}
        destructive
        isPending={mutation.sending}
        onConfirm={() => {
          if (asked !== undefined) run(asked);
        }}
      >
        {asked === undefined ? null : <p>{t(`instance.consequence.${asked}`)}</p>}
        <QueuedChangeStatus change={mutation} />
      </ConfirmDialog>
    </>
  );
}
