/**
 * Settings: the alarms that notify — the compartments watched (each with those under it) and the
 * severities told. Adding the first compartment asks the browser for permission to notify (the
 * user asked; never on load). The worker's watch loop and the periodic check read these
 * (src/worker/watches/alarmCheck.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_SEVERITIES, type AlarmSeverity } from '../../../oci/alarms';
import {
  ALARM_WATCH_COMPARTMENTS,
  ALARM_WATCH_SEVERITIES,
  watchedCompartments,
  watchedSeverities,
} from '../../../rules/alarmWatchRules';
import { useEnumLabel } from '../../i18n/enumLabel';
import { CompartmentName } from '../../kit/CompartmentName';
import { CompartmentPicker } from '../../kit/CompartmentPicker';
import { useSettings } from '../../settings/SettingsContext';
import { Button, Checkbox } from '../../ui';
import { askNotificationPermission, type PermissionAnswer } from './notifications';

export function AlarmWatchSettings() {
  const { t } = useTranslation(['watches', 'glossary']);
  const enumLabel = useEnumLabel();
  const { settings, update } = useSettings();
  const [chosen, setChosen] = useState<string>();
  const [answer, setAnswer] = useState<PermissionAnswer>();
  // The keys are the rules' (one spelling for the worker, the service worker and this page).
  const compartments = watchedCompartments(settings[ALARM_WATCH_COMPARTMENTS]);
  const severities = watchedSeverities(settings[ALARM_WATCH_SEVERITIES]);

  const watch = async (id: string) => {
    const permission = await askNotificationPermission();
    setAnswer(permission);
    if (permission !== 'granted') return;
    await update(ALARM_WATCH_COMPARTMENTS, [...compartments.filter((known) => known !== id), id]);
    setChosen(undefined);
  };
  const toggle = (severity: AlarmSeverity, on: boolean) =>
    update(
      ALARM_WATCH_SEVERITIES,
      ALARM_SEVERITIES.filter((known) => (known === severity ? on : severities.includes(known))),
    );

  return (
    <section className="alarm-watch" aria-labelledby="alarm-watch-title" data-testid="alarm-watch">
      <h3 id="alarm-watch-title">{t('alarms.title')}</h3>
      <p className="settings__intro">{t('alarms.intro')}</p>
      {compartments.length === 0 ? <p>{t('alarms.none')}</p> : null}
      <ul className="watch-list">
        {compartments.map((id) => (
          <li key={id} className="watch-list__item">
            <span className="watch-list__name">
              <CompartmentName id={id} />
            </span>
            <Button
              size="sm"
              aria-label={t('alarms.stopLabel')}
              onPress={() =>
                void update(
                  ALARM_WATCH_COMPARTMENTS,
                  compartments.filter((known) => known !== id),
                )
              }
            >
              {t('settings.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <CompartmentPicker label={t('glossary:compartment')} value={chosen} onChange={setChosen} />
      <Button
        isDisabled={chosen === undefined}
        onPress={() => void (chosen === undefined ? undefined : watch(chosen))}
      >
        {t('alarms.watch')}
      </Button>
      {answer !== undefined && answer !== 'granted' ? (
        <p role="alert">
          {
            {
              denied: t('alarms.permission.denied'),
              dismissed: t('alarms.permission.dismissed'),
              unsupported: t('permission.unsupported'),
              homeScreen: t('alarms.permission.homeScreen'),
            }[answer]
          }
        </p>
      ) : null}
      <fieldset className="alarm-watch__severities">
        <legend>{t('alarms.severities')}</legend>
        {ALARM_SEVERITIES.map((severity) => (
          <Checkbox
            key={severity}
            label={enumLabel(severity)}
            isSelected={severities.includes(severity)}
            onChange={(on) => void toggle(severity, on)}
          />
        ))}
      </fieldset>
    </section>
  );
}
