import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';
import type { i18n as I18n } from 'i18next';
import type { KeyValue } from '../contract/db';
// The shared components one by one, not through the ui barrel: the first page carries only these.
import './ui/styles.css';
import { LiveRegion } from './ui/LiveRegion';
import { ThemeProvider } from './ui/theme';
import { UiStringsProvider } from './ui/UiStringsProvider';
import { createConsoleRouter } from './routes';
import { RuntimeConfigContext } from './runtimeConfigContext';
import { workerConfig, type RuntimeConfig } from './runtimeConfig';
import { SettingsProvider, useSettings } from './settings/SettingsContext';
import { useTranslatedUiStrings } from './i18n/useUiStrings';
import { useTranslatedPwaStrings } from './i18n/usePwaStrings';
import { PwaStringsProvider } from './pwa/PwaStringsProvider';
import { workerSetup } from './data/workerSetup';
import { SignedOutGate } from './shell/SignedOutGate';
import { takeBootSearch } from './shell/bootSearch';
import { KitPartsContext } from './kit/kitParts';
import { KIT_PARTS } from './features/kitParts';
import { preloadResults } from './features';
import { whenIdle } from './ui/whenIdle';

/** Keeps the worker's region and the page's language in step with the settings. */
function SettingsEffects({ i18n, config }: { readonly i18n: I18n; readonly config: RuntimeConfig }) {
  const { settings, loaded } = useSettings();
  useEffect(() => {
    if (loaded && i18n.language !== settings.language) void i18n.changeLanguage(settings.language);
  }, [i18n, loaded, settings.language]);
  useEffect(() => {
    if (!loaded || config.region) return;
    void workerSetup.configure(workerConfig(config, settings.region));
  }, [config, loaded, settings.region]);
  return null;
}

function Themed({ children }: { readonly children: ReactNode }) {
  const { settings, update } = useSettings();
  return (
    <ThemeProvider initial={settings.theme} onChange={(choice) => void update('theme', choice)}>
      {children}
    </ThemeProvider>
  );
}

function Localised({ i18n, children }: { readonly i18n: I18n; readonly children: ReactNode }) {
  const strings = useTranslatedUiStrings();
  const pwaStrings = useTranslatedPwaStrings();
  return (
    <I18nProvider locale={i18n.language}>
      <UiStringsProvider strings={strings}>
        <PwaStringsProvider strings={pwaStrings}>{children}</PwaStringsProvider>
      </UiStringsProvider>
    </I18nProvider>
  );
}

export function App({
  config,
  i18n,
  settingRows,
}: {
  readonly config: RuntimeConfig;
  readonly i18n: I18n;
  /** The settings as read before the first paint. */
  readonly settingRows?: readonly KeyValue[];
}) {
  const router = useMemo(() => createConsoleRouter(), []);
  // The precached page's search form goes once the app is on screen (the header's box, a child,
  // has taken it over by now; a screen without that box still must not show it twice).
  useLayoutEffect(() => void takeBootSearch(), []);
  // What the header's box opens from every page, ready before the first Enter.
  useEffect(() => whenIdle(preloadResults), []);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <I18nextProvider i18n={i18n}>
        <SettingsProvider initialRows={settingRows}>
          <SettingsEffects i18n={i18n} config={config} />
          <Localised i18n={i18n}>
            <Themed>
              <SignedOutGate>
                <LiveRegion>
                  <KitPartsContext.Provider value={KIT_PARTS}>
                    <RouterProvider router={router} />
                  </KitPartsContext.Provider>
                </LiveRegion>
              </SignedOutGate>
            </Themed>
          </Localised>
        </SettingsProvider>
      </I18nextProvider>
    </RuntimeConfigContext.Provider>
  );
}
