/**
 * Renders a piece of the app to HTML with the providers it reads: translations (the shipped
 * English files, loaded synchronously), settings (defaults; IndexedDB is fake-indexeddb), the
 * theme, the runtime configuration and a router at a given address. Lazy parts render their fallback.
 */
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { RuntimeConfigContext } from '../../../../src/app/runtimeConfigContext';
import type { RuntimeConfig } from '../../../../src/app/runtimeConfig';
import { SettingsProvider } from '../../../../src/app/settings/SettingsContext';
import { ThemeProvider } from '../../../../src/app/ui/theme';
import { KitPartsContext, type KitParts } from '../../../../src/app/kit/kitParts';
import { ChangeStatus } from '../../../../src/app/features/outbox/ChangeStatus';
import { StoredOverview } from '../../../../src/app/features/search/StoredOverview';
import {
  ConnectionGitTab,
  MoveProject,
  StartBuildRun,
  StartDeployment,
} from '../../../../src/app/features/devops/components/devopsParts';
import { AcknowledgeAlarm } from '../../../../src/app/features/alarms/components/AcknowledgeDialog';
import { AlarmQuery } from '../../../../src/app/features/alarms/components/AlarmQuery';

/** The kit's parts as the app hands them in, loaded at once (a static render shows no lazy part). */
export const TEST_KIT_PARTS: KitParts = {
  ChangeStatus,
  StoredOverview,
  actions: {
    startBuildRun: StartBuildRun,
    startDeployment: StartDeployment,
    moveProject: MoveProject,
    acknowledgeAlarm: AcknowledgeAlarm,
  },
  sections: { connectionGit: ConnectionGitTab, metricChart: AlarmQuery },
};

const NAMESPACES = ['console', 'glossary', 'navigation', 'settings'] as const;

function localeFile(lng: string, ns: string): Record<string, unknown> {
  const url = new URL(`../../../../public/locales/${lng}/${ns}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

/** An i18next instance holding the shipped files of a language (the console's, and `more` namespaces), ready at once. */
export function makeI18n(lng = 'en', more: readonly string[] = []): I18n {
  const namespaces = [...NAMESPACES, ...more];
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: namespaces,
    defaultNS: 'console',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      [...new Set([lng, 'en'])].map((code) => [
        code,
        Object.fromEntries(namespaces.map((ns) => [ns, localeFile(code, ns)])),
      ]),
    ),
  });
  return instance;
}

export interface RenderOptions {
  readonly path?: string;
  readonly lng?: string;
  readonly config?: RuntimeConfig;
  /** Namespaces loaded beside the console's (`details`, `devops`); the others show their keys. */
  readonly namespaces?: readonly string[];
}

export function renderWithProviders(node: ReactNode, options: RenderOptions = {}): string {
  const {
    path = '/',
    lng = 'en',
    config = { endpoint: 'http://127.0.0.1:8787', mode: 'emulator' },
    namespaces = [],
  } = options;
  return renderToStaticMarkup(
    <RuntimeConfigContext.Provider value={config}>
      <I18nextProvider i18n={makeI18n(lng, namespaces)}>
        <SettingsProvider>
          <ThemeProvider>
            <KitPartsContext.Provider value={TEST_KIT_PARTS}>
              <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
            </KitPartsContext.Provider>
          </ThemeProvider>
        </SettingsProvider>
      </I18nextProvider>
    </RuntimeConfigContext.Provider>,
  );
}
