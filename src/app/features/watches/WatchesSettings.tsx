/**
 * Settings: the watches ("Notify me"), each with its resource, kind, the state last seen (or
 * finished), a link to its page and a remove button; and the alarms that notify.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { safeWatchPath } from '../../../rules/watchRules';
import type { StoredWatch } from '../../../contract/db';
import { AlarmWatchSettings } from './AlarmWatchSettings';
import { useWatches, watchCommands } from './useWatches';
import { Button, Card, LifecycleBadge, StatusLabel } from '../../ui';
import './watches.css';

function WatchState({ watch }: { readonly watch: StoredWatch }) {
  const { t } = useTranslation('watches');
  if (watch.lastState === undefined) return <StatusLabel status="muted">{t('state.unknown')}</StatusLabel>;
  if (watch.lastState === 'NEEDS_APPROVAL')
    return <StatusLabel status="warning">{t('state.NEEDS_APPROVAL')}</StatusLabel>;
  return <LifecycleBadge state={watch.lastState} />;
}

export function WatchesSettings() {
  const { t } = useTranslation('watches');
  const watches = useWatches();
  const kinds = {
    buildRun: t('kind.buildRun'),
    deployment: t('kind.deployment'),
    workRequest: t('kind.workRequest'),
  } as const;
  return (
    <Card title={t('settings.title')}>
      <p className="settings__intro">{t('settings.intro')}</p>
      {watches !== undefined && watches.length === 0 ? <p>{t('settings.empty')}</p> : null}
      {watches !== undefined && watches.length > 0 ? (
        <ul className="watch-list" data-testid="watch-list">
          {watches.map((watch) => (
            <li key={watch.id} className="watch-list__item">
              <span className="watch-list__name">
                <Link to={safeWatchPath(watch.path)}>{watch.displayName}</Link>
                <br />
                <span className="watch-button__note">{kinds[watch.kind]}</span>
              </span>
              <WatchState watch={watch} />
              {watch.finishedAt !== undefined ? (
                <span className="watch-button__note">{t('state.finished')}</span>
              ) : null}
              <Button
                size="sm"
                aria-label={t('settings.removeLabel', { name: watch.displayName })}
                onPress={() => void watchCommands.removeWatch(watch.id)}
              >
                {t('settings.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <AlarmWatchSettings />
    </Card>
  );
}
