/**
 * The home page's "What needs you" (issue: the field kit): firing alarms (first of all when one
 * is CRITICAL), deployments waiting for approval
 * (approved from the card), runs that failed or are under way, resources in a state that needs a
 * person, changes waiting in the outbox or refused, and how old each region's data is. All of it
 * is read from IndexedDB, so it answers offline; online it is renewed and follows live.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AttentionRun, RunAttention } from '../../../rules/attention';
import { usePendingChanges, useSignInWaits } from '../../data/usePendingChanges';
import { useEnumLabel } from '../../i18n/enumLabel';
import { useFailureText } from '../../i18n/failureText';
import { useSettings } from '../../settings/SettingsContext';
import {
  Button,
  Card,
  ErrorPanel,
  Freshness,
  LifecycleBadge,
  RegionId,
  Spinner,
  StatusLabel,
  useAnnounce,
} from '../../ui';
import { ReasonDialog } from '../../flows/ReasonDialog';
import { devopsPaths } from '../devops';
import { useOutboxCounts } from '../../data/useOutboxCounts';
import { outboxPaths } from '../outbox';
import { resourceHref } from '../../resourceHref';
import { SYNC_SETTINGS_PATH, SyncOffer } from '../sync';
import { useNow } from '../../kit/useNow';
import { WatchButton } from '../watches';
import { useTenancyId } from '../../kit/useTenancyId';
import { AlarmsCard } from './AlarmsCard';
import { FailingCard, SHOWN } from './FailingCard';
import { useAttention, type RegionAge } from './useAttention';
import { useAttentionRefresh } from './useAttentionRefresh';
import './home.css';

/** The page of a run: its own page where the kept answer names its project and pipeline. */
export function runPath(run: AttentionRun): string {
  if (run.kind === 'workRequest') return devopsPaths.workRequest(run.id);
  if (run.projectId !== undefined && run.pipelineId !== undefined) {
    return run.kind === 'buildRun'
      ? devopsPaths.buildRun(run.projectId, run.pipelineId, run.id)
      : devopsPaths.deployment(run.projectId, run.pipelineId, run.id);
  }
  return resourceHref({ identifier: run.id, link: null });
}

/** Whether the card can approve this run itself (else it links to the run's page). */
function canApproveHere(run: AttentionRun): boolean {
  return run.kind === 'deployment' && run.reason === 'approval' && run.waitingStage !== undefined;
}

/** The flows and the outbox are loaded when an approval is given, not with the home page. */
async function approve(run: AttentionRun, reason: string) {
  const { approveDeployment } = await import('./approveDeployment');
  return approveDeployment(run, reason);
}

function ApproveButton({ run }: { readonly run: AttentionRun }) {
  const { t } = useTranslation('home');
  const announce = useAnnounce();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const describeFailure = useFailureText();
  return (
    <>
      <Button
        variant="primary"
        size="sm"
        onPress={() => {
          setAsking(true);
        }}
      >
        {t('approval.approve')}
      </Button>
      {error === undefined ? null : <p role="alert">{error}</p>}
      {asking ? (
        <ReasonDialog
          title={t('approval.confirmTitle', { name: run.displayName })}
          confirmLabel={t('approval.approve')}
          reasonRequired={false}
          canSend={() => true}
          onSend={(reason) => {
            void approve(run, reason).then((result) => {
              if (result.ok) {
                setError(undefined);
                announce(t('approval.queued', { name: run.displayName }));
              } else setError(describeFailure(result.failure));
            });
          }}
          onClose={() => {
            setAsking(false);
          }}
        />
      ) : null}
    </>
  );
}

function RunItem({
  run,
  pending,
  waitsForSignIn,
  now,
}: {
  readonly run: AttentionRun;
  readonly pending: boolean;
  /** The pending approval waits for sign-in: the session has ended. */
  readonly waitsForSignIn: boolean;
  readonly now: number;
}) {
  const { t } = useTranslation('home');
  const enumLabel = useEnumLabel();
  const name =
    run.kind === 'workRequest' && run.operationType !== undefined
      ? enumLabel(run.operationType)
      : run.displayName;
  return (
    <li className="home-needs__item" data-testid={`needs-${run.reason}`}>
      <div className="home-needs__line">
        <Link to={runPath(run)}>{name}</Link>
        {run.reason === 'approval' ? null : <LifecycleBadge state={run.state} />}
      </div>
      <div className="home-needs__meta">
        <span>{t(`kind.${run.kind}`)}</span>
        {run.waitingStage === undefined ? null : (
          <span>{t('approval.stage', { stage: run.waitingStage.name })}</span>
        )}
        <Freshness timestamp={run.seenAt} now={now} style="short" />
      </div>
      {run.reason === 'failed' ? null : (
        <div className="home-needs__actions">
          <WatchButton
            kind={run.kind}
            id={run.id}
            region={run.region}
            displayName={name}
            state={run.state}
            path={runPath(run)}
          />
          {run.reason !== 'approval' ? null : pending ? (
            <StatusLabel status={waitsForSignIn ? 'warning' : 'info'}>
              {waitsForSignIn ? t('approval.waitingSignIn') : t('approval.pending')}
            </StatusLabel>
          ) : canApproveHere(run) ? (
            <ApproveButton run={run} />
          ) : (
            <Link to={runPath(run)}>{t('approval.open')}</Link>
          )}
        </div>
      )}
    </li>
  );
}

const RUN_CARDS: readonly RunAttention[] = ['approval', 'failed', 'running'];

function RunCards({ runs, now }: { readonly runs: readonly AttentionRun[]; readonly now: number }) {
  const { t } = useTranslation('home');
  const approvals = useMemo(
    () => runs.filter((run) => run.reason === 'approval').map((run) => run.id),
    [runs],
  );
  const pending = usePendingChanges(approvals);
  const signInWaits = useSignInWaits(approvals);
  return (
    <>
      {RUN_CARDS.map((reason) => {
        const matching = runs.filter((run) => run.reason === reason);
        if (matching.length === 0) return null;
        return (
          <Card
            key={reason}
            title={t(`runs.${reason}`, { count: matching.length })}
            headingLevel={3}
            className="home-needs__card"
          >
            <ul className="home-needs__list">
              {matching.slice(0, SHOWN).map((run) => (
                <RunItem
                  key={run.id}
                  run={run}
                  pending={pending.has(run.id)}
                  waitsForSignIn={signInWaits.has(run.id)}
                  now={now}
                />
              ))}
            </ul>
            {matching.length > SHOWN ? <p>{t('more', { count: matching.length - SHOWN })}</p> : null}
          </Card>
        );
      })}
    </>
  );
}

function OutboxCard() {
  const { t } = useTranslation('home');
  const counts = useOutboxCounts();
  if (counts === undefined || counts.unfinished === 0) return null;
  return (
    <Card title={t('outbox.title')} headingLevel={3} className="home-needs__card">
      <p data-testid="needs-outbox">
        <Link to={outboxPaths.outbox()}>{t('outbox.waiting', { count: counts.unfinished })}</Link>
      </p>
      {counts.attention > 0 ? (
        <p>
          <StatusLabel status="warning">{t('outbox.refused', { count: counts.attention })}</StatusLabel>
        </p>
      ) : null}
    </Card>
  );
}

function RegionAges({ regions, now }: { readonly regions: readonly RegionAge[]; readonly now: number }) {
  const { t } = useTranslation('home');
  return (
    <Card title={t('regions.title')} headingLevel={3} className="home-needs__card">
      {regions.length === 0 ? (
        <p>
          {t('regions.none')} <Link to="/search">{t('regions.search')}</Link>
        </p>
      ) : (
        <ul className="home-needs__list">
          {regions.map((age) => (
            <li key={age.region} className="home-needs__line" data-testid="region-age">
              <Link to={SYNC_SETTINGS_PATH}>
                <RegionId id={age.region} />
              </Link>
              <Freshness timestamp={age.newest} now={now} style="short" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function NeedsYou() {
  const { t } = useTranslation('home');
  const { settings } = useSettings();
  const tenancy = useTenancyId();
  const updating = useAttentionRefresh(settings.region, tenancy.status === 'known' ? tenancy.id : undefined);
  const attention = useAttention();
  const now = useNow();
  const nothing =
    attention !== undefined &&
    attention !== null &&
    attention.alarms.length === 0 &&
    attention.alarmsRefused.length === 0 &&
    attention.runs.length === 0 &&
    attention.failing.total === 0;
  // A CRITICAL alarm comes before everything else; other firing alarms after the runs.
  const critical = attention?.alarms.some((alarm) => alarm.severity === 'CRITICAL') === true;
  return (
    <section className="home-needs" aria-labelledby="home-needs-title">
      <div className="home-needs__heading">
        <h2 id="home-needs-title">{t('title')}</h2>
        {updating ? <Spinner size="sm" label={t('updating')} /> : null}
      </div>
      {attention === undefined ? <Spinner label={t('loading')} /> : null}
      {attention === null ? <ErrorPanel title={t('storageFailed')} /> : null}
      {nothing ? <p data-testid="needs-nothing">{t('nothing')}</p> : null}
      {attention ? (
        <div className="home-needs__cards">
          {critical ? (
            <AlarmsCard alarms={attention.alarms} refused={attention.alarmsRefused} now={now} />
          ) : null}
          <SyncOffer />
          <RunCards runs={attention.runs} now={now} />
          {critical ? null : (
            <AlarmsCard alarms={attention.alarms} refused={attention.alarmsRefused} now={now} />
          )}
          <FailingCard failing={attention.failing} regions={attention.regions.map((age) => age.region)} />
          <OutboxCard />
          <RegionAges regions={attention.regions} now={now} />
        </div>
      ) : null}
    </section>
  );
}
