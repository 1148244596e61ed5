import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, OverviewHeading, PageTemplate } from '../../ui';
import { CompartmentPicker } from '../../kit/CompartmentPicker';
import { LinkButton } from '../../kit/LinkButton';
import { bulkUploadDetails, bulkUploadSummary, validateBulkUpload } from './bulkUpload';
import type { BulkUploadDraft } from './bulkUpload';
import { BulkUploadResult } from './BulkUploadResult';
import { FileInput } from './FileInput';
import { ChangeFormActions } from '../../kit/ChangeFormActions';
import { licensePaths, workRequestPath } from './paths';
import { TemplateDownload } from './TemplateDownload';
import { useDraftForm } from './useDraftForm';
import { useQueuedChange } from '../../kit/useQueuedChange';
import { changeTitle } from '../../i18n/changeTitle';
import { useScope } from './useScope';
import '../../kit/details.css';

/**
 * Bulk upload of license records: fill in the service's template, choose the file; it is read as
 * text and sent as JSON ({ compartmentId, fileName, fileContent }) through the outbox.
 */
export function BulkUploadScreen() {
  const { t } = useTranslation('licenses');
  const scope = useScope();
  const [reading, setReading] = useState(false);
  const form = useDraftForm<BulkUploadDraft, 'compartmentId' | 'file'>(
    { compartmentId: scope.compartmentId ?? '', fileName: '', fileContent: '' },
    validateBulkUpload,
  );
  const mutation = useQueuedChange();
  const { draft, set } = form;

  const readFile = async (file: File | undefined) => {
    set('fileName', file?.name ?? '');
    set('fileContent', '');
    if (file === undefined) return;
    setReading(true);
    set('fileContent', await file.text());
    setReading(false);
  };
  const send = () => {
    if (!form.check()) return;
    void mutation.queue({
      operation: 'bulkUploadLicenseRecords',
      params: { bulkUploadLicenseRecordsDetails: bulkUploadDetails(draft) },
      resourceId: draft.compartmentId,
      title: changeTitle('licenses:summaries.bulkUpload', { names: { file: draft.fileName } }),
    });
  };
  const done = mutation.entry?.state === 'done' ? mutation.entry : undefined;

  return (
    <PageTemplate
      heading={<OverviewHeading title={t('bulkUpload.title')} subtitle={t('bulkUpload.subtitle')} />}
    >
      <div className="details-stack">
        <Card title={t('bulkUpload.template')}>
          <p>{t('bulkUpload.templateHelp')}</p>
          <TemplateDownload />
        </Card>
        <form
          className="details-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <CompartmentPicker
            value={draft.compartmentId === '' ? undefined : draft.compartmentId}
            onChange={(id) => {
              set('compartmentId', id);
            }}
            isRequired
            errorMessage={form.error('compartmentId')}
          />
          <FileInput
            label={t('bulkUpload.file')}
            description={t('bulkUpload.fileHelp')}
            accept=".csv,text/csv,text/plain"
            errorMessage={form.error('file')}
            onFile={(file) => void readFile(file)}
          />
          <ChangeFormActions
            change={mutation}
            workRequestPath={workRequestPath}
            submitLabel={t('bulkUpload.upload')}
            isPending={reading}
            cancel={
              <LinkButton
                variant="ghost"
                to={licensePaths.productLicenses({ compartmentId: scope.compartmentId })}
              >
                {t('bulkUpload.toProductLicenses')}
              </LinkButton>
            }
          />
        </form>
        {done !== undefined ? <BulkUploadResult summary={bulkUploadSummary(done.result?.body)} /> : null}
      </div>
    </PageTemplate>
  );
}
