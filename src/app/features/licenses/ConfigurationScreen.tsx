import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readData, useRead } from '../../data/useRead';
import { Card, ErrorPanel, OverviewHeading, PageTemplate, Spinner } from '../../ui';
import { CompartmentPicker } from '../../kit/CompartmentPicker';
import { formatField } from '../../kit/formatField';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { useFormatContext } from '../../kit/useFormatContext';
import { EmailListForm } from './EmailListForm';
import { useScope } from './useScope';
import '../../kit/details.css';

/** The license manager's configuration of a compartment: who is told about licenses, by e-mail. */
export function ConfigurationScreen() {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  const scope = useScope();
  const params = useMemo(() => ({ compartmentId: scope.compartmentId }), [scope.compartmentId]);
  const { state, refresh } = useRead(scope.compartmentId === undefined ? null : 'getConfiguration', params);
  const ready = readData(state);
  const emails = Array.isArray(ready?.data['emailIds'])
    ? (ready.data['emailIds'] as unknown[]).filter((e): e is string => typeof e === 'string')
    : [];
  return (
    <PageTemplate
      heading={<OverviewHeading title={t('configuration.title')} subtitle={t('configuration.subtitle')} />}
    >
      <div className="details-stack">
        <div className="details-filters">
          <CompartmentPicker value={scope.compartmentId} onChange={scope.setCompartment} defaultToRoot />
        </div>
        <ReadFreshness state={state} onRefresh={scope.compartmentId === undefined ? undefined : refresh} />
        {state.status === 'error' ? (
          <ErrorPanel title={t('configuration.loadFailed')} failure={state.failure} onRetry={refresh} />
        ) : null}
        {ready === undefined || scope.compartmentId === undefined ? (
          state.status === 'loading' ? (
            <Spinner />
          ) : null
        ) : (
          <>
            <Card title={t('configuration.current')}>
              {emails.length === 0 ? (
                <p className="details-muted">{t('configuration.noEmails')}</p>
              ) : (
                <ul>
                  {emails.map((email) => (
                    <li key={email}>{email}</li>
                  ))}
                </ul>
              )}
              {typeof ready.data['timeUpdated'] === 'string' ? (
                <p className="details-muted">
                  {t('configuration.updated', {
                    time: formatField(ready.data['timeUpdated'], 'dateTime', format),
                  })}
                </p>
              ) : null}
            </Card>
            <Card title={t('configuration.edit')}>
              <EmailListForm
                key={scope.compartmentId}
                compartmentId={scope.compartmentId}
                emails={emails}
                etag={ready.etag}
                onSaved={refresh}
              />
            </Card>
          </>
        )}
      </div>
    </PageTemplate>
  );
}
