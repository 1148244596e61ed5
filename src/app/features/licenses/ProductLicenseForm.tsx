import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LICENSE_UNITS } from '../../../oci/enums';
import type { OutboxEntry } from '../../../contract/db';
import { Checkbox, Select, TextArea, TextField } from '../../ui';
import { CompartmentPicker } from '../../kit/CompartmentPicker';
import { LinkButton } from '../details/LinkButton';
import type { ChangeState } from './ChangeNotice';
import { unitLabel } from './licenseLabels';
import { ChangeFormActions } from '../../kit/ChangeFormActions';
import { licensePaths, workRequestPath } from './paths';
import {
  createProductLicenseDetails,
  updateProductLicenseDetails,
  validateProductLicense,
} from './productLicenseForm';
import type { ProductLicenseDraft } from './productLicenseForm';
import { useDraftForm } from './useDraftForm';
import { createdId, useQueuedChange } from '../../kit/useQueuedChange';

export interface ProductLicenseFormProps {
  readonly mode: 'create' | 'edit';
  readonly initial: ProductLicenseDraft;
  /** The license being edited, and the etag it was read with (sent as if-match). */
  readonly licenseId?: string;
  readonly etag?: string;
}

/**
 * Creating a product license (compartment, name, unit, vendor, images, tags) or editing one (its
 * images and tags: all the API lets change). Checked before sending; sent through the outbox.
 */
export function ProductLicenseForm({ mode, initial, licenseId, etag }: ProductLicenseFormProps) {
  const { t } = useTranslation('licenses');
  const navigate = useNavigate();
  const form = useDraftForm(initial, (draft: ProductLicenseDraft) => validateProductLicense(draft, mode));
  const { draft, set, error } = form;
  const summary =
    mode === 'create'
      ? t('summaries.createProductLicense', { name: draft.displayName.trim() })
      : t('summaries.updateProductLicense', { name: draft.displayName });
  const onDone = useCallback(
    (entry: OutboxEntry) => {
      const id = mode === 'create' ? createdId(entry) : licenseId;
      if (id === undefined) return;
      const state: ChangeState = {
        change: { summary: entry.summary, workRequestId: entry.result?.workRequestId },
      };
      navigate(licensePaths.productLicense(id), { state });
    },
    [mode, licenseId, navigate],
  );
  const onKeptOffline = useCallback(
    (entry: OutboxEntry) => {
      const state: ChangeState = { change: { summary: entry.summary, queued: true } };
      const to =
        mode === 'edit' && licenseId !== undefined
          ? licensePaths.productLicense(licenseId)
          : licensePaths.productLicenses({ compartmentId: draft.compartmentId || undefined, subtree: true });
      navigate(to, { state });
    },
    [mode, licenseId, navigate, draft.compartmentId],
  );
  const mutation = useQueuedChange({ onDone, onKeptOffline });

  const send = () => {
    if (!form.check()) return;
    if (mode === 'create') {
      void mutation.queue({
        operation: 'createProductLicense',
        params: { createProductLicenseDetails: createProductLicenseDetails(draft) },
        summary,
      });
    } else if (licenseId !== undefined) {
      void mutation.queue({
        operation: 'updateProductLicense',
        params: {
          productLicenseId: licenseId,
          updateProductLicenseDetails: updateProductLicenseDetails(draft),
        },
        resourceId: licenseId,
        summary,
        ...(etag === undefined ? {} : { ifMatch: etag }),
      });
    }
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
      {mode === 'create' ? (
        <>
          <CompartmentPicker
            value={draft.compartmentId === '' ? undefined : draft.compartmentId}
            onChange={(id) => set('compartmentId', id)}
            isRequired
            errorMessage={error('compartmentId')}
          />
          <TextField
            label={t('form.displayName')}
            value={draft.displayName}
            onChange={(value) => set('displayName', value)}
            isRequired
            isInvalid={error('displayName') !== undefined}
            errorMessage={error('displayName')}
          />
          <Select
            label={t('form.licenseUnit')}
            options={LICENSE_UNITS.map((unit) => ({ id: unit, label: unitLabel(t, unit) }))}
            selectedKey={draft.licenseUnit === '' ? null : draft.licenseUnit}
            onSelectionChange={(unit) => set('licenseUnit', unit)}
            placeholder={t('form.choose')}
            isRequired
            isInvalid={error('licenseUnit') !== undefined}
            errorMessage={error('licenseUnit')}
          />
          <Checkbox
            label={t('form.isVendorOracle')}
            isSelected={draft.isVendorOracle}
            onChange={(value) => set('isVendorOracle', value)}
          />
          {draft.isVendorOracle ? null : (
            <TextField
              label={t('form.vendorName')}
              description={t('form.vendorNameHelp')}
              value={draft.vendorName}
              onChange={(value) => set('vendorName', value)}
              isRequired
              isInvalid={error('vendorName') !== undefined}
              errorMessage={error('vendorName')}
            />
          )}
        </>
      ) : null}
      <TextArea
        label={t('form.images')}
        description={t('form.imagesHelp')}
        value={draft.images}
        onChange={(value) => set('images', value)}
        isInvalid={error('images') !== undefined}
        errorMessage={error('images')}
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
        submitLabel={mode === 'create' ? t('form.create') : t('form.save')}
        cancel={
          <LinkButton
            to={
              licenseId === undefined ? licensePaths.productLicenses() : licensePaths.productLicense(licenseId)
            }
            variant="ghost"
          >
            {t('form.cancel')}
          </LinkButton>
        }
      />
    </form>
  );
}
