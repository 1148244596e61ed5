import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OutboxEntry } from '../../../contract/db';
import { Checkbox, TextArea, TextField } from '../../ui';
import { LinkButton } from '../details/LinkButton';
import type { ChangeState } from './ChangeNotice';
import { licenseRecordDetails, validateLicenseRecord } from './licenseRecordForm';
import type { LicenseRecordDraft } from './licenseRecordForm';
import { ChangeFormActions } from '../../kit/ChangeFormActions';
import { licensePaths, workRequestPath } from './paths';
import { useDraftForm } from './useDraftForm';
import { createdId, useQueuedChange } from '../../kit/useQueuedChange';

export interface LicenseRecordFormProps {
  readonly productLicenseId: string;
  readonly initial: LicenseRecordDraft;
  /** The record being edited and the etag it was read with; absent to create one. */
  readonly recordId?: string;
  readonly etag?: string;
}

/** Adding a license record to a product license, or editing one; checked, then sent through the outbox. */
export function LicenseRecordForm({ productLicenseId, initial, recordId, etag }: LicenseRecordFormProps) {
  const { t } = useTranslation('licenses');
  const navigate = useNavigate();
  const form = useDraftForm(initial, validateLicenseRecord);
  const { draft, set, error } = form;
  const onDone = useCallback(
    (entry: OutboxEntry) => {
      const id = recordId ?? createdId(entry);
      const state: ChangeState = {
        change: { summary: entry.summary, workRequestId: entry.result?.workRequestId },
      };
      navigate(
        id === undefined
          ? licensePaths.productLicense(productLicenseId)
          : licensePaths.licenseRecord(productLicenseId, id),
        { state },
      );
    },
    [recordId, productLicenseId, navigate],
  );
  const onKeptOffline = useCallback(
    (entry: OutboxEntry) => {
      const state: ChangeState = { change: { summary: entry.summary, queued: true } };
      navigate(
        recordId === undefined
          ? licensePaths.productLicense(productLicenseId)
          : licensePaths.licenseRecord(productLicenseId, recordId),
        { state },
      );
    },
    [recordId, productLicenseId, navigate],
  );
  const mutation = useQueuedChange({ onDone, onKeptOffline });

  const send = () => {
    if (!form.check()) return;
    const details = licenseRecordDetails(draft, productLicenseId);
    const name = draft.displayName.trim();
    void mutation.queue(
      recordId === undefined
        ? {
            operation: 'createLicenseRecord',
            params: { productLicenseId, createLicenseRecordDetails: details },
            resourceId: productLicenseId,
            summary: t('summaries.createLicenseRecord', { name }),
          }
        : {
            operation: 'updateLicenseRecord',
            params: { licenseRecordId: recordId, updateLicenseRecordDetails: details },
            resourceId: recordId,
            summary: t('summaries.updateLicenseRecord', { name }),
            ...(etag === undefined ? {} : { ifMatch: etag }),
          },
    );
  };

  return (
    <form
      className="details-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField
        label={t('form.displayName')}
        value={draft.displayName}
        onChange={(value) => set('displayName', value)}
        isRequired
        isInvalid={error('displayName') !== undefined}
        errorMessage={error('displayName')}
      />
      <Checkbox
        label={t('form.isUnlimited')}
        isSelected={draft.isUnlimited}
        onChange={(value) => set('isUnlimited', value)}
      />
      {draft.isUnlimited ? null : (
        <TextField
          label={t('form.licenseCount')}
          inputMode="numeric"
          value={draft.licenseCount}
          onChange={(value) => set('licenseCount', value)}
          isRequired
          isInvalid={error('licenseCount') !== undefined}
          errorMessage={error('licenseCount')}
        />
      )}
      <Checkbox
        label={t('form.isPerpetual')}
        isSelected={draft.isPerpetual}
        onChange={(value) => set('isPerpetual', value)}
      />
      {draft.isPerpetual ? null : (
        <TextField
          label={t('form.expirationDate')}
          type="date"
          value={draft.expirationDate}
          onChange={(value) => set('expirationDate', value)}
          isRequired
          isInvalid={error('expirationDate') !== undefined}
          errorMessage={error('expirationDate')}
        />
      )}
      <TextField
        label={t('form.supportEndDate')}
        type="date"
        value={draft.supportEndDate}
        onChange={(value) => set('supportEndDate', value)}
        isInvalid={error('supportEndDate') !== undefined}
        errorMessage={error('supportEndDate')}
      />
      <TextArea
        label={t('form.tags')}
        description={t('form.tagsHelp')}
        value={draft.tags}
        onChange={(value) => set('tags', value)}
        isInvalid={error('tags') !== undefined}
        errorMessage={error('tags')}
      />
      <ChangeFormActions
        change={mutation}
        workRequestPath={workRequestPath}
        submitLabel={recordId === undefined ? t('form.create') : t('form.save')}
        cancel={
          <LinkButton
            variant="ghost"
            to={
              recordId === undefined
                ? licensePaths.productLicense(productLicenseId)
                : licensePaths.licenseRecord(productLicenseId, recordId)
            }
          >
            {t('form.cancel')}
          </LinkButton>
        }
      />
    </form>
  );
}
