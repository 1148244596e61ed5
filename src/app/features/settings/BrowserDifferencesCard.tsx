/**
 * Settings: what works differently in this browser (src/app/pwa/browserDifferences.ts), one plain
 * sentence each, so that a console in Safari or Firefox says what it cannot do there instead of
 * leaving it to be found out.
 */
import { useTranslation } from 'react-i18next';
import { browserDifferences, readBrowserFacts, type BrowserDifference } from '../../pwa/browserDifferences';
import { Card } from '../../ui';

export function BrowserDifferencesCard() {
  const { t } = useTranslation('settings');
  // Rendered outside a browser (the screens' server render) there is no browser to describe.
  const differences =
    typeof window === 'undefined' ? undefined : browserDifferences(readBrowserFacts(window));
  const sentences: Record<BrowserDifference, string> = {
    noOffline: t('browser.difference.noOffline'),
    notifications: t('browser.difference.notifications'),
    notificationsHomeScreen: t('browser.difference.notificationsHomeScreen'),
    watchesWhileOpen: t('browser.difference.watchesWhileOpen'),
    watchesWhenInstalled: t('browser.difference.watchesWhenInstalled'),
    outboxWhileOpen: t('browser.difference.outboxWhileOpen'),
    storageMayBeCleared: t('browser.difference.storageMayBeCleared'),
    noScanner: t('browser.difference.noScanner'),
    shareCopies: t('browser.difference.shareCopies'),
  };
  if (differences === undefined) return null;
  return (
    <Card title={t('browser.title')}>
      {differences.length === 0 ? (
        <p data-testid="browser-differences">{t('browser.none')}</p>
      ) : (
        <>
          <p className="settings__intro">{t('browser.intro')}</p>
          <ul className="settings__differences" data-testid="browser-differences">
            {differences.map((difference) => (
              <li key={difference} data-difference={difference}>
                {sentences[difference]}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
