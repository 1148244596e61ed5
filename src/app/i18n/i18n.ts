/**
 * i18next with a chained backend: versioned remote → unversioned remote → local file.
 * Missing keys are reported through `onMissingKey` (the developer panel lists them).
 */
import i18next, { type i18n } from 'i18next';
import ChainedBackend, { type ChainedBackendOptions } from 'i18next-chained-backend';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  APP_NAMESPACES,
  LANGUAGES,
  isRightToLeft,
  localLocalePath,
  unversionedLocalePath,
  versionedLocalePath,
} from './locales';
import { INTERPOLATION } from './interpolation';
import { browserLocaleMisses, type LocaleMisses } from './localeMisses';

export interface I18nOptions {
  /** The default language is an init option (document 1 §9, document 3 §7). */
  readonly defaultLanguage: string;
  readonly language?: string;
  readonly localeBase?: string;
  readonly onMissingKey?: (lng: string, ns: string, key: string) => void;
  /** The remote files the locale host lacks; this origin's, kept in localStorage, by default. */
  readonly misses?: LocaleMisses;
}

const LOCALE_TIMEOUT_MS = 4000;

/** A URL that is sure to fail fast, for a step of the chain a namespace does not have. */
const NO_SOURCE = 'data:application/json,null';

type PathFor = (lng: string, ns: string) => string | undefined;

/**
 * One step of the chain. A remote step skips a file its host said it lacks (`misses`), and
 * remembers each answer of the host's.
 */
function http(pathFor: PathFor, misses?: LocaleMisses): HttpBackendOptions {
  return {
    loadPath: (lngs, namespaces) => {
      const path = pathFor(lngs[0] ?? 'en', namespaces[0] ?? 'console');
      return path === undefined || misses?.isMissing(path) ? NO_SOURCE : path;
    },
    ...(misses === undefined
      ? {}
      : {
          alternateFetch: (url: string, init: RequestInit) =>
            fetch(url, init).then((response) => {
              misses.answered(url, response.status);
              return response;
            }),
        }),
    parse: (data: string) => {
      const parsed: unknown = JSON.parse(data);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error('A locale file must be a JSON object.');
      }
      return parsed;
    },
    // A hanging locale host must not hold the console: give up and take the next source.
    requestOptions: () => ({
      cache: 'default',
      credentials: 'omit',
      signal: AbortSignal.timeout(LOCALE_TIMEOUT_MS),
    }),
  };
}

export function applyDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng;
  document.documentElement.dir = isRightToLeft(lng) ? 'rtl' : 'ltr';
}

export async function initI18n(options: I18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  const base = options.localeBase;
  const misses = options.misses ?? browserLocaleMisses();
  await instance
    .use(ChainedBackend)
    .use(initReactI18next)
    .init<ChainedBackendOptions>({
      lng: options.language ?? options.defaultLanguage,
      fallbackLng: options.defaultLanguage,
      supportedLngs: LANGUAGES.map((l) => l.code),
      ns: [...APP_NAMESPACES],
      defaultNS: 'console',
      interpolation: INTERPOLATION,
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (lngs, ns, key) => {
        for (const lng of lngs) options.onMissingKey?.(lng, ns, key);
      },
      backend: {
        backends: [HttpBackend, HttpBackend, HttpBackend],
        backendOptions: [
          http((lng, ns) => versionedLocalePath(base, lng, ns), misses),
          http((lng, ns) => unversionedLocalePath(base, lng, ns), misses),
          http(localLocalePath),
        ],
      },
    });
  applyDocumentLanguage(instance.language);
  instance.on('languageChanged', applyDocumentLanguage);
  return instance;
}
