import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OverviewHeading, PageTemplate } from '../../ui';
import { SHELL_PATHS } from '../../shell/shellPaths';
import { DeveloperSettings } from './DeveloperSettings';
import './SettingsScreen.css';

export const DEVELOPER_SETTINGS_PATH = SHELL_PATHS.developerSettings;

/**
 * /settings/developer: the developer panel on a screen of its own, so the settings a person uses
 * (persona, region, language, theme) are not mixed with feature flags and missing translation keys.
 */
export function DeveloperScreen() {
  const { t } = useTranslation('settings');
  return (
    <PageTemplate
      breadcrumbs={<Link to="/settings">{t('title')}</Link>}
      heading={
        <OverviewHeading title={t('developer.screenTitle')} subtitle={t('developer.screenSubtitle')} />
      }
    >
      <div className="settings" data-testid="developer-settings">
        <DeveloperSettings />
      </div>
    </PageTemplate>
  );
}
