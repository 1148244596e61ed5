import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { EmptyState, OverviewHeading, PageTemplate, Spinner } from '../../ui';
import { detailsConfig } from '../../kinds/detailsConfigs';
import { ReadDetails } from '../../kit/ReadDetails';
import { useVnicOfAttachment } from './useVnicOfAttachment';
import '../../kit/details.css';

/**
 * A VNIC's page, addressed by its attachment. The VNIC is found among the search results kept on
 * this device, or named by a `vnicId` query parameter; then it is an ordinary details page.
 */
export function VnicAttachmentRoute() {
  const { t } = useTranslation('details');
  const { vnicAttachmentId } = useParams();
  const [search] = useSearchParams();
  const named = search.get('vnicId') ?? undefined;
  const kept = useVnicOfAttachment(named === undefined ? vnicAttachmentId : undefined);
  const config = detailsConfig('vnic');
  const vnicId = named ?? kept?.vnicId;
  if (config !== undefined && vnicId !== undefined) {
    return <ReadDetails key={vnicId} config={config} id={vnicId} />;
  }
  const heading = <OverviewHeading title={t('types.vnic')} subtitle={vnicAttachmentId} />;
  return (
    <PageTemplate heading={heading}>
      {kept === undefined ? (
        <Spinner label={t('loading', { type: t('types.vnic') })} />
      ) : (
        <EmptyState title={t('vnic.notKept')} description={t('vnic.searchFirst')} />
      )}
    </PageTemplate>
  );
}
