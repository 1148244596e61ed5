import { describe, expect, it } from 'vitest';
import { DeveloperSettings } from '../../../../src/app/features/settings/DeveloperSettings';
import { SettingsScreen } from '../../../../src/app/features/settings/SettingsScreen';
import { currencyOptions, timeZoneOptions } from '../../../../src/app/features/settings/LanguageSettings';
import { FEATURE_FLAGS } from '../../../../src/app/navigation/featureFlags';
import { HomeScreen } from '../../../../src/app/screens/HomeScreen';
import { renderWithProviders } from './renderWithProviders';

describe('the home dashboard', () => {
  const html = renderWithProviders(<HomeScreen />);

  it('is the page’s main region, with the endpoint and the compartments loading', () => {
    expect(html).toMatch(/^<main class="ui-page" id="main-content"/);
    expect(html).toContain('<strong data-testid="home-endpoint">http://127.0.0.1:8787</strong>');
    expect(html).toContain('Loading compartments…');
  });
});

describe('the settings screen', () => {
  const html = renderWithProviders(<SettingsScreen />, { path: '/settings' });

  it('offers persona, region, language, time zone, currency and theme', () => {
    for (const label of ['Persona', 'Region', 'Language', 'Time zone', 'Currency', 'Theme']) {
      expect(html, label).toContain(`>${label}<`);
    }
    expect(html).toContain('<optgroup label="North America">');
    expect(html).toContain('value="us-langley-1"');
  });

  it('offers the staging regions only while staging is on', () => {
    expect(html).not.toContain('value="r1-alpha"');
  });

  it('keeps feature flags and missing keys on the developer screen, linked from it', () => {
    for (const flag of Object.values(FEATURE_FLAGS)) expect(html).not.toContain(`>${flag}<`);
    expect(html).not.toContain('data-testid="missing-keys"');
    expect(html).toContain('href="/settings/developer"');
    expect(html).toContain('For developers');
  });

  it('has a developer panel with every feature flag and the missing keys', () => {
    const developer = renderWithProviders(<DeveloperSettings />);
    for (const flag of Object.values(FEATURE_FLAGS)) expect(developer).toContain(`>${flag}<`);
    expect(developer).toContain('Staging');
    expect(developer).toContain('Human Capital Management (HCM)');
    expect(developer).toContain('data-testid="missing-keys"');
    expect(developer).toContain('Clear the list');
  });
});

describe('the lists of the language settings', () => {
  it('keep the current value even when the browser does not list it', () => {
    expect(timeZoneOptions('Europe/Berlin')).toContain('Europe/Berlin');
    expect(timeZoneOptions('Mars/Olympus')[0]).toBe('Mars/Olympus');
    expect(currencyOptions('EUR')).toContain('EUR');
    expect(currencyOptions('XTS')).toContain('XTS');
  });
});
