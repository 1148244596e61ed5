import { useState } from 'react';
import { Button } from '../ui/Button';
import { usePwaStrings } from './PwaStringsProvider';
import { useServiceWorkerUpdate } from './useServiceWorkerUpdate';
import './pwa.css';

/**
 * Offers a new version of the console: "A new version of Field Console is ready." with Reload and
 * Later; in a tab holding typed text after another tab took the new version, "A new version is
 * ready. Reload now and lose what you typed?". Mounting it registers the service worker. The
 * status region is always in the page, so screen readers announce the offer when it appears.
 */
export function UpdatePrompt() {
  const strings = usePwaStrings();
  const { updateReady, losesInput, reload, later } = useServiceWorkerUpdate();
  const [reloading, setReloading] = useState(false);
  return (
    <div
      className="pwa-update"
      role="status"
      data-open={updateReady || undefined}
      data-testid="update-prompt"
      data-loses-input={losesInput || undefined}
    >
      {updateReady ? (
        <>
          <p className="pwa-update__text">{losesInput ? strings.updateLosesInput : strings.updateReady}</p>
          <div className="pwa-update__actions">
            <Button
              variant="primary"
              isPending={reloading}
              onPress={() => {
                setReloading(true);
                reload();
              }}
            >
              {strings.updateReload}
            </Button>
            <Button variant="ghost" isDisabled={reloading} onPress={later}>
              {strings.updateLater}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
