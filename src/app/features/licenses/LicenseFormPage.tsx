/**
 * A license manager form as a page of its own, over the one form (KindForm): to create, or to
 * edit what was last read (a refresh starts the form again from the service's copy). Once the
 * change is done it goes to the resource's page, told of the change and its work request; kept on
 * the device with no network, to the page the change will show on, marked pending.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OutboxEntry } from '../../../contract/db';
import { paramsFor } from '../../../oci/operations';
import { readData, useRead } from '../../data/useRead';
import { changeStateOf } from '../../kit/changeState';
import type { FormConfig, Scope } from '../../kit/formSpec';
import { KindForm } from '../../kit/KindForm';
import { isRow, type TextKey } from '../../kit/listSpec';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { createdId } from '../../kit/useQueuedChange';
import { ErrorPanel, OverviewHeading, PageTemplate, Spinner } from '../../ui';
import { LinkButton } from '../../kit/LinkButton';
import '../../kit/details.css';

export interface LicenseFormPageProps {
  readonly config: FormConfig;
  /** The key of the kind's name, and the page's title. */
  readonly typeKey: TextKey;
  readonly title: string;
  readonly scope: Scope;
  /** To edit: the read of the resource, and what the page says when it fails. */
  readonly edit?: {
    readonly operation: 'getProductLicense' | 'getLicenseRecord';
    readonly id: string;
    readonly failed: string;
  };
  /** The page of what the change made or changed (the created one's id, once known). */
  readonly doneTo: (id: string | undefined) => string;
  /** Where a change kept offline shows, and where Cancel goes. */
  readonly keptTo: string;
  readonly cancelTo: string;
}

export function LicenseFormPage({
  config,
  typeKey,
  title,
  scope,
  edit,
  doneTo,
  keptTo,
  cancelTo,
}: LicenseFormPageProps) {
  const { t } = useTranslation('licenses');
  const navigate = useNavigate();
  const operation = edit?.operation ?? null;
  const { state, refresh } = useRead(
    operation,
    paramsFor(operation, edit === undefined ? {} : { [config.idParam]: edit.id }),
  );
  const ready = readData(state);
  const resource = ready !== undefined && isRow(ready.data) ? ready.data : undefined;
  const onDone = useCallback(
    (entry: OutboxEntry) => {
      void navigate(doneTo(edit?.id ?? createdId(entry)), { state: changeStateOf(entry) });
    },
    [doneTo, edit?.id, navigate],
  );
  const onKeptOffline = useCallback(
    (entry: OutboxEntry) => {
      void navigate(keptTo, { state: changeStateOf(entry) });
    },
    [keptTo, navigate],
  );
  const name = typeof resource?.['displayName'] === 'string' ? resource['displayName'] : edit?.id;
  const form = (
    <KindForm
      key={ready === undefined ? 'new' : (ready.etag ?? String(ready.fetchedAt))}
      config={config}
      typeKey={typeKey}
      mode={edit === undefined ? 'create' : 'edit'}
      scope={scope}
      resource={resource}
      etag={ready?.etag}
      workRequestPath={config.workRequestPath}
      onDone={onDone}
      onKeptOffline={onKeptOffline}
      cancel={
        <LinkButton to={cancelTo} variant="ghost">
          {t('form.cancel')}
        </LinkButton>
      }
    />
  );
  return (
    <PageTemplate
      heading={<OverviewHeading title={title} subtitle={edit === undefined ? undefined : name} />}
    >
      {edit === undefined ? (
        form
      ) : (
        <div className="details-stack">
          <ReadFreshness state={state} onRefresh={refresh} />
          {state.status === 'error' ? (
            <ErrorPanel title={edit.failed} failure={state.failure} onRetry={refresh} />
          ) : null}
          {resource !== undefined ? form : state.status === 'loading' ? <Spinner /> : null}
        </div>
      )}
    </PageTemplate>
  );
}
