/**
 * "Notify me" in browsers that do not simply say yes: a notice the browser refuses to show (Firefox
 * with no desktop notification service) or may no longer show (permission taken back) comes back
 * as missed, for the page to say; a question closed without an answer is not "blocked"; Safari on
 * an iPhone, in a tab, is told to use the Home Screen.
 */
import i18next, { type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askNotificationPermission,
  showNotices,
} from '../../../../../src/app/features/watches/notifications';

const ROOT = new URL('../../../../../', import.meta.url);
const english = JSON.parse(readFileSync(new URL('public/locales/en/watches.json', ROOT), 'utf8')) as object;

function englishT(): TFunction<'watches'> {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    ns: ['watches'],
    defaultNS: 'watches',
    resources: { en: { watches: english } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT('en', 'watches');
}

const notice = (displayName: string) => ({
  id: `ocid1.devopsbuildrun.oc1..${displayName}`,
  kind: 'buildRun' as const,
  displayName,
  path: '/devops-build/x',
  state: 'SUCCEEDED' as const,
  tag: `t-${displayName}`,
});

function browser(
  permission: string,
  showNotification: (title: string) => Promise<void>,
  request = permission,
) {
  const Notification = {
    permission,
    requestPermission: vi.fn(() => Promise.resolve(request)),
  };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: () => Promise.resolve({ showNotification }) },
  });
  return Notification;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('showing notices', () => {
  it('answers nothing missed when the browser shows each', async () => {
    const shown: string[] = [];
    browser('granted', (title) => {
      shown.push(title);
      return Promise.resolve();
    });
    expect(await showNotices(englishT(), String, [notice('a'), notice('b')])).toEqual([]);
    expect(shown).toEqual(['a succeeded', 'b succeeded']);
  });

  it('answers each notice the browser refused, with its words, and still shows the others', async () => {
    const shown: string[] = [];
    browser('granted', (title) => {
      if (title.startsWith('a')) return Promise.reject(new Error('NS_ERROR_FAILURE'));
      shown.push(title);
      return Promise.resolve();
    });
    expect(await showNotices(englishT(), String, [notice('a'), notice('b')])).toEqual([
      { title: 'a succeeded', reason: 'failed', message: 'NS_ERROR_FAILURE' },
    ]);
    expect(shown).toEqual(['b succeeded']);
  });

  it('answers every notice as blocked once permission was taken back', async () => {
    const show = vi.fn(() => Promise.resolve());
    browser('denied', show);
    expect(await showNotices(englishT(), String, [notice('a')])).toEqual([
      { title: 'a succeeded', reason: 'blocked' },
    ]);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('asking for permission', () => {
  it('tells a question closed without an answer from a blocked site', async () => {
    browser('default', () => Promise.resolve(), 'denied');
    expect(await askNotificationPermission()).toBe('dismissed');
    const blocking = browser('default', () => Promise.resolve(), 'denied');
    blocking.requestPermission.mockImplementation(() => {
      blocking.permission = 'denied';
      return Promise.resolve('denied');
    });
    expect(await askNotificationPermission()).toBe('denied');
  });

  it('sends Safari on an iPhone, in a tab, to the Home Screen', async () => {
    vi.stubGlobal('navigator', { serviceWorker: {}, standalone: false });
    expect(await askNotificationPermission()).toBe('homeScreen');
    vi.stubGlobal('navigator', { serviceWorker: {} });
    expect(await askNotificationPermission()).toBe('unsupported');
  });
});
