import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../../ui';
import { QueuedChangeStatus } from '../../../kit/QueuedChangeStatus';
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
      <QueuedChangeStatus change={change} workRequestPath={devopsPaths.workRequest} />
    </Card>
  );
}
