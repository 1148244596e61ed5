import { useState } from 'react';
import { Label, Meter, useLocale } from 'react-aria-components';
import { Button } from '../ui/Button';
import { formatBytes } from '../kit/formatBytes';
import { usePwaStrings } from './PwaStringsProvider';
import { useStorageEstimate } from './useStorageEstimate';
import type { Persistence } from './useStorageEstimate';
import type { PwaStrings } from './pwaStrings';
import './pwa.css';

function persistenceText(persistence: Persistence, strings: PwaStrings): string | undefined {
  switch (persistence) {
    case 'persisted':
      return strings.dataKept;
    case 'refused':
      return strings.keepDataRefused;
    case 'best-effort':
      return strings.dataMayBeCleared;
    case 'unknown':
      return undefined;
  }
}

/**
 * How much of this device's storage the console uses ("Using 12.3 MB of 1.2 GB", as a labelled
 * meter), and a "Keep data on this device" button that asks the browser not to evict it.
 */
export function StorageMeter() {
  const strings = usePwaStrings();
  const { locale } = useLocale();
  const { supported, figures, persistence, canPersist, persist } = useStorageEstimate();
  const [asking, setAsking] = useState(false);
  const status = persistenceText(persistence, strings);

  return (
    <div className="pwa-storage" data-testid="storage-meter">
      {figures !== undefined ? (
        <Meter
          className="pwa-storage__meter"
          value={figures.usage}
          minValue={0}
          maxValue={Math.max(figures.quota, figures.usage, 1)}
          valueLabel={strings.storageUsage(
            formatBytes(figures.usage, locale),
            formatBytes(figures.quota, locale),
          )}
        >
          {({ percentage, valueText }) => (
            <>
              <div className="pwa-storage__header">
                <Label className="pwa-storage__label">{strings.storageLabel}</Label>
                <span className="pwa-storage__value" data-testid="storage-usage">
                  {valueText}
                </span>
              </div>
              <div className="pwa-storage__track">
                <div className="pwa-storage__fill" style={{ inlineSize: `${percentage}%` }} />
              </div>
            </>
          )}
        </Meter>
      ) : supported ? null : (
        <p className="pwa-storage__note">{strings.storageUnknown}</p>
      )}
      {canPersist ? (
        <div className="pwa-storage__persist">
          <p className="pwa-storage__note" role="status" data-testid="storage-persistence">
            {status}
          </p>
          {persistence === 'persisted' ? null : (
            <Button
              isPending={asking}
              onPress={() => {
                setAsking(true);
                persist()
                  .catch(() => undefined)
                  .finally(() => {
                    setAsking(false);
                  });
              }}
            >
              {strings.keepData}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
