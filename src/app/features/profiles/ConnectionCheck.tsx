import { useState } from 'react';
import type { ConsoleFailure } from '../../../contract/failure';
import { call } from '../../consoleApi';
import { Button, Card, ErrorPanel, StatusLabel } from '../../ui';
import { useProfilesText, type ProfilesT } from './profilesText';

export interface ConnectionCheckProps {
  /** The region calls go to now. */
  readonly region: string;
  /** Whether a profile signs the requests (or the relay does). */
  readonly signed: boolean;
  /** The active profile's user and tenancy, when it names them: the check reads who it signs in as. */
  readonly who?: { readonly user: string; readonly tenancy: string } | undefined;
}

type Check =
  | { readonly state: 'idle' }
  | { readonly state: 'running' }
  | { readonly state: 'ok'; readonly user?: string; readonly tenancy?: string }
  | { readonly state: 'failed'; readonly failure: ConsoleFailure };

/** What to do about a failed check, in words: unsigned, refused signature, unreachable region. */
export function adviceFor(failure: ConsoleFailure, signed: boolean, t: ProfilesT): string | undefined {
  if (failure.kind === 'http' && failure.status === 401) {
    if (failure.clockSkewMs !== undefined) return t('check.clockSkew');
    if (failure.sessionToken === true) return t('check.sessionEnded');
    return signed ? t('check.notAuthenticated') : t('check.unsigned');
  }
  if (failure.kind === 'network' || failure.kind === 'timeout') return t('check.network');
  return undefined;
}

/**
 * One search sent to the console's region, signed as every request is, to show whether the
 * service accepts the active profile. A refusal shows the HTTP status and code, the request id,
 * and what to check.
 */
export function ConnectionCheck({ region, signed, who }: ConnectionCheckProps) {
  const t = useProfilesText();
  const [check, setCheck] = useState<Check>({ state: 'idle' });

  const run = async () => {
    setCheck({ state: 'running' });
    if (who !== undefined) {
      // One signed read of who the profile signs in as; the tenancy's name when it can be read too.
      const user = await call('getUser', { userId: who.user });
      if (!user.ok) {
        setCheck({ state: 'failed', failure: user.failure });
        return;
      }
      const tenancy = await call('getTenancy', { tenancyId: who.tenancy });
      setCheck({
        state: 'ok',
        user: user.value.body.name ?? who.user,
        tenancy: (tenancy.ok ? tenancy.value.body.name : undefined) ?? who.tenancy,
      });
      return;
    }
    const result = await call('searchResources', {
      searchDetails: { type: 'Structured', query: 'query compartment resources' },
      limit: 1,
    });
    setCheck(result.ok ? { state: 'ok' } : { state: 'failed', failure: result.failure });
  };

  const advice = check.state === 'failed' ? adviceFor(check.failure, signed, t) : undefined;
  return (
    <Card title={t('check.title')} headingLevel={2}>
      <p>{t('check.intro')}</p>
      <div className="profiles-actions">
        <Button
          onPress={() => void run()}
          isPending={check.state === 'running'}
          data-testid="connection-check"
        >
          {t('check.run')}
        </Button>
      </div>
      <div data-testid="connection-result">
        {check.state === 'ok' ? (
          <p role="status">
            <StatusLabel status="success">
              {check.user !== undefined && check.tenancy !== undefined
                ? t('check.connectedAs', { user: check.user, tenancy: check.tenancy, region })
                : t('check.ok', { region })}
            </StatusLabel>
          </p>
        ) : null}
        {check.state === 'failed' ? <ErrorPanel title={t('check.failed')} failure={check.failure} /> : null}
        {advice !== undefined ? (
          <p className="profiles-note" data-testid="connection-advice">
            {advice}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
