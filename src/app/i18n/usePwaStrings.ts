/** The offline and update components' words, from the console namespace of the current language. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PwaStrings } from '../pwa/pwaStrings';

export function useTranslatedPwaStrings(): PwaStrings {
  const { t, i18n } = useTranslation('console');
  return useMemo<PwaStrings>(
    () => ({
      updateReady: t('pwa.updateReady'),
      updateLosesInput: t('pwa.updateLosesInput'),
      offlineCopyRestored: t('pwa.offlineCopyRestored'),
      offlineCopyMissing: t('pwa.offlineCopyMissing'),
      updateReload: t('pwa.updateReload'),
      updateLater: t('pwa.updateLater'),
      online: t('pwa.online'),
      offline: t('pwa.offline'),
      build: t('pwa.build'),
      storageLabel: t('pwa.storageLabel'),
      storageUsage: (used, quota) => t('pwa.storageUsage', { used, quota }),
      storageUnknown: t('pwa.storageUnknown'),
      keepData: t('pwa.keepData'),
      dataKept: t('pwa.dataKept'),
      dataMayBeCleared: t('pwa.dataMayBeCleared'),
      keepDataRefused: t('pwa.keepDataRefused'),
      storageFullTitle: t('pwa.storageFullTitle'),
      storageFullHelp: t('pwa.storageFullHelp'),
      storageUnavailableTitle: t('pwa.storageUnavailableTitle'),
      storageUnavailableHelp: t('pwa.storageUnavailableHelp'),
      storageFailedTitle: t('pwa.storageFailedTitle'),
      storageFailedHelp: t('pwa.storageFailedHelp'),
      nothingLost: t('pwa.nothingLost'),
      clearOldResults: t('pwa.clearOldResults'),
      dismiss: t('pwa.dismiss'),
    }),
    // The language is a dependency: t keeps its identity across a language change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
