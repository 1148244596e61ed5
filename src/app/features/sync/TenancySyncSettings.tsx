/**
 * Settings → "The tenancy on this device": choose regions (the home region by default) and a
 * compartment (the whole tenancy by default); before the download starts, the estimated storage
 * beside what the browser offers, and persistent storage is asked for. Then a progress bar
 * (resources, pages, regions, time left) that pauses offline and goes on by itself, across
 * reloads; afterwards each region's age. The worker does the work; this reads its state live.
 */
import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import {
  BYTES_PER_RESOURCE,
  syncTotals,
  type RegionSync,
  type SyncPlan,
} from '../../../contract/tenancySync';
import { syncCommands } from './syncCommands';
import { formatBytes } from '../../kit/formatBytes';
import { useStorageEstimate } from '../../pwa/useStorageEstimate';
import { useSettings } from '../../settings/SettingsContext';
import { Button, Card, Checkbox, Freshness, ProgressBar, Select, StatusLabel, useAnnounce } from '../../ui';
import { loadCompartments } from '../../data/loadTypeList';
import { useNow } from '../../kit/useNow';
import { useFailureText } from '../../i18n/failureText';
import { useSubscribedRegions } from '../../kit/useSubscribedRegions';
import { useRegionLabel } from '../../i18n/regionName';
import { RegionLabel } from '../../i18n/RegionLabel';
import { SYNC_SECTION_ID } from './SyncOffer';
import { useKeptResourceCount, useTenancySync } from './useTenancySync';
import { NearlyFull } from './NearlyFull';
import './sync.css';

const WHOLE_TENANCY = '';

function useCompartmentOptions(): readonly { id: string; label: string }[] {
  const [options, setOptions] = useState<readonly { id: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    void loadCompartments().then((result) => {
      if (!live || !result.ok) return;
      setOptions(
        result.value.items
          .map((item) => ({ id: item.identifier, label: item.displayName ?? item.identifier }))
          .sort((a, b) => a.label.localeCompare(b.label)),
      );
    });
    return () => {
      live = false;
    };
  }, []);
  return options;
}

function regionStatus(t: TFunction<readonly ['sync', 'glossary']>, region: RegionSync | undefined): string {
  if (region === undefined) return t('status.waiting');
  if (region.status === 'paused')
    return t(
      region.pause === 'offline'
        ? 'status.pausedOffline'
        : region.pause === 'storage'
          ? 'status.pausedStorage'
          : 'status.paused',
    );
  return t(`status.${region.status}`);
}

interface PlanFormProps {
  /** The plan being kept, when the user changes it: its regions and compartment to start from. */
  readonly current?: SyncPlan;
  /** Leaves a change of the plan without starting it. */
  readonly onCancel?: () => void;
}

function PlanForm({ current, onCancel }: PlanFormProps) {
  const { t } = useTranslation(['sync', 'glossary']);
  const { locale } = useLocale();
  const { settings } = useSettings();
  const subscribed = useSubscribedRegions();
  const compartments = useCompartmentOptions();
  const storage = useStorageEstimate();
  const [regions, setRegions] = useState<readonly string[]>(current?.regions ?? [settings.region]);
  const [compartment, setCompartment] = useState(current?.compartmentIds[0] ?? WHOLE_TENANCY);
  const [problem, setProblem] = useState<string>();
  const describeFailure = useFailureText();
  // The regions kept stay offered even when the subscriptions are not known (offline).
  const choices = [
    ...new Set([
      settings.region,
      ...(current?.regions ?? []),
      ...(subscribed.known ? subscribed.regions : []),
    ]),
  ];
  const kept = useKeptResourceCount(regions);
  const regionLabel = useRegionLabel();
  const start = async () => {
    const plan: SyncPlan = { regions, compartmentIds: compartment === WHOLE_TENANCY ? [] : [compartment] };
    if (storage.canPersist && storage.persistence !== 'persisted')
      await storage.persist().catch(() => undefined);
    const started = await syncCommands.syncTenancy(plan);
    // Once started, the state the worker keeps replaces this form with the progress.
    if (!started.ok) setProblem(describeFailure(started.failure));
  };
  return (
    <div className="sync-plan">
      <fieldset className="sync-plan__regions">
        <legend>{t('plan.regions')}</legend>
        {choices.map((region) => (
          <Checkbox
            key={region}
            label={regionLabel(region)}
            isSelected={regions.includes(region)}
            onChange={(selected) => {
              setRegions((current) =>
                selected ? [...current, region] : current.filter((chosen) => chosen !== region),
              );
            }}
          />
        ))}
      </fieldset>
      <Select
        label={t('glossary:compartment')}
        options={[{ id: WHOLE_TENANCY, label: t('plan.wholeTenancy') }, ...compartments]}
        selectedKey={compartment}
        onSelectionChange={setCompartment}
        description={compartment === WHOLE_TENANCY ? undefined : t('plan.compartmentOnly')}
      />
      <p data-testid="sync-estimate">
        {kept === undefined
          ? t('plan.estimateUnknown', { size: formatBytes(1000 * BYTES_PER_RESOURCE, locale) })
          : t('plan.estimate', {
              count: kept,
              size: formatBytes(kept * BYTES_PER_RESOURCE, locale),
              perThousand: formatBytes(1000 * BYTES_PER_RESOURCE, locale),
            })}{' '}
        {storage.figures === undefined
          ? null
          : t('plan.quota', {
              free: formatBytes(Math.max(0, storage.figures.quota - storage.figures.usage), locale),
            })}
      </p>
      {problem === undefined ? null : <p role="alert">{problem}</p>}
      <div className="sync-actions">
        <Button variant="primary" isDisabled={regions.length === 0} onPress={() => void start()}>
          {t('plan.start')}
        </Button>
        {onCancel === undefined ? null : <Button onPress={onCancel}>{t('plan.cancel')}</Button>}
      </div>
    </div>
  );
}

function Progress({ onChange }: { readonly onChange: () => void }) {
  const { t } = useTranslation(['sync', 'glossary']);
  const { locale } = useLocale();
  const state = useTenancySync();
  const now = useNow(5_000);
  const announce = useAnnounce();
  const describeFailure = useFailureText();
  const totals = useMemo(() => (state ? syncTotals(state) : undefined), [state]);
  const allDone = totals !== undefined && totals.regionsDone === totals.regions;
  useEffect(() => {
    if (allDone) announce(t('announce.done'));
  }, [allDone, announce, t]);
  if (!state || totals === undefined) return null;
  const number = new Intl.NumberFormat(locale);
  const stoppedForRoom = Object.values(state.regions).some((region) => region.pause === 'storage');
  const percent =
    totals.expected === undefined || totals.expected === 0
      ? allDone
        ? 100
        : undefined
      : Math.min(100, Math.round((totals.received / totals.expected) * 100));
  const resources = t('progress.resources', {
    count: totals.received,
    shown: number.format(totals.received),
  });
  return (
    <div className="sync-progress" data-testid="sync-progress">
      {/* A first download has no total to measure against: the bar says how far it has come. */}
      <ProgressBar
        label={t('progress.label')}
        value={percent}
        {...(percent === undefined ? { valueLabel: t('progress.soFar', { resources }) } : {})}
      />
      <p data-testid="sync-figures">
        {t('progress.summary', {
          resources,
          pages: t('progress.pages', { count: totals.pages, shown: number.format(totals.pages) }),
          regions: t('progress.regions', {
            count: totals.regions,
            shown: number.format(totals.regions),
            done: number.format(totals.regionsDone),
          }),
        })}{' '}
        {allDone
          ? null
          : totals.timeLeftMs !== undefined
            ? t('progress.timeLeft', {
                minutes: number.format(Math.max(1, Math.ceil(totals.timeLeftMs / 60_000))),
              })
            : totals.timeLeftUnknown === 'pace'
              ? t('progress.timeLeftPace')
              : t('progress.timeLeftUnknown')}
      </p>
      <ul className="sync-regions">
        {state.plan.regions.map((region) => {
          const kept = state.regions[region];
          return (
            <li key={region} data-testid="sync-region" data-status={kept?.status ?? 'waiting'}>
              <span>
                <RegionLabel id={region} />
              </span>
              <StatusLabel
                status={
                  kept?.status === 'done'
                    ? 'success'
                    : kept?.status === 'failed'
                      ? 'danger'
                      : kept?.status === 'paused'
                        ? 'warning'
                        : 'info'
                }
              >
                {regionStatus(t, kept)}
              </StatusLabel>
              {/* Its status says "Synced" when done; while a new pass runs, how old the last one is. */}
              {kept?.completedAt === undefined ? null : kept.status === 'done' ? (
                <Freshness timestamp={kept.completedAt} now={now} style="short" />
              ) : (
                <span>
                  {t('progress.lastComplete')}{' '}
                  <Freshness timestamp={kept.completedAt} now={now} style="short" />
                </span>
              )}
              {kept?.pruned ? <span>{t('progress.pruned', { count: kept.pruned })}</span> : null}
              {kept?.failure === undefined || kept.pause === 'storage' ? null : (
                <span role="alert">{describeFailure(kept.failure)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {stoppedForRoom ? <NearlyFull onChange={onChange} /> : null}
      <div className="sync-actions">
        {/* Pause stops a download under way; once every region is in, there is none to pause. */}
        {!state.wanted ? (
          <Button variant="primary" onPress={() => void syncCommands.resumeTenancySync()}>
            {t('action.resume')}
          </Button>
        ) : allDone ? null : (
          <Button onPress={() => void syncCommands.pauseTenancySync()}>{t('action.pause')}</Button>
        )}
        <Button onPress={() => void syncCommands.syncTenancyNow()}>{t('action.syncNow')}</Button>
        <Button onPress={onChange}>{t('action.change')}</Button>
        <Button onPress={() => void syncCommands.forgetTenancySync()}>{t('action.stop')}</Button>
      </div>
    </div>
  );
}

export function TenancySyncSettings() {
  const { t } = useTranslation(['sync', 'glossary']);
  const state = useTenancySync();
  // Changing what is kept (a region more, another compartment): the form, from the plan kept,
  // until a new plan starts (its own start time) or the user cancels.
  const [changingFrom, setChangingFrom] = useState<number>();
  const stopChanging = () => {
    setChangingFrom(undefined);
  };
  return (
    <Card id={SYNC_SECTION_ID} title={t('title')}>
      <div className="sync">
        <p className="settings__intro">{t('intro')}</p>
        {state === undefined ? null : state === null ? (
          <PlanForm />
        ) : changingFrom === state.startedAt ? (
          <PlanForm current={state.plan} onCancel={stopChanging} />
        ) : (
          <Progress
            onChange={() => {
              setChangingFrom(state.startedAt);
            }}
          />
        )}
      </div>
    </Card>
  );
}
