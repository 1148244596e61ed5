/**
 * Renders outbox components to HTML with the namespaces of one shipped language (the outbox's and
 * those a change's title is worded from), the console's interpolation, and a router.
 */
import { readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { OutboxEntry } from '../../../../../src/contract/db';
import { TITLE_NAMESPACES } from '../../../../../src/app/i18n/changeTitle';
import { INTERPOLATION } from '../../../../../src/app/i18n/interpolation';

export const LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;

export function outboxFile(lng: string): Record<string, unknown> {
  const url = new URL(`../../../../../public/locales/${lng}/outbox.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

function localeFile(lng: string, namespace: string): Record<string, unknown> {
  const url = new URL(`../../../../../public/locales/${lng}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

export function outboxI18n(lng = 'en'): i18n {
  const instance = i18next.createInstance();
  const namespaces = ['outbox', 'console', ...TITLE_NAMESPACES];
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: namespaces,
    defaultNS: 'outbox',
    resources: { [lng]: Object.fromEntries(namespaces.map((ns) => [ns, localeFile(lng, ns)])) },
    interpolation: INTERPOLATION,
    initAsync: false,
  });
  return instance;
}

export function renderOutbox(node: ReactNode, lng = 'en'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={outboxI18n(lng)}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}

export const NOW = Date.parse('2026-10-01T12:00:00Z');

/** An outbox entry: a queued project create in us-ashburn-1, pending, unless overridden. */
export function makeEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: '00000000ab-0123456789abcdef',
    operation: 'createProject',
    region: 'us-ashburn-1',
    params: { createProjectDetails: { name: 'web', compartmentId: 'ocid1.compartment.oc1..c' } },
    retryToken: 'TOKEN',
    summary: 'Create project "web"',
    state: 'pending',
    createdAt: NOW - 5 * 60_000,
    updatedAt: NOW - 60_000,
    queuedAt: NOW - 5 * 60_000,
    attempts: 0,
    nextAttemptAt: NOW,
    ...overrides,
  };
}
