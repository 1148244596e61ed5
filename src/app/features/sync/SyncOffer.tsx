/**
 * Offered once on the home page: "Take the tenancy with you", a way to Settings' download, until
 * the user sets it up or says "Not now" (kept in the settings table, so it is not offered again).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Card } from '../../ui';
import { dismissSyncOffer } from './syncCommands';
import { useSyncOfferDismissed, useTenancySync } from './useTenancySync';

/** The id of Settings' card of the download. */
export const SYNC_SECTION_ID = 'offline-tenancy';

/** Where Settings shows the download: the page opens at its card. */
export const SYNC_SETTINGS_PATH = `/settings#${SYNC_SECTION_ID}`;

export function SyncOffer() {
  const { t } = useTranslation('sync');
  const state = useTenancySync();
  const dismissed = useSyncOfferDismissed();
  if (state !== null || dismissed !== false) return null;
  return (
    <Card
      title={t('offer.title')}
      headingLevel={3}
      className="home-needs__card"
      actions={
        <Button size="sm" onPress={() => void dismissSyncOffer()}>
          {t('offer.dismiss')}
        </Button>
      }
    >
      <p>{t('offer.text')}</p>
      <Link to={SYNC_SETTINGS_PATH}>{t('offer.setUp')}</Link>
    </Card>
  );
}
