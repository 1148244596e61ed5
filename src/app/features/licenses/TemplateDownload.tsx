import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFailure } from '../../../contract/failure';
import { call } from '../../consoleApi';
import { Button, ErrorPanel, useAnnounce } from '../../ui';
import { templateText } from './bulkUpload';
import { downloadText } from './downloadText';

export const TEMPLATE_FILE_NAME = 'license-records-template.csv';

/** Downloads the service's bulk upload template as a CSV file. */
export function TemplateDownload() {
  const { t } = useTranslation('licenses');
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ConsoleFailure>();
  const download = async () => {
    setBusy(true);
    setFailure(undefined);
    const answer = await call('getBulkUploadTemplate', {});
    setBusy(false);
    if (!answer.ok) {
      setFailure(answer.failure);
      return;
    }
    const text = templateText(answer.value.body);
    if (text === undefined) {
      setFailure({
        kind: 'invalid-response',
        message: t('bulkUpload.templateEmpty'),
        status: answer.value.status,
      });
      return;
    }
    downloadText(text, TEMPLATE_FILE_NAME);
    announce(t('bulkUpload.templateDownloaded', { file: TEMPLATE_FILE_NAME }));
  };
  return (
    <div className="details-stack">
      <div className="details-toolbar">
        <Button onPress={() => void download()} isPending={busy}>
          {t('bulkUpload.downloadTemplate')}
        </Button>
      </div>
      {failure !== undefined ? <ErrorPanel title={t('bulkUpload.templateFailed')} failure={failure} /> : null}
    </div>
  );
}
