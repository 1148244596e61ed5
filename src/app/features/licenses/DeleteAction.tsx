import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OutboxEntry } from '../../../contract/db';
import { Button, ConfirmDialog } from '../../ui';
import type { ChangeState } from './ChangeNotice';
import { QueuedChangeStatus } from '../../kit/QueuedChangeStatus';
import { workRequestPath } from './paths';
import { useQueuedChange } from '../../kit/useQueuedChange';
import type { MutationRequest } from '../../data/mutate';

export interface DeleteActionProps {
  /** The delete call, its summary and the etag as if-match. */
  readonly request: MutationRequest;
  /** The dialog's question: "Delete product license X?". */
  readonly question: string;
  /** What deleting does, in plain words. */
  readonly consequence: string;
  /** Where to go once the service has accepted the delete. */
  readonly doneTo: string;
}

/**
 * A delete button and its confirmation. The delete goes through the outbox; the dialog shows
 * where it stands (sending, refused with the service's message) until it is done, or — kept on
 * the device with no network — closes and moves on, the list marking the resource pending.
 */
export function DeleteAction({ request, question, consequence, doneTo }: DeleteActionProps) {
  const { t } = useTranslation('licenses');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const onDone = useCallback(
    (entry: OutboxEntry) => {
      const state: ChangeState = {
        change: { summary: entry.summary, workRequestId: entry.result?.workRequestId },
      };
      void navigate(doneTo, { state });
    },
    [navigate, doneTo],
  );
  const onKeptOffline = useCallback(
    (entry: OutboxEntry) => {
      const state: ChangeState = { change: { summary: entry.summary, queued: true } };
      setOpen(false);
      void navigate(doneTo, { state });
    },
    [navigate, doneTo],
  );
  const mutation = useQueuedChange({ onDone, onKeptOffline });
  return (
    <>
      <Button
        variant="danger"
        onPress={() => {
          setOpen(true);
        }}
      >
        {t('actions.delete')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={question}
        confirmLabel={t('actions.delete')}
        destructive
        isPending={mutation.sending}
        onConfirm={() => void mutation.queue(request)}
      >
        <p>{consequence}</p>
        <QueuedChangeStatus change={mutation} workRequestPath={workRequestPath} />
      </ConfirmDialog>
    </>
  );
}
