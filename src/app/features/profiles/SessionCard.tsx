/**
 * The active session, in plain words: when it expires and that it is renewed before then; that a
 * renewal could not reach the service (and is tried again); or that it has ended and cannot be
 * renewed, that queued changes wait for sign-in, and what to do: "Sign in again" with the
 * deployment's identity domain (the same profile back, a new key made here), or run the command
 * again (for a key born on this device) and paste, read or scan the new token here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../i18n/failureText';
import { useSettings } from '../../settings/SettingsContext';
import { formatDateTime } from '../../ui/formatDateTime';
import { profileCommands } from './profileCommands';
import { Card, useAnnounce } from '../../ui';
import { MintCommand } from './MintCommand';
import { useProfilesText } from './profilesText';
import { TokenInput } from './TokenInput';
import { useSessionStatus } from '../../data/useSessionStatus';
import { useRuntimeConfig } from '../../runtimeConfigContext';
import { SignInAgain } from './SignInAgain';

export function SessionCard({ onReplaced }: { readonly onReplaced: () => void | Promise<void> }) {
  const t = useProfilesText();
  const { i18n } = useTranslation();
  const { settings } = useSettings();
  const describe = useFailureText();
  const announce = useAnnounce();
  const status = useSessionStatus();
  const domain = useRuntimeConfig().signIn?.name;
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  if (status === undefined) return null;
  const when = (ms: number) => formatDateTime(ms, i18n.language, settings.timeZone);
  const values = { name: status.profileName, time: when(status.expiresAt) };

  const replace = async () => {
    setPending(true);
    const result = await profileCommands.replaceSessionToken({ profileId: status.profileId, token });
    setPending(false);
    if (!result.ok) {
      setError(describe(result.failure));
      return;
    }
    setToken('');
    setError(undefined);
    announce(t('session.replaced', { name: status.profileName }));
    await onReplaced();
  };

  return (
    <Card title={t('session.title')} headingLevel={2}>
      <div
        data-testid="session-status"
        data-state={status.state}
        data-expires={new Date(status.expiresAt).toISOString()}
      >
        {status.state === 'current' ? (
          <p role="status">
            {status.sessionEndsAt !== undefined && status.sessionEndsAt <= status.expiresAt
              ? t('session.currentLast', values)
              : t('session.current', values)}
          </p>
        ) : null}
        {status.state === 'renewFailing' ? (
          <p role="status" className="profiles-banner">
            {t('session.renewFailing', values)}
          </p>
        ) : null}
        {status.state === 'ended' ? (
          <div role="alert" className="profiles-banner profiles-banner--danger">
            <p>{t(domain === undefined ? 'session.ended' : 'session.endedSignIn', values)}</p>
            <SignInAgain profileId={status.profileId} />
          </div>
        ) : null}
      </div>
      {status.state !== 'current' && status.failure !== undefined ? (
        <p className="profiles-note">{describe(status.failure)}</p>
      ) : null}
      {status.publicKeyPem !== undefined ? (
        <details className="profiles-config" open={status.state === 'ended'}>
          <summary>{t('session.mintAgain')}</summary>
          <MintCommand
            publicKeyPem={status.publicKeyPem}
            region={status.region}
            profileName={status.profileName}
          />
        </details>
      ) : null}
      <TokenInput
        value={token}
        onChange={(text) => {
          setToken(text);
          setError(undefined);
        }}
        errorMessage={error}
        submitLabel={t('session.replace')}
        pending={pending}
        onSubmit={() => void replace()}
        testId="session-token"
      />
    </Card>
  );
}
