import { useTranslation } from 'react-i18next';
import { Button, Card, ErrorPanel } from '../../../ui';
import { ChangeStatus } from '../../outbox/ChangeStatus';
import { devopsPaths } from '../paths';
import type { QueuedChange } from '../../../kit/useQueuedChange';

export interface QueuedChangeCardProps {
  readonly title: string;
  readonly change: QueuedChange;
  readonly onClose: () => void;
}

/** After a confirmed change: where it stands in the outbox, or why it was not queued. */
export function QueuedChangeCard({ title, change, onClose }: QueuedChangeCardProps) {
  const { t } = useTranslation('devops');
  return (
    <Card title={title} actions={<Button onPress={onClose}>{t('common.close')}</Button>}>
      {change.queued ? (
        <ChangeStatus entry={change.entry} queuing workRequestPath={devopsPaths.workRequest} />
      ) : null}
      {change.refused !== undefined ? (
        <ErrorPanel title={t('mutation.notQueued')} failure={change.refused} />
      ) : null}
    </Card>
  );
}
