import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import { STORAGE_RESERVE_BYTES } from '../../../contract/tenancySync';
import { syncCommands } from './syncCommands';
import { formatBytes } from '../../kit/formatBytes';
import { Button } from '../../ui';

/**
 * The download stopped because the device is nearly full (src/worker/sync/storageRoom.ts): what
 * happened, what it keeps free and why, and what the user can do about it.
 */
export function NearlyFull({ onChange }: { readonly onChange: () => void }) {
  const { t } = useTranslation('sync');
  const { locale } = useLocale();
  return (
    <div className="sync-stopped" role="alert" data-testid="sync-stopped">
      <p className="sync-stopped__title">{t('storage.title')}</p>
      <p>{t('storage.body', { reserve: formatBytes(STORAGE_RESERVE_BYTES, locale) })}</p>
      <div className="sync-actions">
        <Button variant="primary" onPress={() => void syncCommands.resumeTenancySync()}>
          {t('storage.tryAgain')}
        </Button>
        <Button onPress={onChange}>{t('action.change')}</Button>
      </div>
    </div>
  );
}
