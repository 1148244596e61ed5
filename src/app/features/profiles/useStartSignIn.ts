/**
 * Starts a sign-in with the deployment's identity domain: the worker makes the sign-in's key pair
 * on this device (the private half never leaves it) and the page goes to the server's start, on
 * this origin only (through the one gate of addresses, ui/safeHref.ts); the key waits in
 * IndexedDB for the return (SignInReturnScreen). With `renews`, it is "Sign in again" for that
 * session profile: the return brings the same profile back with a new key and token.
 */
import { useState } from 'react';
import { useFailureText } from '../../i18n/failureText';
import { safeHref } from '../../ui/safeHref';
import { profileCommands } from './profileCommands';

export interface SignInStart {
  readonly start: () => Promise<void>;
  readonly pending: boolean;
  readonly error: string | undefined;
}

export function useStartSignIn(renews?: string): SignInStart {
  const describe = useFailureText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const start = async () => {
    setPending(true);
    setError(undefined);
    const result = await profileCommands.startSignIn(renews === undefined ? {} : { renews });
    if (!result.ok) {
      setPending(false);
      setError(describe(result.failure));
      return;
    }
    const address = safeHref(result.value);
    if (address === undefined || !address.startsWith('/')) {
      setPending(false);
      return;
    }
    window.location.href = address;
  };

  return { start, pending, error };
}
