import { useSyncExternalStore } from 'react';
import { Button } from '../ui/Button';
import { dismissOfflineCopy, offlineCopy, subscribeToOfflineCopy } from './offlineCopyStore';
import { usePwaStrings } from './PwaStringsProvider';
import { isUpdateWaiting, subscribeToUpdate } from './updateStore';
import './pwa.css';

/**
 * Tells how the console's offline copy stands when it was not whole (offlineCopyStore): restored
 * after Cache Storage lost it, or still incomplete, so that starting needs the network. The
 * status region is always in the page, so screen readers announce it when it appears; the
 * update offer, when one is open, is shown first.
 */
export function OfflineCopyNotice() {
  const strings = usePwaStrings();
  const copy = useSyncExternalStore(subscribeToOfflineCopy, offlineCopy, () => 'whole' as const);
  const updateOpen = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  const open = copy !== 'whole' && !updateOpen;
  return (
    <div
      className="pwa-update"
      role="status"
      data-open={open || undefined}
      data-testid="offline-copy"
      data-copy={copy}
    >
      {open ? (
        <>
          <p className="pwa-update__text">
            {copy === 'restored' ? strings.offlineCopyRestored : strings.offlineCopyMissing}
          </p>
          <div className="pwa-update__actions">
            <Button variant="ghost" onPress={dismissOfflineCopy}>
              {strings.dismiss}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
