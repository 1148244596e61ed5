/**
 * Told once the browser wiped the data this device kept (src/contract/storageWipe.ts, written by
 * the worker's storageGuard): why, the queued changes that were restored and will be sent once,
 * and what could not come back — the downloaded resources (download them again) and the signing
 * profiles (their keys never leave the database). Shown above every page until dismissed.
 */
import { useNavigate } from 'react-router-dom';
import { syncCommands } from '../sync';
import { outboxCommands } from './outboxCommands';
import { useStorageWipe } from './useStorageWipe';
import { Button } from '../../ui';
import { useOutboxText } from './outboxText';
import './StorageWipeNotice.css';

export function StorageWipeNotice() {
  const t = useOutboxText();
  const navigate = useNavigate();
  const notice = useStorageWipe();
  if (notice === undefined || notice === null) return null;
  const count = notice.restored.length;
  const downloadAgain = async () => {
    if (notice.planRestored) await syncCommands.resumeTenancySync();
    void navigate('/settings#offline-tenancy');
  };
  return (
    <section
      className="storage-wipe"
      role="alert"
      aria-labelledby="storage-wipe-title"
      data-testid="storage-wipe"
    >
      <h2 id="storage-wipe-title" className="storage-wipe__title">
        {t('wipe.title')}
      </h2>
      <p>{t(notice.cause === 'indexWiped' ? 'wipe.indexWiped' : 'wipe.siteDataCleared')}</p>
      <p>{count === 0 ? t('wipe.restoredNone') : t('wipe.restored', { count })}</p>
      {count === 0 ? null : (
        <ul className="storage-wipe__restored">
          {notice.restored.map((entry) => (
            <li key={entry.id}>{entry.summary}</li>
          ))}
        </ul>
      )}
      {notice.settingsRestored || notice.planRestored ? <p>{t('wipe.settingsRestored')}</p> : null}
      {notice.lostResources > 0 ? <p>{t('wipe.lostResources', { count: notice.lostResources })}</p> : null}
      {notice.lostProfiles.length > 0 ? (
        <p>{t('wipe.lostProfiles', { names: notice.lostProfiles.join(', ') })}</p>
      ) : null}
      <div className="storage-wipe__actions">
        {notice.lostResources > 0 || notice.planRestored ? (
          <Button variant="primary" onPress={() => void downloadAgain()}>
            {t('wipe.downloadAgain')}
          </Button>
        ) : null}
        <Button onPress={() => void outboxCommands.dismissStorageWipe()}>{t('wipe.dismiss')}</Button>
      </div>
    </section>
  );
}
