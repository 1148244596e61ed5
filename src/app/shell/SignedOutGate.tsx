import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onSignedOutElsewhere, onTenancySwitched } from '../../contract/sessionChannel';
import { onDatabaseDeleted } from './databaseDeleted';
import { isSigningOutHere } from './signingOut';

/**
 * The console, until another tab signs out: then the console gives way to a notice (nothing of
 * the old session stays on screen, nothing more asks the worker for data) with a way back in.
 * Heard from the sign-out message, or from the database being deleted where that was missed.
 * A switch of tenancy, in this tab or another, reloads the page into the tenancy chosen.
 */
export function SignedOutGate({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation('console');
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    let switching = false;
    const ended = () => {
      if (!isSigningOutHere() && !switching) setSignedOut(true);
    };
    const stop = onSignedOutElsewhere(ended);
    const stopDeletion = onDatabaseDeleted(ended);
    // Every tab shows the same tenancy: when one switches (or signs out of one of several), each
    // page reloads into the tenancy active now.
    const stopSwitch = onTenancySwitched(() => {
      switching = true;
      window.location.reload();
    });
    return () => {
      stop();
      stopDeletion();
      stopSwitch();
    };
  }, []);

  if (!signedOut) return <>{children}</>;
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
