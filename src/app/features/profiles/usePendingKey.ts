import { useCallback, useEffect, useState } from 'react';
import type { DeviceKeySummary } from '../../../worker/api';
import { consoleApi } from '../../consoleApi';

/** The key made on this device that is not a profile yet, as the worker keeps it (asked, not watched). */
export function usePendingKey(): {
  readonly key: DeviceKeySummary | undefined | null;
  readonly refresh: () => Promise<void>;
} {
  // null: not read yet.
  const [key, setKey] = useState<DeviceKeySummary | undefined | null>(null);
  const refresh = useCallback(async () => {
    setKey(await consoleApi().pendingDeviceKey());
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { key, refresh };
}
