import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BuildId } from '../../pwa/BuildId';
import { StorageMeter } from '../../pwa/StorageMeter';
import { Card, OverviewHeading, PageTemplate, ThemeToggle } from '../../ui';
import { profilesPaths } from '../profiles';
import { BrowserDifferencesCard } from './BrowserDifferencesCard';
import { DEVELOPER_SETTINGS_PATH } from './DeveloperScreen';
import { LanguageSettings } from './LanguageSettings';
import { ProfileSettings } from './ProfileSettings';
import { TenancySyncSettings } from '../sync';
import { WatchesSettings } from '../watches';
import './SettingsScreen.css';

/**
 * /settings: persona and region, the way to the signing profiles, the tenancy kept on this device, language and formats, the watches ("Notify me"), theme, storage on this device and the
 * build that runs, what works differently in this browser, and a link to the developer screen (feature flags, missing keys). Every
 * change is stored at once (IndexedDB, through the worker) and takes effect everywhere.
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('console');
  return (
    <PageTemplate heading={<OverviewHeading title={t('title')} subtitle={t('subtitle')} />}>
      <div className="settings" data-testid="settings">
        <ProfileSettings />
        <Card title={t('profiles.title')}>
          <p className="settings__intro">{t('profiles.intro')}</p>
          <Link to={profilesPaths.profiles()} data-testid="profiles-link">
            {t('profiles.open')}
          </Link>
        </Card>
        <TenancySyncSettings />
        <LanguageSettings />
        <WatchesSettings />
        <Card title={t('appearance.title')}>
          <ThemeToggle />
        </Card>
        <Card title={tc('pwa.cardTitle')}>
          <StorageMeter />
          <BuildId />
        </Card>
        <BrowserDifferencesCard />
        <Card title={t('developer.forDevelopers')}>
          <p className="settings__intro">{t('developer.linkIntro')}</p>
          <Link to={DEVELOPER_SETTINGS_PATH} data-testid="developer-link">
            {t('developer.open')}
          </Link>
        </Card>
      </div>
    </PageTemplate>
  );
}
