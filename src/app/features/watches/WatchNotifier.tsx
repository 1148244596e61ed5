/**
 * Mounted once, in the shell. Starts the worker's watch loop with a callback that shows each
 * notice through the service worker, in the user's language, and keeps the watches' Periodic
 * Background Sync registered while some watch runs (where the browser has it). Renders nothing,
 * unless the browser did not show a notice (no longer allowed, or refused: Firefox without a
 * desktop notification service): then the page says which, until dismissed.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchNotice } from '../../../worker/api';
import { useEnumLabel } from '../../i18n/enumLabel';
import { startWatchLoop, useWatchesRunning } from './useWatches';
import { Button } from '../../ui';
import { useSettings } from '../../settings/SettingsContext';
import { showNotices, syncWatchesPeriodically, type MissedNotice } from './notifications';
import './watches.css';

export function WatchNotifier() {
  const { t } = useTranslation('watches');
  const enumLabel = useEnumLabel();
  const words = useRef({ t, enumLabel });
  words.current = { t, enumLabel };
  const [missed, setMissed] = useState<MissedNotice>();
  useEffect(() => {
    const show = (notices: WatchNotice[]): void => {
      void showNotices(words.current.t, words.current.enumLabel, notices).then((notShown) => {
        const last = notShown.at(-1);
        if (last !== undefined) setMissed(last);
      });
    };
    void startWatchLoop(show);
  }, []);

  const running = useWatchesRunning();
  const { settings } = useSettings();
  // Alarms of watched compartments are checked by the same periodic sync as the watches.
  const wanted = running === undefined ? undefined : running || settings.alarmCompartments.length > 0;
  useEffect(() => {
    if (wanted !== undefined) void syncWatchesPeriodically(wanted);
  }, [wanted]);
  if (missed === undefined) return null;
  return (
    <div role="alert" className="watch-missed" data-testid="watch-missed">
      <p>
        {missed.reason === 'blocked'
          ? t('missed.blocked', { title: missed.title })
          : t('missed.failed', { title: missed.title, message: missed.message })}
      </p>
      <Button
        size="sm"
        onPress={() => {
          setMissed(undefined);
        }}
      >
        {t('missed.dismiss')}
      </Button>
    </div>
  );
}
