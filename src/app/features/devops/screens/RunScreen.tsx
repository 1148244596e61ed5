/**
 * A build run or a deployment, followed by its flow (docs/ARCHITECTURE.md, "A flow"): where it is
 * now — state, stage progress, waiting for approval — kept across reloads and dead zones. Offline,
 * the page shows the last state it saw and says the flow is paused; it resumes by itself when the
 * network returns. A run the flow has not read yet (offline, never opened before) shows what the
 * local index holds (StoredOverview), and the flow, started from that state, offers only what it
 * allows.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { describeFlow } from '../../../../machines/describeFlow';
import {
  Button,
  Card,
  LifecycleBadge,
  OverviewHeading,
  PageTemplate,
  ProgressBar,
  Spinner,
} from '../../../ui';
import { useStoredResource } from '../../../data/useStoredResource';
import { useSettings } from '../../../settings/SettingsContext';
import { storedHeading } from '../../../kit/storedHeading';
import { StoredOverview } from '../../search';
import { Crumbs } from '../components/Crumbs';
import { devopsKind } from '../../../kinds/devops/devopsKinds';
import { KindEdit } from '../../../kinds/KindEdit';
import { useParents } from '../components/useParents';
import { WatchButton } from '../../watches';
import { FlowBanner } from '../components/FlowBanner';
import { RunActions } from '../components/RunActions';
import { StageTable } from '../components/StageTable';
import { FieldValue } from '../../../kit/FieldValue';
import { runOf } from '../../../flows/flowEvents';
import { workRequestOfCreate } from '../../../flows/flowRegistry';
import { useFlow } from '../../../flows/useFlow';
import { devopsPaths } from '../paths';
import { rowText } from '../../../kinds/devops/rows';
import '../../../kit/details.css';

export interface RunScreenProps {
  readonly kind: 'buildRun' | 'deployment';
}

export function RunScreen({ kind }: RunScreenProps) {
  const { t } = useTranslation(['devops', 'glossary']);
  const { projectId = '', pipelineId = '', runId = '' } = useParams();
  const { settings } = useSettings();
  const handle = useFlow(kind, runId, settings.region);
  const stored = useStoredResource(runId);
  const [editing, setEditing] = useState(false);
  const title = t(kind === 'buildRun' ? 'resource.buildRun.title' : 'resource.deployment.title');
  const pipelinePath =
    kind === 'buildRun'
      ? devopsPaths.buildPipeline(projectId, pipelineId)
      : devopsPaths.deployPipeline(projectId, pipelineId);
  const pipeline = useMemo(
    () => ({
      kind: kind === 'buildRun' ? ('buildPipeline' as const) : ('deployPipeline' as const),
      id: pipelineId,
    }),
    [kind, pipelineId],
  );
  const parents = useParents(settings.region, projectId, pipeline);
  const compartmentId = parents.project === undefined ? undefined : rowText(parents.project, 'compartmentId');
  const breadcrumbs = <Crumbs projectId={projectId} pipeline={pipeline} parents={parents} />;
  if (handle === undefined) {
    return (
      <PageTemplate breadcrumbs={breadcrumbs} heading={<OverviewHeading title={title} subtitle={runId} />}>
        <Spinner label={t('common.loading')} />
      </PageTemplate>
    );
  }
  const { entry, snapshot } = handle;
  const run = runOf(snapshot);
  const flow = describeFlow(snapshot);
  const createdBy = workRequestOfCreate(runId);
  // Not read yet: the local index's row stands in for the heading and the facts.
  const standIn = run === undefined && stored ? stored : undefined;
  const name =
    run?.displayName ?? (standIn === undefined ? undefined : storedHeading(standIn).title) ?? runId;
  return (
    <PageTemplate
      breadcrumbs={breadcrumbs}
      heading={
        <OverviewHeading
          title={name}
          subtitle={title}
          status={
            flow.lifecycleState === undefined ? undefined : <LifecycleBadge state={flow.lifecycleState} />
          }
          actions={
            <>
              <WatchButton
                kind={kind}
                id={runId}
                region={entry.region}
                displayName={name}
                state={flow.waitingFor !== undefined ? 'NEEDS_APPROVAL' : flow.lifecycleState}
              />
              <RunActions kind={kind} actor={entry.actor} snapshot={snapshot} />
              {/* The edit form (its name) starts from the run as read; a run that has ended is history. */}
              {run === undefined || flow.done ? null : (
                <Button
                  onPress={() => {
                    setEditing(true);
                  }}
                  isDisabled={editing}
                >
                  {t('action.edit')}
                </Button>
              )}
            </>
          }
        />
      }
    >
      <FlowBanner actor={entry.actor} snapshot={snapshot} stateInHeading />
      {editing ? (
        <KindEdit
          kind={devopsKind(kind)}
          id={runId}
          region={entry.region}
          onClose={() => {
            setEditing(false);
          }}
        />
      ) : null}
      {flow.waitingFor !== undefined ? (
        <Card title={t('run.waitingTitle')} headingLevel={2}>
          <p data-testid="waiting-for-approval">{t('run.waitingFor', { stage: flow.waitingFor.name })}</p>
        </Card>
      ) : null}
      {standIn !== undefined ? <StoredOverview stored={standIn} offline={flow.paused} /> : null}
      {run === undefined ? null : (
        <ProgressBar label={t('run.progress')} value={flow.percent ?? (flow.done ? 100 : undefined)} />
      )}
      {run !== undefined && run.stages.length > 0 ? <StageTable stages={run.stages} /> : null}
      {standIn !== undefined ? null : (
        <dl className="details-fields">
          {run?.lifecycleDetails !== undefined ? (
            <div className="details-fields__row">
              <dt>{t('glossary:lifecycleDetails')}</dt>
              <dd>
                <bdi>{run.lifecycleDetails}</bdi>
              </dd>
            </div>
          ) : null}
          <div className="details-fields__row">
            <dt>{t('field.started')}</dt>
            <dd>
              <FieldValue value={run?.timeStarted} format="dateTime" />
            </dd>
          </div>
          <div className="details-fields__row">
            <dt>{t('field.finished')}</dt>
            <dd>
              <FieldValue value={run?.timeFinished} format="dateTime" />
            </dd>
          </div>
          <div className="details-fields__row">
            <dt>{t('glossary:ocid')}</dt>
            <dd>
              <FieldValue value={runId} format="code" />
            </dd>
          </div>
        </dl>
      )}
      {/* A list: each link its own item, read and copied apart rather than run together. */}
      <ul className="devops-links">
        <li>
          <Link to={pipelinePath}>{t('run.pipeline')}</Link>
        </li>
        {createdBy !== undefined ? (
          <li>
            <Link to={devopsPaths.workRequest(createdBy)}>{t('run.createdBy')}</Link>
          </li>
        ) : null}
        {compartmentId !== undefined ? (
          <li>
            <Link to={devopsPaths.workRequests({ compartmentId, resourceId: runId })}>
              {t('details.workRequests')}
            </Link>
          </li>
        ) : null}
      </ul>
    </PageTemplate>
  );
}
