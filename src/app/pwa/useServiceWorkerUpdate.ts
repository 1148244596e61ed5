import { useEffect, useSyncExternalStore } from 'react';
import { watchUnsavedInput } from './unsavedInput';
import { acceptUpdate, currentOffer, dismissUpdate, subscribeToUpdate } from './updateStore';

export interface ServiceWorkerUpdate {
  /** A new version is installed and waits for the user, or already runs in another tab. */
  readonly updateReady: boolean;
  /** Reloading now would lose text typed in this tab (the new version runs in another tab). */
  readonly losesInput: boolean;
  /** Switch to the new version: the tab reloads once the new service worker controls it. */
  readonly reload: () => void;
  /** Keep the current version for now. */
  readonly later: () => void;
}

/**
 * Registers the service worker (once per page; the registration code and workbox-window load
 * after the first screen, from the precache) and tells when a new version is ready. From then
 * on the fields the user enters are watched, so that a tab holding typed text is asked before a
 * new version reloads it.
 */
export function useServiceWorkerUpdate(): ServiceWorkerUpdate {
  useEffect(() => {
    watchUnsavedInput();
    import('./registerServiceWorker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => {
        console.warn(
          'The service worker could not be registered: Field Console will not work offline.',
          error,
        );
      });
  }, []);
  const offer = useSyncExternalStore(subscribeToUpdate, currentOffer, () => 'none' as const);
  return {
    updateReady: offer !== 'none',
    losesInput: offer === 'loseInput',
    reload: acceptUpdate,
    later: dismissUpdate,
  };
}
