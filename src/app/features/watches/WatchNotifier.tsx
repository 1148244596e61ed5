/**
 * Mounted once, in the shell; renders nothing. Starts the worker's watch loop with a callback
 * that shows each notice through the service worker, in the user's language, and keeps the
 * watches' Periodic Background Sync registered while some watch runs (where the browser has it).
 */
import { proxy } from 'comlink';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchNotice } from '../../../worker/api';
import { consoleDb } from '../../../contract/db';
import { consoleApi } from '../../consoleApi';
import { showNotices, syncWatchesPeriodically } from './notifications';

export function WatchNotifier() {
  const { t } = useTranslation('watches');
  const words = useRef(t);
  words.current = t;
  useEffect(() => {
    const show = (notices: WatchNotice[]): void => {
      void showNotices(words.current, notices).catch(() => undefined);
    };
    void consoleApi().startWatchLoop(proxy(show));
  }, []);

  const running = useLiveQuery(
    async () => (await consoleDb().watches.toArray()).some((watch) => watch.finishedAt === undefined),
    [],
  );
  useEffect(() => {
    if (running !== undefined) void syncWatchesPeriodically(running);
  }, [running]);
  return null;
}
