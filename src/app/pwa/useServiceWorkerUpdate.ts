import { useEffect, useSyncExternalStore } from 'react';
import { acceptUpdate, dismissUpdate, isUpdateWaiting, subscribeToUpdate } from './updateStore';

export interface ServiceWorkerUpdate {
  /** A new version is installed and waits for the user. */
  readonly updateReady: boolean;
  /** Switch to the new version: the tab reloads once the new service worker controls it. */
  readonly reload: () => void;
  /** Keep the current version for now. */
  readonly later: () => void;
}

/**
 * Registers the service worker (once per page; the registration code and workbox-window load
 * after the first screen, from the precache) and tells when a new version is ready.
 */
export function useServiceWorkerUpdate(): ServiceWorkerUpdate {
  useEffect(() => {
    import('./registerServiceWorker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => {
        console.warn(
          'The service worker could not be registered: Field Console will not work offline.',
          error,
        );
      });
  }, []);
  const updateReady = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  return { updateReady, reload: acceptUpdate, later: dismissUpdate };
}
