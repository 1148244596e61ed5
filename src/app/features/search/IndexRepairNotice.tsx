/**
 * Tells the user that the search index on this device was found damaged and rebuilt from the
 * resources kept here (useIndexRepair), so answers that looked wrong before are explained and
 * the ones now shown can be trusted; shown until dismissed.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { useIndexRepair } from './useIndexRepair';

export function IndexRepairNotice() {
  const { t, i18n } = useTranslation('searchUi');
  const { repair, dismiss } = useIndexRepair();
  if (repair === undefined) return null;
  return (
    <div className="search-banner search-repair" role="status" data-testid="index-repaired">
      <p className="search-banner__title">{t('repair.title')}</p>
      <p className="search-banner__reason">
        {t('repair.text', { resources: new Intl.NumberFormat(i18n.language).format(repair.resources) })}
      </p>
      <Button size="sm" variant="ghost" onPress={dismiss}>
        {t('repair.dismiss')}
      </Button>
    </div>
  );
}
