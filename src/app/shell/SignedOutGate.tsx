import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onSignedOutElsewhere, onTenancySwitched } from '../../contract/sessionChannel';
import { onDatabaseDeleted } from './databaseDeleted';
import { isSigningOutHere } from './signingOut';

/**
 * The console, until another tab signs out: then the console gives way to a notice (nothing of
 * the old session stays on screen, nothing more asks the worker for data) with a way back in.
 * Heard from the sign-out message, or from the database being deleted where that was missed.
 * A switch of tenancy, in this tab or another, reloads the page into the tenancy chosen, and so
 * does the deletion of this tenancy's database when another tenancy is left on the device.
 * Whenever the page is leaving, the screens go first: their live queries stop, so none of them
 * reads the closed database (databaseDeleted.ts) before the reload.
 */
export function SignedOutGate({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation('console');
  const [state, setState] = useState<'shown' | 'leaving' | 'signedOut'>('shown');

  useEffect(() => {
    let switching = false;
    const reload = () => {
      switching = true;
      setState('leaving');
      window.location.reload();
    };
    const ended = () => {
      if (isSigningOutHere()) setState('leaving');
      else if (!switching) setState('signedOut');
    };
    const stop = onSignedOutElsewhere(ended);
    const stopDeletion = onDatabaseDeleted((tenancyLeft) => {
      if (isSigningOutHere()) setState('leaving');
      else if (tenancyLeft) reload();
      else ended();
    });
    // Every tab shows the same tenancy: when one switches (or signs out of one of several), each
    // page reloads into the tenancy active now.
    const stopSwitch = onTenancySwitched(reload);
    return () => {
      stop();
      stopDeletion();
      stopSwitch();
    };
  }, []);

  if (state === 'shown') return <>{children}</>;
  // Nothing of the tenancy left on screen while the page reloads.
  if (state === 'leaving') return <main className="signed-out" role="main" aria-busy="true" />;
  return (
    <main className="signed-out" role="main" aria-labelledby="signed-out-title">
      <h1 id="signed-out-title">{t('shell.signedOutTitle')}</h1>
      <p>{t('shell.signedOutBody')}</p>
      {/* A plain button: the gate sits in the first route, which must not carry the component kit. */}
      <button
        type="button"
        className="signed-out__reload"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('shell.signInAgain')}
      </button>
    </main>
  );
}
