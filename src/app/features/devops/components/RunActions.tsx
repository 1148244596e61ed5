/**
 * What the user may do to a run right now, as the flow machine says (`snapshot.can`): cancel it
 * (with a reason), and for a deployment waiting at a manual approval stage, approve or reject it
 * (a rejection needs a reason). Offline too: each is an outbox entry, pending until it is sent.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowActor, FlowSnapshot } from '../../../../machines/flowMachines';
import { Button } from '../../../ui';
import { can, send, type AnyFlowEvent } from '../../../flows/flowEvents';
import { ReasonDialog } from '../../../flows/ReasonDialog';

export interface RunActionsProps {
  readonly kind: 'buildRun' | 'deployment';
  readonly actor: FlowActor;
  readonly snapshot: FlowSnapshot;
}

type Asking = 'cancel' | 'approve' | 'reject';

/** A reason that stands for "some reason": asks whether the event could be taken once one is given. */
const ANY_REASON = 'reason';

export function RunActions({ kind, actor, snapshot }: RunActionsProps) {
  const { t } = useTranslation('devops');
  const [asking, setAsking] = useState<Asking>();
  const eventOf = (what: Asking, reason: string): AnyFlowEvent => {
    if (what === 'cancel')
      return { type: kind === 'buildRun' ? 'buildRun.cancel' : 'deployment.cancel', reason };
    return { type: what === 'approve' ? 'deployment.approve' : 'deployment.reject', reason };
  };
  const offered = (what: Asking) => can(snapshot, eventOf(what, ANY_REASON));
  const dialogs: Readonly<
    Record<Asking, { title: string; confirm: string; required: boolean; destructive: boolean }>
  > = {
    cancel: {
      title: t('run.cancelTitle'),
      confirm: t('run.cancelConfirm'),
      required: true,
      destructive: true,
    },
    approve: { title: t('run.approveTitle'), confirm: t('run.approve'), required: false, destructive: false },
    reject: { title: t('run.rejectTitle'), confirm: t('run.reject'), required: true, destructive: true },
  };
  const dialog = asking === undefined ? undefined : dialogs[asking];
  return (
    <>
      {kind === 'deployment' && offered('approve') ? (
        <Button
          variant="primary"
          onPress={() => {
            setAsking('approve');
          }}
        >
          {t('run.approve')}
        </Button>
      ) : null}
      {kind === 'deployment' && offered('reject') ? (
        <Button
          variant="danger"
          onPress={() => {
            setAsking('reject');
          }}
        >
          {t('run.reject')}
        </Button>
      ) : null}
      {offered('cancel') ? (
        <Button
          onPress={() => {
            setAsking('cancel');
          }}
        >
          {t('run.cancel')}
        </Button>
      ) : null}
      {asking !== undefined && dialog !== undefined ? (
        <ReasonDialog
          title={dialog.title}
          confirmLabel={dialog.confirm}
          reasonRequired={dialog.required}
          destructive={dialog.destructive}
          canSend={(reason) => can(snapshot, eventOf(asking, reason))}
          onSend={(reason) => {
            send(actor, eventOf(asking, reason));
          }}
          onClose={() => {
            setAsking(undefined);
          }}
        />
      ) : null}
    </>
  );
}
