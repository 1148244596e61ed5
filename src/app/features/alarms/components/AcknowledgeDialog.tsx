/**
 * Acknowledge an alarm from its page: how long to keep it quiet and why, queued in the outbox
 * (one change, sent once, shown pending while offline) as OCI's suppression of that alarm.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KindActionPartProps } from '../../../kit/kitParts';
import { ChangeDialog } from '../../../kit/ChangeDialog';
import { useQueuedChange } from '../../../kit/useQueuedChange';
import { stringAt } from '../../../kit/formatField';
import { useSettings } from '../../../settings/SettingsContext';
import { Select, TextArea } from '../../../ui';
import { ACKNOWLEDGE_HOURS, REASON_MAX, acknowledgeRequest, type AcknowledgeHours } from '../acknowledgement';

function hoursOf(id: string): AcknowledgeHours {
  return ACKNOWLEDGE_HOURS.find((hours) => String(hours) === id) ?? 2;
}

export function AcknowledgeAlarm({ resource, etag, onClose }: KindActionPartProps) {
  const { t } = useTranslation('details');
  const { settings } = useSettings();
  const change = useQueuedChange();
  const [hours, setHours] = useState<AcknowledgeHours>(2);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = stringAt(resource, 'id') ?? '';
  const name = stringAt(resource, 'displayName') ?? id;

  const confirm = async () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    await change.queue(acknowledgeRequest({ id, name }, hours, reason, settings.region, Date.now(), etag));
  };

  return (
    <ChangeDialog
      change={change}
      title={t('form.acknowledgeTitle', { name })}
      confirmLabel={t('form.acknowledgeConfirm')}
      doneTitle={t('form.acknowledgeAlarm')}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Select
        label={t('form.acknowledgeFor')}
        options={ACKNOWLEDGE_HOURS.map((option) => ({
          id: String(option),
          label: t('form.hours', { count: option }),
        }))}
        selectedKey={String(hours)}
        onSelectionChange={(key) => {
          setHours(hoursOf(key));
        }}
      />
      <TextArea
        label={t('form.acknowledgeReason')}
        description={t('form.acknowledgeReasonHint')}
        value={reason}
        maxLength={REASON_MAX}
        isRequired
        isInvalid={missing}
        errorMessage={missing ? t('form.acknowledgeReasonMissing') : undefined}
        onChange={(text) => {
          setReason(text);
          setMissing(false);
        }}
      />
    </ChangeDialog>
  );
}
