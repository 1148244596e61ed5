/**
 * Every DevOps resource page the catalogue links to, on the one page of every kind: the route
 * says which kind and its parents, KindPage shows it from the kind's registry entry.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState, PageTemplate, OverviewHeading } from '../../../ui';
import { useSettings } from '../../../settings/SettingsContext';
import { Crumbs } from '../components/Crumbs';
import { useParents, type PipelineRef } from '../components/useParents';
import { isProjectCollection, type ProjectCollection } from '../paths';
import type { Scope } from '../../../kit/formSpec';
import { devopsKind } from '../../../kinds/devops/devopsKinds';
import type { ResourceKey } from '../../../kinds/devops/devopsResource';
import { KindPage } from '../../../kinds/KindPage';

/** Which page: a fixed resource, or (for /devops-project/projects/:projectId/:collection/:id) the collection's. */
export type ResourceRoute =
  'project' | 'projectChild' | 'buildPipeline' | 'buildPipelineStage' | 'deployPipeline' | 'deployStage';

const CHILDREN: Readonly<Record<ProjectCollection, ResourceKey>> = {
  artifacts: 'deployArtifact',
  environments: 'deployEnvironment',
  connections: 'connection',
  triggers: 'trigger',
};

interface Target {
  readonly resource: ResourceKey;
  readonly id: string;
  readonly scope: Scope;
  readonly pipeline?: PipelineRef;
}

function targetOf(
  route: ResourceRoute,
  params: Readonly<Record<string, string | undefined>>,
): Target | undefined {
  const { projectId = '', pipelineId = '', resourceId = '', collection } = params;
  switch (route) {
    case 'project':
      return { resource: 'project', id: projectId, scope: {} };
    case 'projectChild':
      return isProjectCollection(collection)
        ? { resource: CHILDREN[collection], id: resourceId, scope: { projectId } }
        : undefined;
    case 'buildPipeline':
    case 'deployPipeline':
      return { resource: route, id: pipelineId, scope: { projectId } };
    case 'buildPipelineStage':
      return {
        resource: route,
        id: resourceId,
        scope: { projectId, buildPipelineId: pipelineId },
        pipeline: { kind: 'buildPipeline', id: pipelineId },
      };
    case 'deployStage':
      return {
        resource: route,
        id: resourceId,
        scope: { projectId, deployPipelineId: pipelineId },
        pipeline: { kind: 'deployPipeline', id: pipelineId },
      };
  }
}

export interface ResourceScreenProps {
  readonly route: ResourceRoute;
}

export function ResourceScreen({ route }: ResourceScreenProps) {
  const { t } = useTranslation('devops');
  const params = useParams();
  const { settings } = useSettings();
  const target = useMemo(() => targetOf(route, params), [route, params]);
  const projectId = route === 'project' ? undefined : params['projectId'];
  const parents = useParents(settings.region, projectId, target?.pipeline);
  const breadcrumbs = <Crumbs projectId={projectId} pipeline={target?.pipeline} parents={parents} />;
  if (target === undefined) {
    return (
      <PageTemplate breadcrumbs={breadcrumbs} heading={<OverviewHeading title={t('common.notFound')} />}>
        <EmptyState title={t('common.notFound')} />
      </PageTemplate>
    );
  }
  return (
    <KindPage
      config={devopsKind(target.resource).details}
      routeParams={{ ...target.scope, id: target.id }}
      breadcrumbs={breadcrumbs}
    />
  );
}
