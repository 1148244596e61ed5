/**
 * "Notify me" on a build run, deployment or work request page: a toggle. Turning it on asks
 * for notification permission (only then) and stores the watch through the worker; turning it
 * off removes the watch. It is not offered once the resource has ended. While the page sees its resource change, it asks the worker to check
 * the watches now, so the notification does not wait for the next round.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../i18n/failureText';
import { ToggleButton } from 'react-aria-components';
import { useLocation } from 'react-router-dom';
import { isFinalState, type WatchKind, type WatchedState } from '../../../rules/watchRules';
import { useWatch, watchCommands } from './useWatches';
import { askNotificationPermission } from './notifications';
import './watches.css';

export interface WatchButtonProps {
  readonly kind: WatchKind;
  readonly id: string;
  readonly region: string;
  readonly displayName: string;
  /** The state the page shows now. */
  readonly state: WatchedState | undefined;
  /** The page a notification opens; the page showing the button by default. */
  readonly path?: string;
}

type Problem = 'denied' | 'dismissed' | 'unsupported' | 'homeScreen' | { readonly failed: string };

export function WatchButton({ kind, id, region, displayName, state, path }: WatchButtonProps) {
  const { t } = useTranslation('watches');
  const describeFailure = useFailureText();
  const location = useLocation();
  const watch = useWatch(id);
  const watching = watch !== undefined && watch.finishedAt === undefined;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();

  useEffect(() => {
    if (watching && state !== undefined) void watchCommands.checkWatchesNow();
  }, [watching, state]);

  const toggle = async (on: boolean): Promise<void> => {
    setBusy(true);
    setProblem(undefined);
    try {
      if (!on) {
        const removed = await watchCommands.removeWatch(id);
        if (!removed.ok) setProblem({ failed: describeFailure(removed.failure) });
        return;
      }
      const permission = await askNotificationPermission();
      if (permission !== 'granted') {
        setProblem(permission);
        return;
      }
      const added = await watchCommands.addWatch({
        id,
        kind,
        region,
        displayName,
        path: path ?? `${location.pathname}${location.search}`,
        ...(state === undefined ? {} : { lastState: state }),
      });
      // Periodic Background Sync follows the running watches (WatchNotifier).
      if (!added.ok) setProblem({ failed: describeFailure(added.failure) });
    } finally {
      setBusy(false);
    }
  };

  // An ended resource has nothing more to tell: no button, once its watch (if any) has finished.
  if (isFinalState(state) && !watching) return null;
  return (
    <span className="watch-button">
      <ToggleButton
        className="ui-button ui-button--secondary ui-button--md watch-button__toggle"
        isSelected={watching}
        isDisabled={busy}
        onChange={(on) => void toggle(on)}
        data-testid="watch-toggle"
      >
        <span className="ui-button__label">{t('button.notifyMe')}</span>
      </ToggleButton>
      {watching ? <span className="watch-button__note">{t('button.watching')}</span> : null}
      {problem !== undefined ? (
        <span role="alert" className="watch-button__problem">
          {typeof problem === 'string'
            ? {
                denied: t('permission.denied'),
                dismissed: t('permission.dismissed'),
                unsupported: t('permission.unsupported'),
                homeScreen: t('permission.homeScreen'),
              }[problem]
            : t('permission.failed', { message: problem.failed })}
        </span>
      ) : null}
    </span>
  );
}
