import { storageFailure } from '../../contract/storageError';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleFailure } from '../../contract/failure';
import type { ProfileSummary } from '../../worker/api';
import { consoleApi } from '../consoleApi';

export type ProfilesRead =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly profiles: readonly ProfileSummary[] }
  | { readonly status: 'failed'; readonly failure: ConsoleFailure };

export interface ProfilesHandle {
  readonly read: ProfilesRead;
  /** Reads the list again (after the worker changed it). */
  readonly refresh: () => Promise<void>;
}

/**
 * The profiles on this device, as the worker summarises them (no key, no token). The list is
 * asked for, not watched: it changes only by the profiles screen's own actions, each followed by refresh.
 */
export function useProfiles(): ProfilesHandle {
  const [read, setRead] = useState<ProfilesRead>({ status: 'loading' });
  const refresh = useCallback(async () => {
    try {
      const profiles = await consoleApi().listProfiles();
      setRead({ status: 'ready', profiles });
    } catch (error) {
      setRead({ status: 'failed', failure: storageFailure(error) });
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { read, refresh };
}
