import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { withoutLaunchToken } from '../contract/launchToken';
import { workerSetup } from './data/workerSetup';
import { initI18n } from './i18n/i18n';
import { loadRuntimeConfig, workerConfig } from './runtimeConfig';
import { defaultSettings, INIT_OPTIONS, mergeSettings } from './settings/settings';
import { chooseDatabase, FIRST_DB_NAME } from '../contract/tenancyDb';
import { loadRetrying } from './ui/lazyRetrying';

async function start(): Promise<void> {
  // A launch token left in the address (a page served without the swap) leaves it at once: not
  // in the history, a screenshot or a shared link.
  const address = withoutLaunchToken(window.location.href);
  if (address !== window.location.href) window.history.replaceState(window.history.state, '', address);
  const config = await loadRuntimeConfig();
  const api = workerSetup;
  // The page reads the database of the tenancy its worker opened (one per tenancy); when the
  // worker cannot say, the page still starts, on the first tenancy's.
  chooseDatabase((await api.databaseName().catch(() => undefined)) ?? FIRST_DB_NAME);
  // Settings live in IndexedDB, read by the worker (the first route does not carry the database
  // code); when it cannot be opened, the console still starts on defaults.
  const rows = await api.readSettings().catch(() => []);
  const settings = mergeSettings(defaultSettings(INIT_OPTIONS), rows);
  await api.configure(workerConfig(config, config.region ?? settings.region));
  const i18n = await initI18n({
    defaultLanguage: INIT_OPTIONS.defaultLanguage,
    language: settings.language,
    localeBase: config.localeBase,
    onMissingKey: (lng, ns, key) => void api.recordMissingKey(lng, ns, key),
  });
  // The browser tests' hooks, only where the configuration asks for them, from their own chunk.
  if (config.testHooks === true)
    void loadRetrying(() => import('./testHooks')).then(({ installTestHooks }) => installTestHooks(config));
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App config={config} i18n={i18n} settingRows={rows} />
    </StrictMode>,
  );
}

void start();
