/** The shared components' words, from the console namespace of the current language. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiStrings } from '../ui';
import { enumTranslation } from './enumTranslation';
import { failureText } from './failureText';

export function useTranslatedUiStrings(): UiStrings {
  const { t, i18n } = useTranslation('console');
  return useMemo<UiStrings>(
    () => ({
      skipToContent: t('ui.skipToContent'),
      theme: t('ui.theme'),
      themeLight: t('ui.themeLight'),
      themeDark: t('ui.themeDark'),
      themeSystem: t('ui.themeSystem'),
      loading: t('ui.loading'),
      retry: t('ui.retry'),
      cancel: t('ui.cancel'),
      confirm: t('ui.confirm'),
      actions: t('ui.actions'),
      moreInformation: t('ui.moreInformation'),
      breadcrumb: t('ui.breadcrumb'),
      requestId: t('ui.requestId'),
      errorDetails: t('ui.errorDetails'),
      noItems: t('ui.noItems'),
      sortBy: t('ui.sortBy'),
      ascending: t('ui.ascending'),
      descending: t('ui.descending'),
      sortedBy: (column, direction) =>
        t('ui.sortedBy', {
          column,
          direction: direction === 'ascending' ? t('ui.ascending') : t('ui.descending'),
        }),
      asOf: (time) => t('ui.asOf', { time }),
      chartItem: t('ui.chartItem'),
      chartValue: t('ui.chartValue'),
      chartShare: t('ui.chartShare'),
      chartTotal: t('ui.chartTotal'),
      chartOther: t('ui.chartOther'),
      chartSummary: ({ title, count, total, largest }) =>
        t('ui.chartSummary', { title, count, total }) + (largest ? ` ${t('ui.chartLargest', largest)}` : ''),
      stateLabel: (state) => enumTranslation(t, state),
      showOcid: t('ui.showOcid'),
      hideOcid: t('ui.hideOcid'),
      copyOcid: t('ui.copyOcid'),
      copied: t('ui.copied'),
      share: t('ui.share'),
      linkCopied: t('ui.linkCopied'),
      linkCopiedAnnounce: t('ui.linkCopiedAnnounce'),
      shareFailed: t('ui.shareFailed'),
      opensInNewTab: t('nav.opensInNewTab'),
      failureText: (failure) => failureText(t, failure),
    }),
    // The language is what changes t's answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
