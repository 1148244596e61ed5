import { describe, expect, it } from 'vitest';
import { adviceFor } from '../../../../../src/app/features/profiles/ConnectionCheck';
import { formatDateTime as formatTime } from '../../../../../src/app/ui/formatDateTime';
import { ProfileTable } from '../../../../../src/app/features/profiles/ProfileTable';
import type { ProfilesT } from '../../../../../src/app/features/profiles/profilesText';
import type { ProfileSummary } from '../../../../../src/worker/api';
import { makeProfile, NOW, profilesI18n, renderProfiles } from './renderProfiles';

const table = (profiles: readonly ProfileSummary[], lng = 'en') =>
  renderProfiles(
    <ProfileTable
      profiles={profiles}
      now={NOW}
      timeZone="UTC"
      onActivate={() => undefined}
      onRemove={() => undefined}
    />,
    lng,
  );

/** The accessible names of the buttons, in order. */
const buttonNames = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);

describe('the profiles table', () => {
  it('shows what a profile signs as and where it points', () => {
    const html = table([makeProfile()]);
    expect(html).toContain('>DEFAULT</bdi>');
    expect(html).toContain('API key');
    expect(html).toContain('<bdi>ocid1.tenancy.oc1..aaaatenancy</bdi>');
    expect(html).toContain('<bdi>ocid1.user.oc1..aaaauser</bdi>');
    expect(html).toContain('73:61:a2:21:67:e0:df:be:7e:4b:93:1e:15:98:a5:b7');
    expect(html).toContain('>us-ashburn-1</bdi>');
    expect(html).toContain('Not active');
  });

  it('offers "Make active" only on the profiles that are not, and "Remove" on all', () => {
    const html = table([makeProfile(), makeProfile({ id: 'p-2', name: 'prod', active: true })]);
    expect(buttonNames(html)).toEqual(['Make DEFAULT active', 'Remove DEFAULT', 'Remove prod']);
    expect(html).toMatch(/ui-status-label--success[^>]*>.*?Active</);
  });

  it('says when a session ends, and that it has ended', () => {
    const live = makeProfile({ kind: 'sessionToken', user: undefined, sessionExpiresAt: NOW + 3_600_000 });
    const ended = makeProfile({
      id: 'p-2',
      kind: 'sessionToken',
      user: undefined,
      sessionExpiresAt: NOW - 60_000,
    });
    const html = table([live, ended]);
    expect(html).toContain('Session token');
    expect(formatTime(NOW + 3_600_000, 'en', 'UTC')).toMatch(/^Oct 1, 2026, 1:00\sPM$/);
    expect(html).toContain(`Expires ${formatTime(NOW + 3_600_000, 'en', 'UTC')}`);
    expect(html).toMatch(/ui-status-label--danger.*Expired Oct 1, 2026, 11:59\sAM/);
  });

  it('says how to start when there is no profile', () => {
    const html = table([]);
    expect(html).toContain('No profile yet');
    expect(html).toContain('requests go out unsigned');
  });

  it('speaks the user’s language', () => {
    const html = table([makeProfile()], 'de');
    expect(buttonNames(html)).toEqual(['DEFAULT aktivieren', 'DEFAULT entfernen']);
    expect(html).toContain('API-Schlüssel');
  });
});

describe('advice after a failed connection check', () => {
  const i18n = profilesI18n('en');
  const t = ((key: string, values?: object) => i18n.t(key, { ...values })) as ProfilesT;
  const unauthenticated = { kind: 'http', status: 401, code: 'NotAuthenticated', message: 'no' } as const;

  it('asks for a profile when the request went out unsigned', () => {
    expect(adviceFor(unauthenticated, false, t)).toContain('Add a profile and make it active');
  });

  it('lists what to check when the signature was refused', () => {
    expect(adviceFor(unauthenticated, true, t)).toContain("this device's clock");
  });

  it('points to the relay when the region cannot be reached from the browser', () => {
    expect(adviceFor({ kind: 'network', message: 'Failed to fetch' }, true, t)).toContain(
      'npm start -- --profile',
    );
    expect(
      adviceFor({ kind: 'http', status: 404, code: 'NotAuthorizedOrNotFound', message: '' }, true, t),
    ).toBe(undefined);
  });
});
