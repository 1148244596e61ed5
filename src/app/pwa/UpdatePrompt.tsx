import { useState } from 'react';
import { Button } from '../ui/Button';
import { usePwaStrings } from './PwaStringsProvider';
import { useServiceWorkerUpdate } from './useServiceWorkerUpdate';
import './pwa.css';

/**
 * Offers a new version of the console: "A new version of Field Console is ready." with Reload and
 * Later. Mounting it registers the service worker. The status region is always in the page, so
 * screen readers announce the offer when it appears.
 */
export function UpdatePrompt() {
  const strings = usePwaStrings();
  const { updateReady, reload, later } = useServiceWorkerUpdate();
  const [reloading, setReloading] = useState(false);
  return (
    <div
      className="pwa-update"
      role="status"
      data-open={updateReady || undefined}
      data-testid="update-prompt"
    >
      {updateReady ? (
        <>
          <p className="pwa-update__text">{strings.updateReady}</p>
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
