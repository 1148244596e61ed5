/**
 * Renders profiles components to HTML with the namespace of one shipped language (and the
 * glossary, whose nouns it shares) and a router.
 */
import { readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ProfileSummary } from '../../../../../src/worker/api';

export const LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;

export function profilesFile(lng: string, ns = 'profiles'): Record<string, unknown> {
  const url = new URL(`../../../../../public/locales/${lng}/${ns}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

export function profilesI18n(lng = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: ['profiles', 'glossary'],
    defaultNS: 'profiles',
    resources: { [lng]: { profiles: profilesFile(lng), glossary: profilesFile(lng, 'glossary') } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function renderProfiles(node: ReactNode, lng = 'en'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={profilesI18n(lng)}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}

export const NOW = Date.parse('2026-10-01T12:00:00Z');

/** An API key profile in us-ashburn-1, not active, unless overridden. */
export function makeProfile(overrides: Partial<ProfileSummary> = {}): ProfileSummary {
  return {
    id: 'p-1',
    name: 'DEFAULT',
    kind: 'apiKey',
    tenancy: 'ocid1.tenancy.oc1..aaaatenancy',
    user: 'ocid1.user.oc1..aaaauser',
    fingerprint: '73:61:a2:21:67:e0:df:be:7e:4b:93:1e:15:98:a5:b7',
    region: 'us-ashburn-1',
    createdAt: NOW - 86_400_000,
    active: false,
    ...overrides,
  };
}

/** A session token (an unsigned JWT) whose claims say the tenancy and when it expires. */
export function makeToken(expiresAt: number, tenant = 'ocid1.tenancy.oc1..aaaatenancy'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part({ exp: Math.floor(expiresAt / 1000), tenant })}.c2lnbmF0dXJl`;
}
