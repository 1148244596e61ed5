/**
 * The return from the identity domain (/auth/callback, the redirect URI the deployment
 * registered): its code and state are taken from the address once, the address loses them, and
 * the worker posts them with the sign-in's public key; the session token that answers becomes the
 * active profile, and the console goes to the profiles. A refusal is said in plain words with
 * "Sign in again". A sign-in started in another tenancy than the one shown completes in its own:
 * the worker switches back to it first, and this page reloads there with the address intact
 * (worker/auth/signInTenancy.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ConsoleFailure } from '../../../contract/failure';
import { useRuntimeConfig } from '../../runtimeConfigContext';
import { useSettings } from '../../settings/SettingsContext';
import { ErrorPanel, OverviewHeading, PageTemplate, Spinner, useAnnounce } from '../../ui';
import { profilesPaths } from './paths';
import { profileCommands } from './profileCommands';
import { useProfilesText } from './profilesText';
import { SignInCard } from './SignInCard';

type Outcome =
  | { readonly status: 'working' }
  | { readonly status: 'failed'; readonly failure: ConsoleFailure }
  | { readonly status: 'refusedByDomain'; readonly error: string };

/** What the domain put in the address, read once (the code is spent by its first use). */
function readReturn(): { code?: string; state?: string; error?: string } {
  const query = new URLSearchParams(window.location.search);
  const take = (name: string) => query.get(name)?.slice(0, 4096) || undefined;
  return { code: take('code'), state: take('state'), error: take('error') };
}

export function SignInReturnScreen() {
  const t = useProfilesText();
  const announce = useAnnounce();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const { settings, update } = useSettings();
  const name = config.signIn?.name ?? '';
  const region = config.region ?? settings.region;
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });
  const taken = useRef(false);

  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const { code, state, error } = readReturn();
    // The address keeps neither the code nor the state (history, a shared screenshot).
    const forget = () => {
      window.history.replaceState(null, '', window.location.pathname);
    };
    // Nothing to complete: the address was opened again once its return was taken (a reload, or
    // every page reloading into the tenancy a sign-in just added a profile to).
    if (code === undefined && state === undefined && error === undefined) {
      void navigate(profilesPaths.profiles(), { replace: true });
      return;
    }
    if (error !== undefined || code === undefined || state === undefined) {
      forget();
      setOutcome({ status: 'refusedByDomain', error: error ?? 'invalid_request' });
      return;
    }
    void (async () => {
      // Started in another tenancy: the page reloads into it, on this address, to complete there.
      const where = await profileCommands.returnToSignInTenancy().catch(() => 'here' as const);
      if (where === 'switching') return;
      forget();
      const result = await profileCommands.completeSignIn({ code, state, name: name || 'OCI', region });
      if (!result.ok) {
        setOutcome({ status: 'failed', failure: result.failure });
        return;
      }
      const profile = result.value;
      if (!profile.active) await profileCommands.setActiveProfile(profile.id);
      if (config.region === undefined && settings.region !== profile.region)
        await update('region', profile.region);
      announce(t('signIn.done', { name: profile.name }));
      void navigate(profilesPaths.profiles(), { replace: true });
    })();
  }, [announce, config.region, name, navigate, region, settings.region, t, update]);

  return (
    <PageTemplate heading={<OverviewHeading title={t('signIn.returnTitle', { name })} />}>
      {outcome.status === 'working' ? <Spinner label={t('signIn.working')} /> : null}
      {outcome.status === 'refusedByDomain' ? (
        <p role="alert" className="profiles-banner profiles-banner--danger">
          {t('signIn.domainRefused', { name, error: outcome.error })}
        </p>
      ) : null}
      {outcome.status === 'failed' ? (
        <ErrorPanel title={t('signIn.failed')} failure={outcome.failure} />
      ) : null}
      {outcome.status !== 'working' ? (
        <>
          {name !== '' ? <SignInCard name={name} /> : null}
          <p>
            <Link to={profilesPaths.profiles()}>{t('signIn.back')}</Link>
          </p>
        </>
      ) : null}
    </PageTemplate>
  );
}
