/**
 * A build run or deployment the console has just started (/devops/flows/:flowId): "starting",
 * paused while offline, or the service's refusal; as soon as the service names the new run, the
 * page moves to the run's own page. After a reload it finds the flow again by its retry token.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { EmptyState, OverviewHeading, PageTemplate, Spinner } from '../../../ui';
import { FlowBanner } from '../components/FlowBanner';
import { kindOfFlowId } from '../../../flows/flowIds';
import { runPath } from '../runPath';
import { resumeFlow } from '../../../flows/flowRegistry';
import { findStartedByToken, useStartedFlow } from '../../../flows/useFlow';
import { devopsPaths } from '../paths';

const START_MARK = ':start:';

export function FlowScreen() {
  const { t } = useTranslation('devops');
  const { flowId = '' } = useParams();
  const handle = useStartedFlow(flowId);
  const [moved, setMoved] = useState<string | null>();

  useEffect(() => {
    const kind = kindOfFlowId(flowId);
    if (handle !== null || kind === undefined || kind === 'workRequest' || !flowId.includes(START_MARK))
      return;
    let live = true;
    void findStartedByToken(kind, flowId.slice(flowId.indexOf(START_MARK) + START_MARK.length)).then(
      (stored) => {
        if (!live) return;
        const found = stored === undefined ? undefined : resumeFlow(stored);
        setMoved(found === undefined ? null : (runPath(found.actor.getSnapshot()) ?? null));
      },
    );
    return () => {
      live = false;
    };
  }, [flowId, handle]);

  const kind = kindOfFlowId(flowId);
  const title = t(kind === 'deployment' ? 'start.deploymentStarting' : 'start.buildRunStarting');
  if (handle === null) {
    if (typeof moved === 'string') return <Navigate to={moved} replace />;
    return (
      <PageTemplate heading={<OverviewHeading title={title} />}>
        {moved === null ? (
          <EmptyState title={t('follow.unknown')} description={t('follow.unknownHint')} />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </PageTemplate>
    );
  }
  if (handle === undefined) {
    return (
      <PageTemplate heading={<OverviewHeading title={title} />}>
        <Spinner label={t('common.loading')} />
      </PageTemplate>
    );
  }
  const target = runPath(handle.snapshot);
  if (target !== undefined) return <Navigate to={target} replace />;
  return (
    <PageTemplate heading={<OverviewHeading title={title} subtitle={t('start.waitingForService')} />}>
      <FlowBanner actor={handle.entry.actor} snapshot={handle.snapshot} />
      <p>
        <Link to={devopsPaths.projects()}>{t('resource.project.plural')}</Link>
      </p>
    </PageTemplate>
  );
}
